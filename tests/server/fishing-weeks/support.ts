import { eq } from 'drizzle-orm';
import {
  companies,
  plants,
  positions,
  species,
  specialtyPay,
  vessels,
  vesselShares,
  workers,
  workerTerms,
} from '../../../server/db/schema';
import type { AdminHarness } from '../admin/support';

/** The crew of the worked example (fishing-payroll-peru.md §2): position code, partes, document. */
export const CREW = [
  ['PATRON', '2.00', '10000001'],
  ['MOTORISTA', '1.50', '10000002'],
  ['PANGUERO', '1.25', '10000003'],
  ['COCINERO', '1.00', '10000004'],
  ['PESCADOR', '1.00', '10000005'],
  ['PESCADOR', '1.00', '10000006'],
  ['PESCADOR', '1.00', '10000007'],
  ['PESCADOR', '1.00', '10000008'],
] as const;

export interface Master {
  vessel: number;
  vessel2: number;
  anchoveta: number;
  plant: number;
  workers: number[];
}

/** The worked example's master data, written straight into the catalogues' tables. */
export async function seedMaster(h: AdminHarness): Promise<Master> {
  const db = h.server.database.db;
  const by = { createdAt: new Date(), createdBy: 'prueba', updatedAt: new Date(), updatedBy: 'prueba' };
  const [company] = await db
    .insert(companies)
    .values({ ruc: '20100000001', legalName: 'Pesquera Prueba S.A.C.', vesselOwner: true, ...by })
    .returning();
  const [vessel, vessel2] = await db
    .insert(vessels)
    .values([
      {
        registration: 'CO-21547-PM',
        name: 'DON LUCHO I',
        companyId: company!.id,
        holdCapacityM3: '350',
        ...by,
      },
      {
        registration: 'CO-30000-PM',
        name: 'DOÑA ROSA',
        companyId: company!.id,
        holdCapacityM3: '300',
        ...by,
      },
    ])
    .returning();
  await db.insert(vesselShares).values([
    { vesselId: vessel!.id, effectiveFrom: '2025-01-01', percent: '22.40' },
    { vesselId: vessel2!.id, effectiveFrom: '2025-01-01', percent: '22.40' },
  ]);
  const [plant] = await db
    .insert(plants)
    .values({ ruc: '20100000002', name: 'PLANTA CHIMBOTE', port: 'Chimbote', ...by })
    .returning();
  const [anc] = await db.select().from(species).where(eq(species.code, 'ANC'));
  const codes = [...new Set(CREW.map(([code]) => code))];
  const positionRows = await db
    .insert(positions)
    .values(codes.map((code) => ({ code, name: code, landDailyRate: '20.00', ...by })))
    .returning();
  const positionId = new Map(positionRows.map((p) => [p.code, p.id]));
  await db.insert(specialtyPay).values(
    codes.map((code) => ({
      positionId: positionId.get(code)!,
      effectiveFrom: '2025-01-01',
      shares: CREW.find(([c]) => c === code)![1],
      ...by,
    })),
  );
  const workerRows = await db
    .insert(workers)
    .values(
      CREW.map(([, , document], i) => ({
        documentType: 'DNI',
        documentNumber: document,
        paternalSurname: `APELLIDO${i + 1}`,
        names: `NOMBRE${i + 1}`,
        birthDate: '1990-01-01',
        hireDate: '2019-03-01',
        ...by,
      })),
    )
    .returning();
  await db.insert(workerTerms).values(
    workerRows.map((w, i) => ({
      workerId: w.id,
      effectiveFrom: '2019-03-01',
      positionId: positionId.get(CREW[i]![0])!,
      pensionScheme: 'REP',
    })),
  );
  return {
    vessel: vessel!.id,
    vessel2: vessel2!.id,
    anchoveta: anc!.id,
    plant: plant!.id,
    workers: workerRows.map((w) => w.id),
  };
}

export interface WeekRef {
  id: number;
  version: number;
}

/** Monday of week 14 of 2025; week n starts 7 × (n − 14) days later. */
const WEEK_14 = Date.UTC(2025, 2, 31);
const day = (n: number, offset: number) =>
  new Date(WEEK_14 + ((n - 14) * 7 + offset) * 86_400_000).toISOString().slice(0, 10);

/**
 * The worked example as a week of 2025 through the API: one landing of 180.5 TM (2.5 penalised) on
 * the week's Thursday by DON LUCHO I, the eight crew on board; computed and closed when `close`.
 */
export async function exampleWeek(
  h: AdminHarness,
  m: Master,
  number: number,
  close: boolean,
): Promise<WeekRef> {
  const start = day(number, 0);
  const created = await h.admin.post('/semanas-de-pesca', {
    year: 2025,
    number,
    start,
    end: day(number, 6),
    month: start.slice(0, 7) === '2025-03' ? '2025-04' : start.slice(0, 7),
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  let w = created.json() as WeekRef;
  const put = async (path: string, body: object) => {
    const res = await h.admin.put(`/semanas-de-pesca/${w.id}/${path}`, { version: w.version, ...body });
    if (res.statusCode !== 200) throw new Error(res.body);
    w = res.json() as WeekRef;
  };
  const date = day(number, 3);
  await put('descargas', {
    prices: [{ speciesId: m.anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
    landings: [
      {
        date,
        vesselId: m.vessel,
        speciesId: m.anchoveta,
        plantId: m.plant,
        ticket: `TK-${number}`,
        tonnes: '180.500',
        penalisedTonnes: '2.500',
        pricePerTonne: null,
        priceReason: '',
      },
    ],
  });
  await put('tripulacion', {
    crew: m.workers.map((workerId) => ({ date, vesselId: m.vessel, workerId, positionId: null })),
    landWork: [],
  });
  if (!close) return w;
  const computed = await h.admin.post(`/semanas-de-pesca/${w.id}/calculo`, { version: w.version });
  if (computed.statusCode !== 200) throw new Error(computed.body);
  w = (computed.json() as { week: WeekRef }).week;
  const closed = await h.admin.post(`/semanas-de-pesca/${w.id}/cierre`, { version: w.version });
  if (closed.statusCode !== 200) throw new Error(closed.body);
  return closed.json() as WeekRef;
}
