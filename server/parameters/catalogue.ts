import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ParameterRowInputSchema,
  ParameterRowSchema,
  SpecialtyPayInputSchema,
  SpecialtyPaySchema,
} from '../../src/application/parameters/contract';
import { noClosedPeriods, type ClosedPeriods } from '../../src/application/parameters/ports';
import {
  CONFIDENCE_LABELS,
  createRefusal,
  deleteRefusal,
  editRefusal,
  PARAMETER_DEFAULT_SORT,
  PARAMETER_GROUPS,
  PARAMETER_MESSAGES,
  PARAMETER_SORTS,
  cleanParameterRow,
  parameterInfo,
  schemeOf,
  TABLE_11_CODES,
  UNIT_LABELS,
  validateParameterRow,
  type ParameterGroup,
  type ParameterRow,
  type ParameterRowInput,
  type ParameterSort,
  type PastRule,
} from '../../src/domain/parameters/parameter-row';
import {
  SPECIALTY_PAY_DEFAULT_SORT,
  SPECIALTY_PAY_MESSAGES,
  SPECIALTY_PAY_SORTS,
  cleanSpecialtyPay,
  validateSpecialtyPay,
  type SpecialtyPay,
  type SpecialtyPayInput,
  type SpecialtyPaySort,
} from '../../src/domain/parameters/specialty-pay';
import { limaDate } from '../../src/domain/shared/dates';
import { parseConfidence, parseParameterUnit } from '../../src/domain/payroll/parameters';
import type { ServerContext } from '../context';
import type { Executor } from '../db/database';
import { fishingTypes, payrollParameters, positions, specialtyPay, vessels } from '../db/schema';
import * as fields from '../kit/catalogue/fields';
import { paged, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { defineCatalogue } from '../kit/catalogue/define';
import { CatalogueStore } from '../kit/catalogue/store';

const p = payrollParameters;

/** The keys of the groups, as SQL: the pension keys are those of rep., onp. and afp. */
const PENSION_KEYS = sql`(${p.key} like 'rep.%' or ${p.key} like 'onp.%' or ${p.key} like 'afp.%')`;

/** The group of a key as SQL (ordering and search by group name). */
const GROUP_NAME = sql<string>`case
  when ${PENSION_KEYS} then ${PARAMETER_GROUPS.pensiones}::text
  when ${p.key} in ('uit', 'incomeTax.deductionUit') or ${p.key} like 'incomeTax.%' then ${PARAMETER_GROUPS.tributos}::text
  when ${p.key} in ('rmv', 'landWork.dailyRate') then ${PARAMETER_GROUPS.remuneracion}::text
  when ${p.key} in ('essalud.rate', 'essalud.epsCreditRate', 'sctr.rate') then ${PARAMETER_GROUPS.aportes}::text
  when ${p.key} in ('union.rate', 'fep.perTonne') then ${PARAMETER_GROUPS.pesca}::text
  else ${PARAMETER_GROUPS.beneficios}::text end`;

/** Whether the row is the one in force on `today` for its key (active rows only). */
const inForceOn = (today: string) => sql<boolean>`(${p.active} and ${p.effectiveFrom} <= ${today}
  and (${p.effectiveTo} is null or ${p.effectiveTo} >= ${today})
  and not exists (select 1 from ${p} later where later.key = ${p.key} and later.active
    and later.effective_from > ${p.effectiveFrom} and later.effective_from <= ${today}))`;

type Stored = typeof payrollParameters.$inferSelect;

export function parameterRowOf(r: Stored, inForce: boolean, today: string): ParameterRow {
  const info = parameterInfo(r.key);
  const group: ParameterGroup = info?.group ?? 'beneficios';
  const scheme = schemeOf(r.key);
  return {
    ...tracked(r),
    key: r.key,
    label: info?.label ?? r.key,
    group,
    groupName: PARAMETER_GROUPS[group],
    scheme,
    table11Code: scheme === null ? null : (TABLE_11_CODES[scheme] ?? null),
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    value: r.value,
    unit: parseParameterUnit(r.unit),
    source: r.source,
    confidence: parseConfidence(r.confidence),
    inForce,
    state: inForce ? 'inForce' : r.effectiveFrom > today ? 'future' : 'past',
  };
}

const inputOf = (r: ParameterRow): ParameterRowInput => ({
  key: r.key,
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  value: r.value,
  source: r.source,
  confidence: r.confidence,
  active: r.active,
});

/**
 * The pension schemes' rows in force on `today` (active ones, one per key): what «Vigentes hoy por
 * régimen» summarises (`GET /fondos-de-pension/vigentes`).
 */
export async function pensionRowsInForce(context: ServerContext, today: string): Promise<ParameterRow[]> {
  const rows = await context.db
    .select({ r: payrollParameters })
    .from(payrollParameters)
    .where(and(PENSION_KEYS, inForceOn(today)))
    .orderBy(p.key);
  return rows.map(({ r }) => parameterRowOf(r, true, today));
}

interface ScreenSpec {
  readonly module: string;
  readonly path: string;
  readonly title: string;
  readonly groups: readonly ParameterGroup[];
  readonly scope: SQL;
}

/** A screen over the parameter rows of some groups: 'uit' (all but pensions), 'fondo_de_pension'. */
function parameterScreen(
  context: ServerContext,
  closed: ClosedPeriods,
  spec: ScreenSpec,
): CatalogueApi<ParameterRow, ParameterRowInput, ParameterSort> {
  const scoped = (where: SQL | undefined) => (where ? and(spec.scope, where) : spec.scope);
  const store = new CatalogueStore<ParameterRow, ParameterRowInput, ParameterSort>(context.db, {
    table: payrollParameters,
    rows: async (ex, where, orderBy, page, today) => {
      const rows = await paged(
        ex
          .select({ r: payrollParameters, inForce: inForceOn(today) })
          .from(payrollParameters)
          .where(scoped(where))
          .$dynamic(),
        orderBy,
        page,
      );
      return rows.map(({ r, inForce }) => parameterRowOf(r, inForce, today));
    },
    count: async (ex, where) => {
      const [row] = await ex
        .select({ value: sql<number>`count(*)::int` })
        .from(payrollParameters)
        .where(scoped(where));
      return Number(row?.value ?? 0);
    },
    search: [p.key, p.source, GROUP_NAME],
    // Keys of several columns (and the group's name) page by offset.
    offsetOnlySorts: ['group', 'key'],
    sortKeys: () => ({
      group: sql`${GROUP_NAME}, ${p.key}, ${p.effectiveFrom}`,
      key: sql`${p.key}, ${p.effectiveFrom}`,
      effectiveFrom: sql`${p.effectiveFrom}`,
      value: sql`${p.value}`,
      ...fields.trackedSorts(p),
    }),
    columns: (i) => ({
      ...fields.inputColumns(i, ['key', 'effectiveFrom', 'effectiveTo', 'value', 'source', 'confidence']),
      unit: parameterInfo(i.key)?.unit ?? 'PEN',
    }),
    unique: [],
    label: sql`${p.key} || ' ' || ${p.effectiveFrom}`,
  });
  const rule = async (): Promise<PastRule> => ({
    today: limaDate(context.clock.now()),
    latestClosed: await closed.latestClosedOn(),
  });
  return defineCatalogue(context, store, {
    module: spec.module,
    path: spec.path,
    title: spec.title,
    sorts: PARAMETER_SORTS,
    defaultSort: PARAMETER_DEFAULT_SORT,
    entity: ParameterRowSchema,
    input: ParameterRowInputSchema,
    optionsFor: [],
    validate: (input) => validateParameterRow(input, spec.groups),
    clean: cleanParameterRow,
    notFound: PARAMETER_MESSAGES.notFound,
    check: async (ex, input, current) => {
      const same = await ex
        .select({ id: p.id })
        .from(p)
        .where(
          and(
            eq(p.key, input.key),
            eq(p.effectiveFrom, input.effectiveFrom),
            current === undefined ? undefined : ne(p.id, current.id),
          ),
        )
        .limit(1);
      return same.length > 0 ? [{ field: 'effectiveFrom', message: PARAMETER_MESSAGES.taken }] : [];
    },
    guard: {
      create: async (_ex, input) => createRefusal(input, await rule()),
      update: async (_ex, current, input) => editRefusal(inputOf(current), input, await rule()),
      delete: async (_ex, current) => deleteRefusal(inputOf(current), await rule()),
    },
    columns: [
      { header: 'Grupo', width: 22, kind: 'text', value: (r) => r.groupName },
      ...(spec.groups.includes('pensiones')
        ? [
            { header: 'Régimen', width: 12, kind: 'text' as const, value: (r: ParameterRow) => r.scheme },
            {
              header: 'Código Tabla 11',
              width: 14,
              kind: 'text' as const,
              value: (r: ParameterRow) => r.table11Code,
            },
          ]
        : []),
      { header: 'Parámetro', width: 40, kind: 'text', value: (r) => r.label },
      { header: 'Clave', width: 30, kind: 'text', value: (r) => r.key },
      { header: 'Vigente desde', width: 14, kind: 'text', value: (r) => r.effectiveFrom },
      { header: 'Vigente hasta', width: 14, kind: 'text', value: (r) => r.effectiveTo },
      { header: 'Valor', width: 14, kind: 'text', value: (r) => r.value },
      { header: 'Unidad', width: 10, kind: 'text', value: (r) => UNIT_LABELS[r.unit] },
      { header: 'Fuente', width: 60, kind: 'text', value: (r) => r.source },
      { header: 'Confianza', width: 12, kind: 'text', value: (r) => CONFIDENCE_LABELS[r.confidence] },
      { header: 'Vigente hoy', width: 12, kind: 'yesno', value: (r) => r.inForce },
      fields.activeColumn(),
    ],
  });
}

/** The specialty pay row's problems the database knows: unknown references, a row already on that date. */
async function specialtyPayProblems(
  ex: Executor,
  input: SpecialtyPayInput,
  current?: SpecialtyPay,
): Promise<{ field: string; message: string }[]> {
  const s = specialtyPay;
  const errors: { field: string; message: string }[] = [];
  const [position] = await ex
    .select({ active: positions.active })
    .from(positions)
    .where(eq(positions.id, input.positionId ?? 0));
  if (!position) errors.push({ field: 'positionId', message: SPECIALTY_PAY_MESSAGES.positionUnknown });
  // A position that became inactive after this row was written is kept; a new choice must be active.
  else if (!position.active && current?.positionId !== input.positionId)
    errors.push({ field: 'positionId', message: SPECIALTY_PAY_MESSAGES.positionInactive });
  if (input.fishingTypeId !== null) {
    const found = await ex
      .select({ id: fishingTypes.id })
      .from(fishingTypes)
      .where(eq(fishingTypes.id, input.fishingTypeId));
    if (found.length === 0)
      errors.push({ field: 'fishingTypeId', message: SPECIALTY_PAY_MESSAGES.fishingTypeUnknown });
  }
  if (input.vesselId !== null) {
    const found = await ex.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, input.vesselId));
    if (found.length === 0) errors.push({ field: 'vesselId', message: SPECIALTY_PAY_MESSAGES.vesselUnknown });
  }
  const same = await ex
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.positionId, input.positionId ?? 0),
        input.fishingTypeId === null ? isNull(s.fishingTypeId) : eq(s.fishingTypeId, input.fishingTypeId),
        input.vesselId === null ? isNull(s.vesselId) : eq(s.vesselId, input.vesselId),
        eq(s.effectiveFrom, input.effectiveFrom),
        current === undefined ? undefined : ne(s.id, current.id),
      ),
    )
    .limit(1);
  if (same.length > 0) errors.push({ field: 'effectiveFrom', message: SPECIALTY_PAY_MESSAGES.taken });
  return errors;
}

/** pago_por_especialidad: partes and bonus per position (optionally per fishing type or vessel). */
function specialtyPayCatalogue(
  context: ServerContext,
  closed: ClosedPeriods,
): CatalogueApi<SpecialtyPay, SpecialtyPayInput, SpecialtyPaySort> {
  const s = specialtyPay;
  const pos = alias(positions, 'sp_position');
  const type = alias(fishingTypes, 'sp_fishing_type');
  const vessel = alias(vessels, 'sp_vessel');
  const store = new CatalogueStore<SpecialtyPay, SpecialtyPayInput, SpecialtyPaySort>(context.db, {
    table: specialtyPay,
    rows: async (ex, where, orderBy, page) => {
      const rows = await paged(
        ex
          .select({ r: s, positionName: pos.name, fishingTypeName: type.name, vesselName: vessel.name })
          .from(s)
          .innerJoin(pos, eq(pos.id, s.positionId))
          .leftJoin(type, eq(type.id, s.fishingTypeId))
          .leftJoin(vessel, eq(vessel.id, s.vesselId))
          .where(where)
          .$dynamic(),
        orderBy,
        page,
      );
      return rows.map(({ r, positionName, fishingTypeName, vesselName }) => ({
        ...tracked(r),
        positionId: r.positionId,
        positionName,
        fishingTypeId: r.fishingTypeId,
        fishingTypeName: fishingTypeName ?? null,
        vesselId: r.vesselId,
        vesselName: vesselName ?? null,
        effectiveFrom: r.effectiveFrom,
        shares: r.shares,
        bonus: r.bonus,
        source: r.source,
      }));
    },
    count: async (ex, where) => {
      const [row] = await ex
        .select({ value: sql<number>`count(*)::int` })
        .from(s)
        .innerJoin(pos, eq(pos.id, s.positionId))
        .leftJoin(type, eq(type.id, s.fishingTypeId))
        .leftJoin(vessel, eq(vessel.id, s.vesselId))
        .where(where);
      return Number(row?.value ?? 0);
    },
    search: [pos.name, pos.code, sql`coalesce(${vessel.name}, '')`, sql`coalesce(${type.name}, '')`],
    // Names read from other tables (and keys of several columns) page by offset.
    offsetOnlySorts: ['positionName', 'fishingTypeName', 'vesselName'],
    sortKeys: () => ({
      positionName: sql`lower(${pos.name}), ${s.effectiveFrom}`,
      fishingTypeName: sql`lower(coalesce(${type.name}, ''))`,
      vesselName: sql`lower(coalesce(${vessel.name}, ''))`,
      effectiveFrom: sql`${s.effectiveFrom}`,
      shares: sql`${s.shares}`,
      bonus: sql`${s.bonus}`,
      ...fields.trackedSorts(s),
    }),
    columns: (i) =>
      fields.inputColumns(i, [
        'positionId',
        'fishingTypeId',
        'vesselId',
        'effectiveFrom',
        'shares',
        'bonus',
        'source',
      ]),
    unique: [],
    label: sql`${s.effectiveFrom}::text`,
  });
  const rule = async (): Promise<PastRule> => ({
    today: limaDate(context.clock.now()),
    latestClosed: await closed.latestClosedOn(),
  });
  // A stored row and an input alike, as the parameter row the past rules judge.
  const asRow = (r: SpecialtyPayInput) => ({
    key: 'specialty',
    effectiveFrom: r.effectiveFrom,
    effectiveTo: null,
    value: `${r.shares}|${r.bonus}|${r.positionId}|${r.fishingTypeId}|${r.vesselId}`,
    source: r.source,
    confidence: 'practice' as const,
    active: r.active,
  });
  return defineCatalogue(context, store, {
    module: 'pago_por_especialidad',
    path: '/pagos-por-especialidad',
    title: 'Pago por especialidad',
    sorts: SPECIALTY_PAY_SORTS,
    defaultSort: SPECIALTY_PAY_DEFAULT_SORT,
    entity: SpecialtyPaySchema,
    input: SpecialtyPayInputSchema,
    optionsFor: [],
    validate: validateSpecialtyPay,
    clean: cleanSpecialtyPay,
    notFound: SPECIALTY_PAY_MESSAGES.notFound,
    check: specialtyPayProblems,
    guard: {
      create: async (_ex, input) => createRefusal(asRow(input), await rule()),
      update: async (_ex, current, input) => editRefusal(asRow(current), asRow(input), await rule()),
      delete: async (_ex, current) => deleteRefusal(asRow(current), await rule()),
    },
    columns: [
      { header: 'Cargo', width: 28, kind: 'text', value: (r) => r.positionName },
      { header: 'Tipo de pesca', width: 18, kind: 'text', value: (r) => r.fishingTypeName ?? 'Todos' },
      { header: 'Embarcación', width: 24, kind: 'text', value: (r) => r.vesselName ?? 'Todas' },
      { header: 'Vigente desde', width: 14, kind: 'text', value: (r) => r.effectiveFrom },
      { header: 'Partes', width: 10, kind: 'number', value: (r) => r.shares },
      { header: 'Bonificación (S/)', width: 16, kind: 'number', value: (r) => r.bonus },
      { header: 'Fuente', width: 40, kind: 'text', value: (r) => r.source },
      fields.activeColumn(),
    ],
  });
}

/** The three parameter screens' APIs. */
export function parameterCatalogues(context: ServerContext, closed: ClosedPeriods = noClosedPeriods) {
  return {
    general: parameterScreen(context, closed, {
      module: 'uit',
      path: '/parametros',
      title: 'Parámetros',
      groups: ['tributos', 'remuneracion', 'aportes', 'beneficios', 'pesca'],
      scope: sql`not ${PENSION_KEYS}`,
    }),
    pensions: parameterScreen(context, closed, {
      module: 'fondo_de_pension',
      path: '/fondos-de-pension',
      title: 'Fondos de pensión',
      groups: ['pensiones'],
      scope: PENSION_KEYS,
    }),
    specialtyPay: specialtyPayCatalogue(context, closed),
  };
}
