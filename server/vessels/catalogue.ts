import { eq, inArray, sql } from 'drizzle-orm';
import Type from 'typebox';
import {
  VESSEL_DEFAULT_SORT,
  VESSEL_MESSAGES,
  VESSEL_NAME_MAX,
  VESSEL_REGISTRATION_MAX,
  VESSEL_SHARE_HISTORY_MAX,
  VESSEL_SORTS,
  cleanVessel,
  validateVessel,
  type Vessel,
  type VesselInput,
  type VesselShare,
  type VesselSort,
} from '../../src/domain/vessels/vessel';
import { DECIMAL_TEXT_MAX } from '../../src/domain/shared/decimal-text';
import type { Company, CompanyInput, CompanySort } from '../../src/domain/companies/company';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { companies, vesselShares, vessels } from '../db/schema';
import { Text } from '../kit/schemas';
import * as fields from '../kit/catalogue/fields';
import { countJoined, countOf, paged, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { activeReference, defineCatalogue } from '../kit/catalogue/define';
import { weeksDeleteGuard } from '../fishing-weeks/references';
import { CatalogueStore } from '../kit/catalogue/store';

const Share = Type.Object(
  { effectiveFrom: Text(10), percent: Text(DECIMAL_TEXT_MAX) },
  { additionalProperties: false },
);

export const VesselSchema = fields.entity({
  registration: Type.String(),
  name: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  holdCapacityM3: Type.String(),
  unionAffiliated: Type.Boolean(),
  sharePercent: Type.Union([Type.String(), Type.Null()]),
  shareHistory: Type.Array(Type.Object({ effectiveFrom: Type.String(), percent: Type.String() })),
});

export const VesselInputSchema = fields.input({
  registration: Text(VESSEL_REGISTRATION_MAX),
  name: Text(VESSEL_NAME_MAX),
  companyId: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
  holdCapacityM3: Text(DECIMAL_TEXT_MAX),
  unionAffiliated: Type.Boolean(),
  shareHistory: Type.Array(Share, { maxItems: VESSEL_SHARE_HISTORY_MAX }),
});

/** The crew share in force on `today`: the latest row on or before it. */
const shareOn = (today: string) =>
  sql<string | null>`(select ${vesselShares.percent} from ${vesselShares}
    where ${vesselShares.vesselId} = ${vessels.id} and ${vesselShares.effectiveFrom} <= ${today}
    order by ${vesselShares.effectiveFrom} desc limit 1)`;

/** The share histories of the given vessels, oldest first. */
async function histories(ex: Executor, ids: number[]): Promise<Map<number, VesselShare[]>> {
  const out = new Map<number, VesselShare[]>();
  if (ids.length === 0) return out;
  const rows = await ex
    .select()
    .from(vesselShares)
    .where(inArray(vesselShares.vesselId, ids))
    .orderBy(vesselShares.vesselId, vesselShares.effectiveFrom);
  for (const r of rows) {
    const list = out.get(r.vesselId) ?? [];
    list.push({ effectiveFrom: r.effectiveFrom, percent: r.percent });
    out.set(r.vesselId, list);
  }
  return out;
}

/**
 * Vessels (module 'embarcacion'): unique matrícula, an existing active owner company, and the crew
 * share history in its own table (vessel_shares), replaced as a whole on each edit.
 */
export function vesselCatalogue(
  context: ServerContext,
  owners: CatalogueStore<Company, CompanyInput, CompanySort>,
): CatalogueApi<Vessel, VesselInput, VesselSort> {
  const store = new CatalogueStore<Vessel, VesselInput, VesselSort>(context.db, {
    table: vessels,
    rows: async (ex, where, orderBy, page, today) => {
      const rows = await paged(
        ex
          .select({ v: vessels, companyName: companies.legalName, sharePercent: shareOn(today) })
          .from(vessels)
          .innerJoin(companies, eq(companies.id, vessels.companyId))
          .where(where)
          .$dynamic(),
        orderBy,
        page,
      );
      const history = await histories(
        ex,
        rows.map((r) => r.v.id),
      );
      return rows.map(({ v, companyName, sharePercent }) => ({
        ...tracked(v),
        registration: v.registration,
        name: v.name,
        companyId: v.companyId,
        companyName,
        holdCapacityM3: v.holdCapacityM3,
        unionAffiliated: v.unionAffiliated,
        sharePercent,
        shareHistory: history.get(v.id) ?? [],
      }));
    },
    // Without a search every vessel has its (not null) owner: no join to count.
    count: (ex, where, searching) =>
      searching
        ? countJoined(ex, vessels, companies, eq(companies.id, vessels.companyId), where)
        : countOf(ex, vessels, where),
    search: [vessels.registration, vessels.name, companies.legalName],
    offsetOnlySorts: ['companyName', 'sharePercent'],
    sortKeys: (today) => ({
      name: sql`lower(${vessels.name})`,
      registration: sql`${vessels.registration}`,
      companyName: sql`lower(${companies.legalName})`,
      holdCapacityM3: sql`${vessels.holdCapacityM3}`,
      sharePercent: shareOn(today),
      unionAffiliated: sql`${vessels.unionAffiliated}`,
      ...fields.trackedSorts(vessels),
    }),
    columns: (i) =>
      fields.inputColumns(i, ['registration', 'name', 'companyId', 'holdCapacityM3', 'unionAffiliated']),
    unique: [fields.uniqueField('registration', vessels.registration, VESSEL_MESSAGES.registrationTaken)],
    label: sql`${vessels.name} || ' (' || ${vessels.registration} || ')'`,
    afterWrite: async (tx, id, input) => {
      await tx.delete(vesselShares).where(eq(vesselShares.vesselId, id));
      await tx.insert(vesselShares).values(
        input.shareHistory.map((s) => ({
          vesselId: id,
          effectiveFrom: s.effectiveFrom,
          percent: s.percent,
        })),
      );
    },
  });
  return defineCatalogue(context, store, {
    module: 'embarcacion',
    path: '/embarcaciones',
    title: 'Embarcaciones',
    sorts: VESSEL_SORTS,
    defaultSort: VESSEL_DEFAULT_SORT,
    entity: VesselSchema,
    input: VesselInputSchema,
    optionsFor: ['semana_de_pesca', 'pago_por_especialidad', 'trabajador'],
    validate: validateVessel,
    clean: cleanVessel,
    notFound: VESSEL_MESSAGES.notFound,
    guard: weeksDeleteGuard('vesselId', (v) => `la embarcación «${v.name}»`, 'f'),
    check: activeReference(owners, 'companyId', (v) => v.companyId, {
      unknown: VESSEL_MESSAGES.companyUnknown,
      inactive: VESSEL_MESSAGES.companyInactive,
    }),
    columns: [
      { header: 'Matrícula', width: 16, kind: 'text', value: (v) => v.registration },
      { header: 'Nombre', width: 28, kind: 'text', value: (v) => v.name },
      { header: 'Empresa', width: 36, kind: 'text', value: (v) => v.companyName },
      { header: 'Capacidad de bodega (m³)', width: 22, kind: 'number', value: (v) => v.holdCapacityM3 },
      { header: 'Participación vigente (%)', width: 22, kind: 'number', value: (v) => v.sharePercent },
      { header: 'Sindicalizada', width: 14, kind: 'yesno', value: (v) => v.unionAffiliated },
      fields.activeColumn(),
    ],
  });
}
