/**
 * A deterministic, realistic-shaped fishing week in the CLI's JSON input format, for the benchmark
 * and for integration tests: `vessels` vessels each with a roster of workers, `crewDays` crew-days
 * spread over the week's 7 days, three species, some penalised landings, land work, AFP/REP/ONP
 * workers, union members and a few advances. The roster depends only on `companySeed`, so the
 * weeks of a month share their workers; everything else depends on `weekSeed`.
 */

export interface GenerateWeekOptions {
  readonly companySeed?: number;
  readonly weekSeed?: number;
  readonly vessels?: number;
  readonly workers?: number;
  readonly crewDays?: number;
  readonly year?: number;
  readonly number?: number;
  /** Monday of the week, 'YYYY-MM-DD'. */
  readonly start?: string;
  readonly month?: string;
}

type Json = Record<string, unknown>;

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function addDays(date: string, days: number): string {
  const t =
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) +
    days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

function decimal(value: number, decimals: number): string {
  return (Math.round(value * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
}

const POSITIONS = [
  { code: 'PATRON', name: 'Patrón', landDailyRate: '30.00', partes: '2.00' },
  { code: 'SEGPATRON', name: 'Segundo patrón', partes: '1.50' },
  { code: 'MOTORISTA', name: 'Motorista', partes: '1.50' },
  { code: 'SEGMOTORISTA', name: 'Segundo motorista', partes: '1.25' },
  { code: 'PANGUERO', name: 'Panguero', partes: '1.25' },
  { code: 'WINCHERO', name: 'Winchero', partes: '1.25' },
  { code: 'COCINERO', name: 'Cocinero', partes: '1.00' },
  { code: 'PESCADOR', name: 'Pescador', partes: '1.00' },
];
const SPECIES = [
  { code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI', price: 520 },
  { code: 'JUREL', name: 'Jurel', fishingType: 'CHD', price: 1150 },
  { code: 'CABALLA', name: 'Caballa', fishingType: 'CHD', price: 980 },
];
const AFPS = ['INTEGRA', 'PRIMA', 'PROFUTURO', 'HABITAT'];

export function generateWeekJson(options: GenerateWeekOptions = {}): Json {
  const vesselCount = options.vessels ?? 80;
  const workerCount = options.workers ?? 2000;
  const crewDays = options.crewDays ?? 11_000;
  const start = options.start ?? '2025-03-31';
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const company = prng(options.companySeed ?? 20250401);
  const random = prng(options.weekSeed ?? 14);

  const vessels = Array.from({ length: vesselCount }, (_, i) => ({
    code: `PL-${String(i + 1).padStart(4, '0')}-CM`,
    name: `Embarcación ${i + 1}`,
    sharePct: i % 10 === 9 ? '20.00' : '22.40',
  }));

  // Rosters: workers dealt to vessels in turn; the first of each roster is the patrón.
  const rosters: string[][] = vessels.map(() => []);
  const workers: Json[] = [];
  for (let i = 0; i < workerCount; i++) {
    const document = String(40_000_000 + i * 7 + Math.floor(company() * 7)).padStart(8, '0');
    const vessel = i % vesselCount;
    const rank = rosters[vessel]!.length;
    rosters[vessel]!.push(document);
    const position = rank < 7 ? POSITIONS[rank]!.code : 'PESCADOR';
    const r = company();
    const pension =
      r < 0.6
        ? { scheme: 'REP' }
        : r < 0.85
          ? {
              scheme: 'AFP',
              afp: AFPS[Math.floor(company() * 4)],
              commission: company() < 0.7 ? 'flow' : 'balance',
            }
          : { scheme: 'ONP' };
    workers.push({
      document,
      documentType: 'DNI',
      name: `TRABAJADOR ${i + 1}`,
      position,
      hireDate: '2020-01-01',
      pension,
      unionAffiliated: company() < 0.5,
      ...(company() < 0.05 ? { eps: true } : {}),
    });
  }

  // Crew sizes per vessel-day adding up to exactly `crewDays`.
  const vesselDays = vesselCount * 7;
  const base = Math.floor(crewDays / vesselDays);
  let extra = crewDays - base * vesselDays;
  const attendance: Json[] = [];
  const landings: Json[] = [];
  let ticket = 1;
  for (let v = 0; v < vesselCount; v++) {
    const roster = rosters[v]!;
    for (const date of days) {
      const size = Math.min(roster.length, base + (extra-- > 0 ? 1 : 0));
      // Patrón always on board; the rest drawn from the roster.
      const others = roster.slice(1);
      for (let i = others.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [others[i], others[j]] = [others[j]!, others[i]!];
      }
      const crew = [roster[0]!, ...others.slice(0, size - 1)];
      for (const worker of crew) attendance.push({ date, worker, kind: 'board', vessel: vessels[v]!.code });
      const ashore = others[size - 1];
      if (ashore !== undefined && random() < 0.5) attendance.push({ date, worker: ashore, kind: 'land' });
      // Landings: anchoveta most days, sometimes a second species, sometimes penalised.
      const first = random() < 0.85 ? 0 : 1 + Math.floor(random() * 2);
      const species = [first, ...(random() < 0.3 ? [first === 0 ? 1 + Math.floor(random() * 2) : 0] : [])];
      for (const s of species) {
        const trips = random() < 0.2 ? 2 : 1;
        for (let k = 0; k < trips; k++) {
          const tonnes = s === 0 ? 40 + random() * 300 : 5 + random() * 60;
          const penalised = random() < 0.15 ? tonnes * random() * 0.05 : 0;
          landings.push({
            date,
            vessel: vessels[v]!.code,
            species: SPECIES[s]!.code,
            plant: `PLANTA ${1 + (v % 6)}`,
            ticket: `TK-${String(ticket++).padStart(6, '0')}`,
            tonnes: decimal(tonnes, 3),
            penalisedTonnes: decimal(penalised, 3),
          });
        }
      }
    }
  }

  const deductions: Json[] = [];
  for (let i = 0; i < 100; i++) {
    const roster = rosters[Math.floor(random() * vesselCount)]!;
    deductions.push({
      worker: roster[0]!,
      amount: decimal(50 + random() * 100, 2),
      reason: `Adelanto ${i + 1}`,
      kind: 'advance',
    });
  }

  return {
    week: {
      year: options.year ?? Number(start.slice(0, 4)),
      number: options.number ?? 14,
      start,
      end: days[6],
      month: options.month ?? days[6]!.slice(0, 7),
    },
    vessels,
    species: SPECIES.map(({ code, name, fishingType }) => ({ code, name, fishingType })),
    prices: [
      ...SPECIES.map((s) => ({
        species: s.code,
        effectiveFrom: '2025-01-01',
        pricePerTonne: decimal(s.price, 2),
      })),
      {
        species: 'ANCH',
        effectiveFrom: days[3],
        pricePerTonne: decimal(SPECIES[0]!.price + 20 + Math.floor(random() * 10) * 5, 2),
      },
    ],
    positions: POSITIONS.map(({ code, name, landDailyRate }) => ({
      code,
      name,
      ...(landDailyRate ? { landDailyRate } : {}),
    })),
    shareRules: POSITIONS.map((p) => ({
      position: p.code,
      effectiveFrom: '2025-01-01',
      partes: p.partes,
      ...(p.code === 'PATRON' ? { specialtyBonus: { kind: 'perFishingDay', amount: '25.00' } } : {}),
    })),
    workers,
    landings,
    attendance,
    deductions,
  };
}

/** The four weeks of April 2025 (weeks 14–17), sharing one roster. */
export function generateMonthJson(
  options: Omit<GenerateWeekOptions, 'start' | 'number' | 'weekSeed' | 'month'> = {},
): Json {
  const starts = ['2025-03-31', '2025-04-07', '2025-04-14', '2025-04-21'];
  return {
    month: '2025-04',
    weeks: starts.map((start, i) =>
      generateWeekJson({ ...options, start, number: 14 + i, weekSeed: 14 + i, month: '2025-04' }),
    ),
    yearToDate: [],
  };
}
