import type { GoldenApi } from './api';
import type { CaseInput, CaseWorker } from './case-file';

/** What a case left in the product: the ids the documents are read by, and the compute answer. */
export interface EnteredCase {
  readonly weekId: number;
  readonly companyRuc: string;
  /** Worker id by document number. */
  readonly workerIds: ReadonlyMap<string, number>;
  /** The answer of «Calcular» (POST …/calculo) before the close. */
  readonly computeAnswer: ComputeAnswer;
}

export interface WeekRef {
  readonly id: number;
  readonly version: number;
}

export interface ComputeAnswer {
  readonly week: WeekRef & { readonly state: string };
  readonly workers: readonly {
    readonly document: string;
    readonly gross: string;
    readonly deductions: string;
    readonly net: string;
  }[];
}

/** What a caller does while the case is entered. */
export interface EnterOptions {
  /** Once the week's grids are saved, before «Calcular» (what a clerk sees while editing: the preview). */
  readonly beforeCompute?: (week: WeekRef) => Promise<void>;
}

interface Created {
  readonly id: number;
}
interface Page<T> {
  readonly rows: readonly T[];
}

/**
 * The workers' import file's header row (the template's, docs/workers.md) and one row per worker. With
 * `employerRuc` (the case's company) it has «RUC empleador», filled for the general-regime rows: with
 * several companies the import requires it of them.
 */
export function workersCsv(workers: readonly CaseWorker[], employerRuc?: string): Buffer {
  const iso = (d: string) => d.split('-').reverse().join('/');
  const yes = (b: boolean) => (b ? 'Sí' : 'No');
  const header = [
    'Tipo de documento',
    'Número de documento',
    'Apellido paterno',
    'Apellido materno',
    'Nombres',
    'Fecha de nacimiento',
    'Fecha de ingreso',
    'Fecha de cese',
    'Código de cargo',
    'Régimen de pensiones',
    'AFP',
    'Tipo de comisión',
    'CUSPP',
    'Sindicalizado',
    'EPS',
    'Asignación familiar',
    'Régimen laboral',
    'Remuneración mensual',
    ...(employerRuc === undefined ? [] : ['RUC empleador']),
    'Banco',
    'CCI',
    'Activo',
  ];
  const rows = workers.map((w) => [
    'DNI',
    w.document,
    w.paternalSurname,
    w.maternalSurname,
    w.names,
    iso(w.birthDate),
    iso(w.hireDate),
    w.endDate ? iso(w.endDate) : '',
    w.position,
    w.pension,
    w.afp ?? '',
    w.commissionType ?? '',
    w.cuspp ?? '',
    yes(w.unionAffiliated),
    yes(w.eps),
    yes(w.familyAllowance),
    w.labourRegime ?? '',
    w.monthlySalary ?? '',
    ...(employerRuc === undefined ? [] : [w.labourRegime === 'GENERAL' ? employerRuc : '']),
    w.bank,
    w.account,
    'Sí',
  ]);
  for (const cells of [header, ...rows])
    for (const cell of cells)
      if (/[;"\n]/.test(cell))
        throw new Error(`a cell of the workers' file may not hold ; " or a line break: ${cell}`);
  return Buffer.from(`${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`, 'utf8');
}

/** The id a case's code names in `ids`, or an error naming what is missing. */
export function idIn(ids: ReadonlyMap<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`${what} ${code} is not among the case's ${what}s`);
  return id;
}

/** The id of the one row of a catalogue whose `field` is `value` (searched with `q`). */
export async function idBy<T extends { id: number }>(
  api: CaseApi,
  path: string,
  field: keyof T,
  value: string,
): Promise<T | undefined> {
  const page = await api.get<Page<T>>(`${path}?q=${encodeURIComponent(value)}&pageSize=100`);
  return page.rows.find((r) => r[field] === value);
}

/** What entering a case needs of the API: reads and creations (the server's inject or a browser's fetch). */
export interface CaseApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: object, expected?: number): Promise<T>;
}

/** The ids of a case's catalogue rows, by the codes the case names them with. */
export interface EnteredCatalogues {
  readonly companyId: number;
  /** By RUC. */
  readonly plantIds: ReadonlyMap<string, number>;
  /** By registration. */
  readonly vesselIds: ReadonlyMap<string, number>;
  /** By position code. */
  readonly positionIds: ReadonlyMap<string, number>;
}

/**
 * A case's catalogues through the API: company, plants, vessels with their crew share, positions (a
 * code already there is reused when its land-work rate agrees), the partes and bonuses (pago por
 * especialidad) and the parameters the case adds.
 */
export async function enterCatalogues(api: CaseApi, input: CaseInput): Promise<EnteredCatalogues> {
  const company = await api.post<Created>(
    '/empresas',
    { ...input.company, vesselOwner: true, active: true },
    201,
  );
  const plantIds = new Map<string, number>();
  for (const plant of input.plants)
    plantIds.set(plant.ruc, (await api.post<Created>('/fabricas', { ...plant, active: true }, 201)).id);
  const vesselIds = new Map<string, number>();
  for (const v of input.vessels) {
    const created = await api.post<Created>(
      '/embarcaciones',
      {
        registration: v.registration,
        name: v.name,
        companyId: company.id,
        holdCapacityM3: v.holdCapacityM3,
        unionAffiliated: true,
        shareHistory: [{ effectiveFrom: v.shareFrom, percent: v.sharePct }],
        active: true,
      },
      201,
    );
    vesselIds.set(v.registration, created.id);
  }

  const positionIds = new Map<string, number>();
  for (const p of input.positions) {
    type Position = { id: number; code: string; landDailyRate: string };
    const existing = await idBy<Position>(api, '/cargos', 'code', p.code);
    if (existing) {
      if (existing.landDailyRate !== p.landDailyRate)
        throw new Error(
          `position ${p.code} exists with land-work rate ${existing.landDailyRate}, the case says ${p.landDailyRate}: use another code`,
        );
      positionIds.set(p.code, existing.id);
    } else {
      const created = await api.post<Created>('/cargos', { ...p, fixedPay: false, active: true }, 201);
      positionIds.set(p.code, created.id);
    }
  }
  const positionId = (code: string) => idIn(positionIds, code, 'position');
  const vesselId = (registration: string) => idIn(vesselIds, registration, 'vessel');
  for (const s of input.specialtyPay)
    await api.post(
      '/pagos-por-especialidad',
      {
        positionId: positionId(s.position),
        fishingTypeId: null,
        vesselId: vesselId(s.vessel),
        effectiveFrom: s.effectiveFrom,
        shares: s.partes,
        bonus: s.bonus,
        source: s.source,
        active: true,
      },
      201,
    );
  for (const p of input.parameters ?? []) {
    if (!p.enter) continue;
    const pension = /^(afp|onp|rep)\./.test(p.key);
    await api.post(
      pension ? '/fondos-de-pension' : '/parametros',
      {
        key: p.key,
        effectiveFrom: p.enter.effectiveFrom,
        effectiveTo: null,
        value: p.value,
        source: p.source,
        confidence: p.enter.confidence,
        active: true,
      },
      201,
    );
  }
  return { companyId: company.id, plantIds, vesselIds, positionIds };
}

/** The case's loans through the API (a worker's loans), by the case's name for each. */
export async function enterLoans(
  api: CaseApi,
  input: CaseInput,
  workerId: (document: string) => number,
): Promise<Map<string, number>> {
  const loanIds = new Map<string, number>();
  for (const loan of input.loans ?? []) {
    const created = await api.post<Created>(
      `/trabajadores/${workerId(loan.worker)}/prestamos`,
      { grantedOn: loan.grantedOn, amount: loan.amount, instalment: loan.instalment, reason: loan.reason },
      201,
    );
    loanIds.set(loan.name, created.id);
  }
  return loanIds;
}

/**
 * Enters a case as a clerk would, only through the HTTP API: the catalogues (`enterCatalogues`), the
 * workers by the import file, their loans, then the week — created, its price list and landings, its
 * crew and land work, its adjustments — computed and closed.
 */
export async function enterCase(
  api: GoldenApi,
  input: CaseInput,
  options: EnterOptions = {},
): Promise<EnteredCase> {
  const { plantIds, vesselIds, positionIds } = await enterCatalogues(api, input);
  const positionId = (code: string) => idIn(positionIds, code, 'position');
  const vesselId = (registration: string) => idIn(vesselIds, registration, 'vessel');

  const imported = await api.upload<{ saved: boolean; created: number; problems: unknown[] }>(
    `/trabajadores/importacion?mode=all&name=${encodeURIComponent('trabajadores.csv')}`,
    'text/csv',
    workersCsv(input.workers, input.company.ruc),
  );
  if (!imported.saved || imported.created !== input.workers.length)
    throw new Error(`the workers' import did not create every worker: ${JSON.stringify(imported)}`);
  const workerIds = new Map<string, number>();
  for (const w of input.workers) {
    const row = await idBy<{ id: number; documentNumber: string }>(
      api,
      '/trabajadores',
      'documentNumber',
      w.document,
    );
    if (!row) throw new Error(`worker ${w.document} is not in the list after the import`);
    workerIds.set(w.document, row.id);
  }
  const workerId = (document: string) => {
    const id = workerIds.get(document);
    if (id === undefined) throw new Error(`worker ${document} is not among the case's workers`);
    return id;
  };
  const loanIds = await enterLoans(api, input, workerId);
  for (const { worker, ...order } of input.courtOrders ?? [])
    await api.post<Created>(`/trabajadores/${workerId(worker)}/ordenes-judiciales`, order, 201);

  const speciesIds = new Map<string, number>();
  for (const code of new Set([...input.prices, ...input.landings].map((r) => r.species))) {
    const species = await idBy<{ id: number; code: string }>(api, '/especies', 'code', code);
    if (!species) throw new Error(`species ${code} is not in the catalogue`);
    speciesIds.set(code, species.id);
  }
  const speciesId = (code: string) => speciesIds.get(code)!;

  let week = await api.post<WeekRef>('/semanas-de-pesca', input.week, 201);
  const save = async (grid: string, body: object) => {
    week = await api.put<WeekRef>(`/semanas-de-pesca/${week.id}/${grid}`, { version: week.version, ...body });
  };
  await save('descargas', {
    prices: input.prices.map((p) => ({
      speciesId: speciesId(p.species),
      effectiveFrom: p.effectiveFrom,
      pricePerTonne: p.pricePerTonne,
    })),
    landings: input.landings.map((l) => {
      const plantId = plantIds.get(l.plant);
      if (plantId === undefined) throw new Error(`plant ${l.plant} is not among the case's plants`);
      return {
        date: l.date,
        vesselId: vesselId(l.vessel),
        speciesId: speciesId(l.species),
        plantId,
        ticket: l.ticket,
        tonnes: l.tonnes,
        penalisedTonnes: l.penalisedTonnes,
        pricePerTonne: null,
        priceReason: '',
      };
    }),
  });
  await save('tripulacion', {
    crew: input.crew.flatMap((day) =>
      day.workers.map((w) => {
        const document = typeof w === 'string' ? w : w.document;
        return {
          date: day.date,
          vesselId: vesselId(day.vessel),
          workerId: workerId(document),
          positionId: typeof w === 'string' ? null : positionId(w.position),
        };
      }),
    ),
    landWork: (input.landWork ?? []).map((l) => ({
      date: l.date,
      workerId: workerId(l.worker),
      positionId: l.position ? positionId(l.position) : null,
    })),
  });
  if ((input.adjustments ?? []).length > 0)
    await save('ajustes', {
      adjustments: (input.adjustments ?? []).map((a) => {
        const loanId = a.loan === undefined ? undefined : loanIds.get(a.loan);
        if (a.loan !== undefined && loanId === undefined)
          throw new Error(`loan ${a.loan} is not among the case's loans`);
        return {
          workerId: workerId(a.worker),
          kind: a.kind,
          amount: a.amount ?? null,
          percent: a.percent ?? null,
          beneficiary: a.beneficiary ?? '',
          reason: a.reason,
          ...(loanId !== undefined ? { loanId } : {}),
        };
      }),
    });

  await options.beforeCompute?.(week);
  const computeAnswer = await api.post<ComputeAnswer>(`/semanas-de-pesca/${week.id}/calculo`, {
    version: week.version,
  });
  week = computeAnswer.week;
  await api.post<WeekRef>(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version });
  for (const v of input.vacations ?? [])
    await api.post('/vacaciones', { document: v.worker, start: v.start, end: v.end, note: v.note }, 201);
  return { weekId: week.id, companyRuc: input.company.ruc, workerIds, computeAnswer };
}
