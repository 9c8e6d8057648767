import fc from 'fast-check';
import { isoWeekOf } from '../../../src/domain/fishing-weeks/week';
import { cciCheckDigit } from '../../../src/domain/shared/cci';
import { rucCheckDigit } from '../../../src/domain/shared/ruc';
import type { CaseInput, CaseWorker } from './case-file';

/**
 * Generated weeks for the property test (tests/golden/documents-agree.test.ts): a week's *shape*
 * (schemes, crews, landings, adjustments, by index) comes from fast-check; `materialise` gives it its
 * identities (RUC, matrícula, DNI, CCI) from a serial number, so that every generated week is a
 * complete `CaseInput` — its own company, vessels and workers — that a server holds next to the
 * others, and that can be saved as a golden case as it is.
 */

/**
 * The positions of the generated weeks. Their codes are the PLAME `.sec` position codes (1 patrón,
 * 3 motorista, 6 tripulante): the PLAME reads a REP worker's `.sec` code from the position's code and
 * refuses the file otherwise (docs/filings.md).
 */
export const GENERATED_POSITIONS = [
  { code: '1', secCode: '1', name: 'Patrón', landDailyRate: '45.00' },
  { code: '3', secCode: '3', name: 'Motorista', landDailyRate: '40.00' },
  { code: '6', secCode: '6', name: 'Pescador', landDailyRate: '35.00' },
] as const;
type PositionCode = (typeof GENERATED_POSITIONS)[number]['code'];

const AFPS = ['HABITAT', 'INTEGRA', 'PRIMA', 'PROFUTURO'] as const;
const SPECIES = ['ANC', 'JUR', 'CAB'] as const;

export type PensionShape =
  | { readonly scheme: 'ONP' | 'REP' }
  | { readonly scheme: 'AFP'; readonly afp: string; readonly commission: 'FLUJO' | 'MIXTA' };

export interface WorkerShape {
  readonly position: PositionCode;
  readonly pension: PensionShape;
  readonly union: boolean;
  readonly familyAllowance: boolean;
  /** Without one, the worker is paid apart (cheque or cash): the bank file lists them apart. */
  readonly hasAccount: boolean;
  /** Per day of the week: aboard vessel 0 or 1, or not at sea (null). */
  readonly aboard: readonly (0 | 1 | null)[];
  /** Days of land work (those not at sea are kept). */
  readonly landDays: readonly number[];
  /** Sails their first day at sea as another position. */
  readonly actsAs: PositionCode | null;
}

export type AdjustmentShape =
  | {
      readonly kind: 'adelanto' | 'otro_descuento' | 'otro_ingreso' | 'cuota_prestamo';
      readonly cents: number;
    }
  | { readonly kind: 'retencion_judicial'; readonly cents: number; readonly percent: number | null };

export interface WeekShape {
  readonly vessels: readonly {
    readonly sharePct: string;
    readonly partes: readonly [string, string, string];
    readonly bonus: string;
  }[];
  readonly workers: readonly WorkerShape[];
  readonly prices: readonly { readonly species: number; readonly price: string }[];
  readonly landings: readonly {
    readonly day: number;
    readonly vessel: number;
    readonly species: number;
    readonly milliTonnes: number;
    readonly penalisedPermille: number;
  }[];
  /** On the workers that sail, by index (modulo). */
  readonly adjustments: readonly { readonly worker: number; readonly adjustment: AdjustmentShape }[];
}

export interface MonthShape {
  readonly weeks: readonly WeekShape[];
}

export interface GenerateOptions {
  /** Include AFP workers (FLUJO and MIXTA); off only to work around a known defect while developing. */
  readonly afp: boolean;
}

const money = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => (c / 100).toFixed(2));

const pension = (options: GenerateOptions): fc.Arbitrary<PensionShape> =>
  fc.oneof(
    fc.constantFrom<PensionShape>({ scheme: 'ONP' }, { scheme: 'REP' }),
    ...(options.afp
      ? [
          fc.record({
            scheme: fc.constant('AFP' as const),
            afp: fc.constantFrom(...AFPS),
            commission: fc.constantFrom('FLUJO' as const, 'MIXTA' as const),
          }),
        ]
      : []),
  );

const adjustment: fc.Arbitrary<AdjustmentShape> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('adelanto' as const, 'otro_descuento' as const, 'otro_ingreso' as const),
    cents: fc.integer({ min: 500, max: 9000 }),
  }),
  fc.record({ kind: fc.constant('cuota_prestamo' as const), cents: fc.integer({ min: 2000, max: 8000 }) }),
  fc.record({
    kind: fc.constant('retencion_judicial' as const),
    cents: fc.integer({ min: 1000, max: 8000 }),
    percent: fc.option(fc.integer({ min: 5, max: 30 }), { nil: null }),
  }),
);

export function weekShape(options: GenerateOptions): fc.Arbitrary<WeekShape> {
  return fc.integer({ min: 1, max: 2 }).chain((vesselCount) =>
    fc.record({
      vessels: fc.array(
        fc.record({
          sharePct: money(18, 26),
          partes: fc.tuple(
            fc.constantFrom('1.75', '2.00', '2.25', '2.50'),
            fc.constantFrom('1.25', '1.50', '1.75'),
            fc.constantFrom('1.00'),
          ),
          bonus: fc.constantFrom('0.00', '0.00', '15.00', '22.50'),
        }),
        { minLength: vesselCount, maxLength: vesselCount },
      ),
      workers: fc.array(
        fc.record({
          position: fc.constantFrom<PositionCode>('1', '3', '6', '6'),
          pension: pension(options),
          union: fc.boolean(),
          familyAllowance: fc.boolean(),
          hasAccount: fc.constantFrom(true, true, true, false),
          aboard: fc.array(
            fc.constantFrom<0 | 1 | null>(0, 1, null).map((v) => (v === 1 && vesselCount < 2 ? 0 : v)),
            {
              minLength: 7,
              maxLength: 7,
            },
          ),
          landDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 2 }),
          actsAs: fc.option(fc.constantFrom<PositionCode>('3', '6'), { nil: null, freq: 4 }),
        }),
        { minLength: 3, maxLength: 5 },
      ),
      prices: fc.uniqueArray(
        fc.record({ species: fc.integer({ min: 0, max: SPECIES.length - 1 }), price: money(250, 900) }),
        { minLength: 1, maxLength: 2, selector: (p) => p.species },
      ),
      landings: fc.array(
        fc.record({
          day: fc.integer({ min: 0, max: 6 }),
          vessel: fc.integer({ min: 0, max: vesselCount - 1 }),
          species: fc.nat(),
          milliTonnes: fc.integer({ min: 80_000, max: 300_000 }),
          penalisedPermille: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 })),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      adjustments: fc.array(fc.record({ worker: fc.nat(), adjustment }), { maxLength: 4 }),
    }),
  );
}

const KINDS: readonly AdjustmentShape[] = [
  { kind: 'adelanto', cents: 5000 },
  { kind: 'cuota_prestamo', cents: 4000 },
  { kind: 'retencion_judicial', cents: 0, percent: 20 },
  { kind: 'retencion_judicial', cents: 3500, percent: null },
  { kind: 'otro_ingreso', cents: 6000 },
  { kind: 'otro_descuento', cents: 2500 },
];

/**
 * Every month holds each case the property is about, whatever the seed: its first week has an AFP
 * FLUJO, an AFP MIXTA (with `afp`), an ONP and a REP worker, a worker without a bank account, and one
 * adjustment of each kind (a judicial withholding as a percentage and as an amount) when it lacks one.
 */
export function withEveryCase(month: MonthShape, options: GenerateOptions): MonthShape {
  const [first, ...rest] = month.weeks;
  if (!first) return month;
  const pensions: PensionShape[] = [
    ...(options.afp
      ? [
          {
            scheme: 'AFP' as const,
            afp: AFPS[first.workers.length % AFPS.length]!,
            commission: 'FLUJO' as const,
          },
          {
            scheme: 'AFP' as const,
            afp: AFPS[(first.workers.length + 1) % AFPS.length]!,
            commission: 'MIXTA' as const,
          },
        ]
      : []),
    { scheme: 'ONP' },
    { scheme: 'REP' },
  ];
  const workers = first.workers.map((w, i) => ({
    ...w,
    pension: pensions[i] ?? w.pension,
    hasAccount: i === first.workers.length - 1 ? false : w.hasAccount,
  }));
  const has = (a: AdjustmentShape) =>
    first.adjustments.some(
      (x) =>
        x.adjustment.kind === a.kind &&
        (a.kind !== 'retencion_judicial' ||
          (x.adjustment.kind === 'retencion_judicial' &&
            (x.adjustment.percent === null) === (a.percent === null))),
    );
  const adjustments = [
    ...first.adjustments,
    ...KINDS.filter((a) => !has(a)).map((adjustment, i) => ({ worker: i, adjustment })),
  ];
  return { weeks: [{ ...first, workers, adjustments }, ...rest] };
}

/** A month of 2–3 generated weeks (the weeks run in the same month of the same server). */
export function monthShape(options: GenerateOptions, weeks = { min: 2, max: 3 }): fc.Arbitrary<MonthShape> {
  return fc
    .record({ weeks: fc.array(weekShape(options), { minLength: weeks.min, maxLength: weeks.max }) })
    .map((month) => withEveryCase(month, options));
}

/**
 * The months the generated weeks fill, one per property run: no gratificación (July, December) nor CTS
 * (May, November) month, in the years the seeded parameters cover.
 */
export function generatedMonth(run: number): string {
  const months = ['02', '03', '04', '06', '08', '09', '10'];
  const years = [2025, 2024, 2026, 2023];
  const year = years[Math.floor(run / months.length)];
  if (year === undefined) throw new Error(`more property runs than generated months (${run + 1})`);
  return `${year}-${months[run % months.length]}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ruc = (firstTen: string) => `${firstTen}${rucCheckDigit(firstTen)}`;
/** A BCP CCI (bank 002, branch 193) with its check digits. */
const bcpCci = (account12: string) =>
  `002193${account12}${cciCheckDigit('002193')}${cciCheckDigit(account12)}`;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const SURNAMES = ['QUISPE', 'FLORES', 'SANCHEZ', 'RAMIREZ', 'TORRES', 'CASTILLO', 'MENDOZA', 'VARGAS'];
const NAMES = ['JUAN', 'ROSA', 'MIGUEL', 'CARMEN', 'JORGE', 'LUIS', 'ANA', 'PEDRO'];

/**
 * The clerk's data of a generated week: `serial` (1..9999, unique in the server) names its company,
 * plant, vessels and workers; `weekIndex` is its week in `month` (the month's n-th Monday).
 */
export function materialise(shape: WeekShape, serial: number, month: string, weekIndex: number): CaseInput {
  const s = pad(serial, 4);
  const firstMonday = (() => {
    for (let d = 1; d <= 7; d++) {
      const date = `${month}-${pad(d, 2)}`;
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 1) return date;
    }
    throw new Error(`no Monday in the first week of ${month}`);
  })();
  const start = addDays(firstMonday, 7 * weekIndex);
  const end = addDays(start, 6);
  const day = (i: number) => addDays(start, i);
  const iso = isoWeekOf(start);
  const companyRuc = ruc(`2077${s}00`);
  const plantRuc = ruc(`2077${s}01`);
  const registration = (v: number) => `PL-7${s}${v}-CM`;
  const document = (i: number) => `7${s}${pad(i, 3)}`;

  const vessels = shape.vessels.map((v, i) => ({
    registration: registration(i),
    name: `GENERADA ${s}-${i}`,
    holdCapacityM3: '250.00',
    sharePct: v.sharePct,
    shareFrom: '2020-01-01',
  }));
  const specialtyPay = shape.vessels.flatMap((v, i) =>
    GENERATED_POSITIONS.map((p, k) => ({
      position: p.code,
      vessel: registration(i),
      effectiveFrom: '2020-01-01',
      partes: v.partes[k]!,
      bonus: k === 0 ? v.bonus : '0.00',
      source: 'Convenio colectivo (caso generado)',
    })),
  );

  const workers: CaseWorker[] = shape.workers.map((w, i) => ({
    document: document(i),
    paternalSurname: SURNAMES[(serial + i) % SURNAMES.length]!,
    maternalSurname: SURNAMES[(serial + 3 * i + 1) % SURNAMES.length]!,
    names: NAMES[(serial * 7 + i) % NAMES.length]!,
    birthDate: `19${70 + ((serial + i) % 30)}-0${1 + (i % 9)}-15`,
    hireDate: `20${10 + (i % 10)}-03-01`,
    position: w.position,
    pension: w.pension.scheme,
    ...(w.pension.scheme === 'AFP'
      ? { afp: w.pension.afp, commissionType: w.pension.commission, cuspp: `${document(i)}GN${pad(i, 2)}` }
      : {}),
    unionAffiliated: w.union,
    eps: false,
    familyAllowance: w.familyAllowance,
    bank: w.hasAccount ? '002' : '',
    account: w.hasAccount ? bcpCci(`${document(i)}${pad(serial % 10_000, 4)}`) : '',
  }));

  const prices = shape.prices.map((p) => ({
    species: SPECIES[p.species]!,
    effectiveFrom: start,
    pricePerTonne: p.price,
  }));
  // Each landing keeps its day and vessel; its species is one of the priced ones.
  const landings = shape.landings.map((l, i) => {
    const tonnes = l.milliTonnes / 1000;
    const penalised = Math.floor((l.milliTonnes * l.penalisedPermille) / 1000) / 1000;
    return {
      date: day(l.day),
      vessel: registration(l.vessel),
      species: prices[l.species % prices.length]!.species,
      plant: plantRuc,
      ticket: `G${s}-${pad(i + 1, 3)}`,
      tonnes: tonnes.toFixed(3),
      penalisedTonnes: penalised.toFixed(3),
    };
  });

  // Who sails: on each day a vessel lands, the workers aboard it; worker v always sails vessel v on
  // its landing days (a landing always has a crew), and a worker is on one vessel a day at most.
  const aboard = shape.workers.map((w) => [...w.aboard]);
  const landed = new Set(shape.landings.map((l) => `${l.day}:${l.vessel}`));
  for (const key of landed) {
    const [d, v] = key.split(':').map(Number) as [number, number];
    aboard[v]![d] = v as 0 | 1;
  }
  const crew = [...landed]
    .map((key) => key.split(':').map(Number) as [number, number])
    .sort(([d1, v1], [d2, v2]) => d1 - d2 || v1 - v2)
    .map(([d, v]) => ({
      date: day(d),
      vessel: registration(v),
      workers: shape.workers.flatMap((w, i) => (aboard[i]![d] === v ? [i] : [])),
    }));
  const firstDayAtSea = new Map<number, string>();
  for (const c of crew) for (const i of c.workers) if (!firstDayAtSea.has(i)) firstDayAtSea.set(i, c.date);
  const crewRows = crew.map((c) => ({
    date: c.date,
    vessel: c.vessel,
    workers: c.workers.map((i) => {
      const actsAs = shape.workers[i]!.actsAs;
      return actsAs !== null && actsAs !== shape.workers[i]!.position && firstDayAtSea.get(i) === c.date
        ? { document: document(i), position: actsAs }
        : document(i);
    }),
  }));
  const atSea = (i: number, d: number) => crew.some((c) => c.date === day(d) && c.workers.includes(i));
  // Land work on days ashore; a worker who neither sails nor has land work works ashore on Monday.
  const landWork = shape.workers.flatMap((w, i) => {
    const days = w.landDays.filter((d) => !atSea(i, d));
    if (days.length === 0 && !firstDayAtSea.has(i)) days.push(0);
    return days.sort().map((d) => ({ date: day(d), worker: document(i) }));
  });

  // Adjustments on workers who sail (their pay covers them), one of each kind per worker at most.
  const sailors = [...firstDayAtSea.keys()].sort((a, b) => a - b);
  const seen = new Set<string>();
  const adjustments: NonNullable<CaseInput['adjustments']>[number][] = [];
  const loans: NonNullable<CaseInput['loans']>[number][] = [];
  for (const { worker, adjustment: a } of shape.adjustments) {
    if (sailors.length === 0) break;
    const i = sailors[worker % sailors.length]!;
    if (seen.has(`${i}:${a.kind}`)) continue;
    seen.add(`${i}:${a.kind}`);
    const amount = (a.cents / 100).toFixed(2);
    const who = document(i);
    switch (a.kind) {
      case 'retencion_judicial':
        adjustments.push({
          worker: who,
          kind: a.kind,
          ...(a.percent !== null ? { percent: `${a.percent}.00` } : { amount }),
          beneficiary: 'MARIA LOPEZ DIAZ',
          reason: 'Alimentos, expediente 123-2024',
        });
        break;
      case 'cuota_prestamo': {
        const name = `préstamo ${who}`;
        loans.push({
          name,
          worker: who,
          grantedOn: addDays(start, -20),
          amount: ((a.cents * 4) / 100).toFixed(2),
          instalment: amount,
          reason: 'Préstamo personal',
        });
        adjustments.push({ worker: who, kind: a.kind, amount, reason: 'Cuota del préstamo', loan: name });
        break;
      }
      case 'adelanto':
        adjustments.push({ worker: who, kind: a.kind, amount, reason: 'Adelanto de la semana' });
        break;
      case 'otro_descuento':
        adjustments.push({ worker: who, kind: a.kind, amount, reason: 'Descuento por equipo perdido' });
        break;
      case 'otro_ingreso':
        adjustments.push({ worker: who, kind: a.kind, amount, reason: 'Reintegro de la semana anterior' });
        break;
    }
  }

  return {
    company: {
      ruc: companyRuc,
      legalName: `PESQUERA GENERADA ${s} S.A.C.`,
      address: `Av. Generada ${serial}, Chimbote`,
    },
    plants: [{ ruc: plantRuc, name: `PLANTA GENERADA ${s}`, port: 'Chimbote' }],
    vessels,
    positions: GENERATED_POSITIONS,
    specialtyPay,
    workers,
    ...(loans.length > 0 ? { loans } : {}),
    week: { year: iso.year, number: iso.number, start, end, month },
    prices,
    landings,
    crew: crewRows,
    landWork,
    ...(adjustments.length > 0 ? { adjustments } : {}),
    bank: { account: '191-1234567-0-12', date: addDays(end, 2), reference: `SEM ${iso.number}-${iso.year}` },
  };
}
