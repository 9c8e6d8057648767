import type { GoldenApi } from './api';
import { enterCase, workersCsv, type EnteredCase, type WeekRef } from './enter-case';
import type { MonthCaseInput, WeekGrids } from './month-case';

interface Page<T> {
  readonly rows: readonly T[];
}

/** What a month case left in the product. */
export interface EnteredMonth extends EnteredCase {
  readonly month: string;
  /** Every week of the month, in order. */
  readonly weekIds: readonly number[];
}

/** The id of the one row of a list whose `field` is `value` (searched with `q`). */
async function idOf(api: GoldenApi, path: string, field: string, value: string): Promise<number> {
  const page = await api.get<Page<Record<string, unknown>>>(
    `${path}?q=${encodeURIComponent(value)}&pageSize=100`,
  );
  const row = page.rows.find((r) => r[field] === value);
  if (!row) throw new Error(`${path}: no row with ${field} ${value}`);
  return row.id as number;
}

/**
 * One more week of the month, entered like the case's first (created, its price list and landings,
 * its crew and land work), computed and closed. The catalogue ids are read back from the lists, as the
 * screens' pickers do.
 */
export async function enterWeek(api: GoldenApi, grids: WeekGrids, entered: EnteredCase): Promise<number> {
  const cache = new Map<string, number>();
  const lookup = async (path: string, field: string, value: string) => {
    const key = `${path}|${value}`;
    if (!cache.has(key)) cache.set(key, await idOf(api, path, field, value));
    return cache.get(key)!;
  };
  const workerId = (document: string) => {
    const id = entered.workerIds.get(document);
    if (id === undefined) throw new Error(`worker ${document} is not among the case's workers`);
    return id;
  };
  let week = await api.post<WeekRef>('/semanas-de-pesca', grids.week, 201);
  const save = async (grid: string, body: object) => {
    week = await api.put<WeekRef>(`/semanas-de-pesca/${week.id}/${grid}`, { version: week.version, ...body });
  };
  const prices = [];
  for (const p of grids.prices)
    prices.push({
      speciesId: await lookup('/especies', 'code', p.species),
      effectiveFrom: p.effectiveFrom,
      pricePerTonne: p.pricePerTonne,
    });
  const landings = [];
  for (const l of grids.landings)
    landings.push({
      date: l.date,
      vesselId: await lookup('/embarcaciones', 'registration', l.vessel),
      speciesId: await lookup('/especies', 'code', l.species),
      plantId: await lookup('/fabricas', 'ruc', l.plant),
      ticket: l.ticket,
      tonnes: l.tonnes,
      penalisedTonnes: l.penalisedTonnes,
      pricePerTonne: null,
      priceReason: '',
    });
  await save('descargas', { prices, landings });
  const crew = [];
  for (const day of grids.crew)
    for (const w of day.workers)
      crew.push({
        date: day.date,
        vesselId: await lookup('/embarcaciones', 'registration', day.vessel),
        workerId: workerId(typeof w === 'string' ? w : w.document),
        positionId: typeof w === 'string' ? null : await lookup('/cargos', 'code', w.position),
      });
  const landWork = [];
  for (const l of grids.landWork ?? [])
    landWork.push({
      date: l.date,
      workerId: workerId(l.worker),
      positionId: l.position ? await lookup('/cargos', 'code', l.position) : null,
    });
  await save('tripulacion', { crew, landWork });
  week = (
    await api.post<{ week: WeekRef }>(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version })
  ).week;
  await api.post<WeekRef>(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version });
  return week.id;
}

/** The workers' file with the CTS account's two columns added to each row. */
function workersCsvWithCts(input: MonthCaseInput): Buffer {
  const accounts = input.ctsAccounts ?? {};
  const lines = workersCsv(input.workers, input.company.ruc).toString('utf8').split('\r\n');
  const out = lines.map((line, i) => {
    if (line === '') return line;
    if (i === 0) return `${line};Banco CTS;Cuenta CTS (CCI)`;
    const a = accounts[input.workers[i - 1]!.document];
    return `${line};${a?.bank ?? ''};${a?.account ?? ''}`;
  });
  return Buffer.from(out.join('\r\n'), 'utf8');
}

/**
 * Enters a month case as a clerk would, through the HTTP API only: the weekly case's catalogues,
 * workers and first week (enterCase), the CTS accounts by importing the workers' file again, every
 * other week of the month, then the payroll month computed and closed.
 */
export async function enterMonth(api: GoldenApi, input: MonthCaseInput): Promise<EnteredMonth> {
  const first = await enterCase(api, input);
  if (input.ctsAccounts) {
    const imported = await api.upload<{ saved: boolean; updated: number }>(
      `/trabajadores/importacion?mode=all&name=${encodeURIComponent('trabajadores-cts.csv')}`,
      'text/csv',
      workersCsvWithCts(input),
    );
    if (!imported.saved || imported.updated !== input.workers.length)
      throw new Error(`the CTS accounts' import did not update every worker: ${JSON.stringify(imported)}`);
  }
  const weekIds = [first.weekId];
  for (const grids of input.moreWeeks ?? []) weekIds.push(await enterWeek(api, grids, first));
  const month = input.payrollMonth;
  const computed = await api.post<{ version: number }>(`/meses-de-planilla/${month}/calculo`, { version: 0 });
  await api.post(`/meses-de-planilla/${month}/cierre`, { version: computed.version });
  return { ...first, month, weekIds };
}
