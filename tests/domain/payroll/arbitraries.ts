import fc from 'fast-check';
import { Decimal } from '../../../src/domain/payroll/decimal';
import type { PensionChoice } from '../../../src/domain/payroll/pension';
import type {
  AttendanceInput,
  LandingInput,
  WeeklyPayrollInput,
  WorkerInput,
} from '../../../src/domain/payroll/weekly-input';

const POSITION_CODES = ['PATRON', 'MOTORISTA', 'PANGUERO', 'COCINERO', 'PESCADOR'] as const;
const PENSIONS: PensionChoice[] = [
  { scheme: 'REP' },
  { scheme: 'ONP' },
  { scheme: 'AFP', afp: 'INTEGRA', commission: 'FLUJO' },
  { scheme: 'AFP', afp: 'PRIMA', commission: 'MIXTA' },
  { scheme: 'AFP', afp: 'HABITAT', commission: 'FLUJO' },
];
const DAYS = [
  '2025-03-31',
  '2025-04-01',
  '2025-04-02',
  '2025-04-03',
  '2025-04-04',
  '2025-04-05',
  '2025-04-06',
];
const MAX_WORKERS = 12;

const cents = (value: number) => Decimal.fromUnits(BigInt(value), 2);
const milli = (value: number) => Decimal.fromUnits(BigInt(value), 3);

/**
 * A valid random week (week 14 of 2025): up to 3 vessels, 12 workers, 2 species; each worker in at
 * most one place a day; landings only where the vessel has crew that day (often several per day). Document numbers are
 * chosen to tie on remainders often (equal partes) and to sort differently as text and as numbers.
 */
export const validWeek: fc.Arbitrary<WeeklyPayrollInput> = fc
  .record({
    workerCount: fc.integer({ min: 1, max: MAX_WORKERS }),
    vesselCount: fc.integer({ min: 1, max: 3 }),
    sharePcts: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 3, maxLength: 3 }),
    partes: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 5, maxLength: 5 }),
    prices: fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 2, maxLength: 2 }),
    workers: fc.array(
      fc.record({
        position: fc.constantFrom(...POSITION_CODES),
        pension: fc.constantFrom(...PENSIONS),
        union: fc.boolean(),
        monthToDate: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
        landRate: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
      }),
      { minLength: MAX_WORKERS, maxLength: MAX_WORKERS },
    ),
    /** Per worker and day: 0–1 nowhere, 2 on land, 3–8 on a vessel. */
    places: fc.array(fc.nat(8), { minLength: MAX_WORKERS * 7, maxLength: MAX_WORKERS * 7 }),
    acting: fc.array(fc.option(fc.constantFrom(...POSITION_CODES), { nil: undefined, freq: 6 }), {
      minLength: MAX_WORKERS * 7,
      maxLength: MAX_WORKERS * 7,
    }),
    landings: fc.array(
      fc.record({
        pick: fc.nat(1000),
        species: fc.nat(1),
        tonnes: fc.integer({ min: 0, max: 400_000 }),
        penalisedPermille: fc.nat(1000),
      }),
      { maxLength: 16 },
    ),
    deductions: fc.array(
      fc.record({ worker: fc.nat(MAX_WORKERS - 1), amount: fc.integer({ min: 1, max: 10_000 }) }),
      { maxLength: 2 },
    ),
    otherEarnings: fc.array(
      fc.record({ worker: fc.nat(MAX_WORKERS - 1), amount: fc.integer({ min: 1, max: 50_000 }) }),
      { maxLength: 3 },
    ),
  })
  .map((g): WeeklyPayrollInput => {
    const documents = Array.from({ length: g.workerCount }, (_, i) => String(9_999_990 + i * 3));
    const workers: WorkerInput[] = documents.map((document, i) => ({
      document,
      name: `T${i}`,
      position: g.workers[i]!.position,
      pension: g.workers[i]!.pension,
      unionAffiliated: g.workers[i]!.union,
    }));
    const attendance: AttendanceInput[] = [];
    for (let w = 0; w < g.workerCount; w++) {
      for (let day = 0; day < 7; day++) {
        const place = g.places[w * 7 + day]!;
        if (place < 2) continue;
        const date = DAYS[day]!;
        const worker = documents[w]!;
        const acting = g.acting[w * 7 + day];
        const position = acting !== undefined ? { position: acting } : {};
        attendance.push(
          place === 2
            ? { date, worker, kind: 'land', ...position }
            : { date, worker, kind: 'board', vessel: `V${((place - 3) % g.vesselCount) + 1}`, ...position },
        );
      }
    }
    const crewed = [
      ...new Set(attendance.flatMap((a) => (a.kind === 'board' ? [`${a.date}|${a.vessel}`] : []))),
    ];
    const landings: LandingInput[] =
      crewed.length === 0
        ? []
        : g.landings.map((l, i) => {
            const [date, vessel] = crewed[l.pick % crewed.length]!.split('|') as [string, string];
            return {
              date,
              vessel,
              species: l.species === 0 ? 'ANCH' : 'JUREL',
              ticket: `T${i}`,
              tonnes: milli(l.tonnes),
              penalisedTonnes: milli(Math.floor((l.tonnes * l.penalisedPermille) / 1000)),
            };
          });
    return {
      week: { year: 2025, number: 14, start: DAYS[0]!, end: DAYS[6]!, month: '2025-04' },
      vessels: Array.from({ length: g.vesselCount }, (_, i) => ({
        code: `V${i + 1}`,
        sharePct: cents(g.sharePcts[i]!),
      })),
      species: [
        { code: 'ANCH', fishingType: 'CHI' },
        { code: 'JUREL', fishingType: 'CHD' },
      ],
      prices: [
        { species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: cents(g.prices[0]!) },
        { species: 'JUREL', effectiveFrom: '2025-01-01', pricePerTonne: cents(g.prices[1]!) },
      ],
      positions: POSITION_CODES.map((code, i) => {
        const rate = g.workers[i]!.landRate;
        return rate === undefined ? { code } : { code, landDailyRate: cents(rate) };
      }),
      shareRules: POSITION_CODES.map((position, i) => ({
        position,
        effectiveFrom: '2025-01-01',
        partes: cents(g.partes[i]!),
      })),
      workers,
      landings,
      attendance,
      // May exceed a worker's pay: then the week is refused with DeductionsExceedPay, nothing else.
      deductions: g.deductions
        .filter((x) => x.worker < g.workerCount)
        .map((x) => ({
          worker: documents[x.worker]!,
          amount: cents(x.amount),
          reason: `Adelanto ${x.amount}`,
        })),
      // Other earnings (otros ingresos), also of workers with no day in the week.
      otherEarnings: g.otherEarnings
        .filter((x) => x.worker < g.workerCount)
        .map((x) => ({
          worker: documents[x.worker]!,
          amount: cents(x.amount),
          reason: `Reintegro ${x.amount}`,
        })),
      monthToDate: workers.flatMap((w, i) => {
        const value = g.workers[i]!.monthToDate;
        return value === undefined ? [] : [{ worker: w.document, insurablePay: cents(value) }];
      }),
    };
  });

/** The same input with every list in another order. */
export function shuffled(input: WeeklyPayrollInput, seed: number): WeeklyPayrollInput {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const shuffle = <T>(list: readonly T[] | undefined): T[] => {
    const copy = [...(list ?? [])];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    week: input.week,
    vessels: shuffle(input.vessels),
    species: shuffle(input.species),
    prices: shuffle(input.prices),
    positions: shuffle(input.positions),
    shareRules: shuffle(input.shareRules),
    workers: shuffle(input.workers),
    landings: shuffle(input.landings),
    attendance: shuffle(input.attendance),
    deductions: shuffle(input.deductions),
    otherEarnings: shuffle(input.otherEarnings),
    monthToDate: shuffle(input.monthToDate),
  };
}
