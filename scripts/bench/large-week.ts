import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import {
  companies,
  fishingTypes,
  plants,
  positions,
  species,
  specialtyPay,
  vessels,
  vesselShares,
  workers,
  workerTerms,
} from '../../server/db/schema';
import type {
  AdjustmentRow,
  CrewRow,
  LandingRow,
  LandWorkRow,
  PriceRow,
  WeekInput,
} from '../../src/domain/fishing-weeks';
import { commissionTypeOfLegacy, type CommissionType } from '../../src/domain/shared/pension-vocabulary';
import { generateWeekJson } from '../payroll/generate-week';

function storedCommission(value: string): CommissionType {
  const type = commissionTypeOfLegacy(value);
  if (type === undefined) throw new Error(`the generator wrote an unknown commission type: ${value}`);
  return type;
}

/** The grids of a week, with catalogue ids, as the screen saves them. */
export interface LargeWeek {
  readonly week: WeekInput;
  readonly prices: PriceRow[];
  readonly landings: LandingRow[];
  readonly crew: CrewRow[];
  readonly landWork: LandWorkRow[];
  readonly adjustments: AdjustmentRow[];
}

interface Generated {
  week: WeekInput;
  vessels: { code: string; name: string; sharePct: string }[];
  species: { code: string; name: string; fishingType: string }[];
  prices: { species: string; effectiveFrom: string; pricePerTonne: string }[];
  positions: { code: string; name: string; landDailyRate?: string }[];
  shareRules: { position: string; effectiveFrom: string; partes: string }[];
  workers: {
    document: string;
    name: string;
    position: string;
    hireDate: string;
    pension: { scheme: string; afp?: string; commission?: string };
    unionAffiliated: boolean;
    eps?: boolean;
  }[];
  landings: {
    date: string;
    vessel: string;
    species: string;
    plant: string;
    ticket: string;
    tonnes: string;
    penalisedTonnes: string;
  }[];
  attendance: { date: string; worker: string; kind: 'board' | 'land'; vessel?: string }[];
  deductions: { worker: string; amount: string; reason: string }[];
}

/**
 * The large week of the issue (`npm run payroll -- generate-week`: 80 vessels, 7 days, 2,000 workers,
 * 11,000 crew-days) written into the catalogues' tables, and its grids with their ids.
 */
export async function seedLargeWeek(
  db: Database,
  options: { vessels?: number; workers?: number; crewDays?: number } = {},
): Promise<LargeWeek> {
  // eslint-disable-next-line no-restricted-syntax -- the generator's JSON is the engine's input format, read here by its known shape to fill the database
  const g = generateWeekJson(options) as unknown as Generated;
  const now = new Date();
  const by = { createdAt: now, createdBy: 'bench', updatedAt: now, updatedBy: 'bench' };
  const [company] = await db
    .insert(companies)
    .values({ ruc: '20999999991', legalName: 'Pesquera Banco S.A.C.', vesselOwner: true, ...by })
    .returning();
  const vesselRows = await db
    .insert(vessels)
    .values(
      g.vessels.map((v) => ({
        registration: v.code,
        name: v.name,
        companyId: company!.id,
        holdCapacityM3: '300',
        ...by,
      })),
    )
    .returning();
  const vesselId = new Map(vesselRows.map((v) => [v.registration, v.id]));
  await db.insert(vesselShares).values(
    g.vessels.map((v) => ({
      vesselId: vesselId.get(v.code)!,
      effectiveFrom: '2025-01-01',
      percent: v.sharePct,
    })),
  );

  const types = await db.select().from(fishingTypes);
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  for (const code of new Set(g.species.map((s) => s.fishingType)))
    if (!typeId.has(code)) {
      const [t] = await db
        .insert(fishingTypes)
        .values({ code, name: code, ...by })
        .returning();
      typeId.set(code, t!.id);
    }
  const existing = await db
    .select()
    .from(species)
    .where(
      inArray(
        species.code,
        g.species.map((s) => s.code),
      ),
    );
  const speciesId = new Map(existing.map((s) => [s.code, s.id]));
  for (const s of g.species)
    if (!speciesId.has(s.code)) {
      const [row] = await db
        .insert(species)
        .values({ code: s.code, commonName: s.name, fishingTypeId: typeId.get(s.fishingType)!, ...by })
        .returning();
      speciesId.set(s.code, row!.id);
    }

  const plantNames = [...new Set(g.landings.map((l) => l.plant))];
  const plantRows = await db
    .insert(plants)
    .values(plantNames.map((name, i) => ({ ruc: `2099999${String(i).padStart(4, '0')}`, name, ...by })))
    .returning();
  const plantId = new Map(plantRows.map((p) => [p.name, p.id]));

  const positionRows = await db
    .insert(positions)
    .values(
      g.positions.map((p) => ({
        code: p.code,
        name: p.name,
        landDailyRate: p.landDailyRate ?? '20.00',
        ...by,
      })),
    )
    .returning();
  const positionId = new Map(positionRows.map((p) => [p.code, p.id]));
  await db.insert(specialtyPay).values(
    g.shareRules.map((r) => ({
      positionId: positionId.get(r.position)!,
      effectiveFrom: r.effectiveFrom,
      shares: r.partes,
      ...by,
    })),
  );

  const workerId = new Map<string, number>();
  for (let i = 0; i < g.workers.length; i += 500) {
    const chunk = g.workers.slice(i, i + 500);
    const rows = await db
      .insert(workers)
      .values(
        chunk.map((w) => ({
          documentType: 'DNI',
          documentNumber: w.document,
          paternalSurname: w.name,
          names: 'BANCO',
          birthDate: '1990-01-01',
          hireDate: w.hireDate,
          ...by,
        })),
      )
      .returning({ id: workers.id, document: workers.documentNumber });
    for (const r of rows) workerId.set(r.document, r.id);
    await db.insert(workerTerms).values(
      chunk.map((w) => ({
        workerId: workerId.get(w.document)!,
        effectiveFrom: '2020-01-01',
        positionId: positionId.get(w.position)!,
        pensionScheme: w.pension.scheme,
        afp: w.pension.afp ?? null,
        // The generator writes the engine's JSON words ('flow', 'balance'): stored as the vocabulary's.
        commissionType: w.pension.commission === undefined ? null : storedCommission(w.pension.commission),
        unionAffiliated: w.unionAffiliated,
        eps: w.eps ?? false,
      })),
    );
  }
  // Make sure the ids resolve (a missing one would make the grids refuse).
  const [anyWorker] = await db
    .select({ id: workers.id })
    .from(workers)
    .where(eq(workers.id, workerId.values().next().value!));
  if (!anyWorker) throw new Error('the workers were not written');

  return {
    week: g.week,
    prices: g.prices.map((p) => ({
      speciesId: speciesId.get(p.species)!,
      effectiveFrom: p.effectiveFrom,
      pricePerTonne: p.pricePerTonne,
    })),
    landings: g.landings.map((l) => ({
      date: l.date,
      vesselId: vesselId.get(l.vessel)!,
      speciesId: speciesId.get(l.species)!,
      plantId: plantId.get(l.plant)!,
      ticket: l.ticket,
      tonnes: l.tonnes,
      penalisedTonnes: l.penalisedTonnes,
      pricePerTonne: null,
      priceReason: '',
    })),
    crew: g.attendance
      .filter((a) => a.kind === 'board')
      .map((a) => ({
        date: a.date,
        vesselId: vesselId.get(a.vessel!)!,
        workerId: workerId.get(a.worker)!,
        positionId: null,
      })),
    landWork: g.attendance
      .filter((a) => a.kind === 'land')
      .map((a) => ({ date: a.date, workerId: workerId.get(a.worker)!, positionId: null })),
    adjustments: g.deductions.map((d) => ({
      workerId: workerId.get(d.worker)!,
      kind: 'adelanto' as const,
      amount: d.amount,
      percent: null,
      beneficiary: '',
      reason: d.reason,
    })),
  };
}
