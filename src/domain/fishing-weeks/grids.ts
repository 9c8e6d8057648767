import { isWithin, type IsoDate } from '../payroll/dates';
import { Decimal } from '../payroll/decimal';
import { formatSoles } from '../shared/decimal-text';

/**
 * The week's grids as stored and sent by the screen. Catalogue rows are named by their ids; amounts,
 * tonnes and prices are decimal strings ("180.500"), never binary floats.
 */

/** Price per TM of a species in the week's price list, in force from a date. */
export interface PriceRow {
  readonly speciesId: number;
  readonly effectiveFrom: IsoDate;
  readonly pricePerTonne: string;
}

/** A landing (descarga): a day of the week, vessel, species, plant, tonnes, ticket, price. */
export interface LandingRow {
  readonly date: IsoDate;
  readonly vesselId: number;
  readonly speciesId: number;
  readonly plantId: number | null;
  /** Weigh-ticket or report number. */
  readonly ticket: string;
  /** TM real. */
  readonly tonnes: string;
  /** TM castigada, at most the tonnes landed. */
  readonly penalisedTonnes: string;
  /** The price of this landing when it is not the price list's; null for the list's price. */
  readonly pricePerTonne: string | null;
  /** Why the price differs from the list (required when it does). */
  readonly priceReason: string;
}

/** A crew member on board a vessel on a day; the position of the day when not the usual one. */
export interface CrewRow {
  readonly date: IsoDate;
  readonly vesselId: number;
  readonly workerId: number;
  readonly positionId: number | null;
}

/** A day of land work (trabajo en tierra). */
export interface LandWorkRow {
  readonly date: IsoDate;
  readonly workerId: number;
  readonly positionId: number | null;
}

/**
 * The week's adjustments of a worker, each with its reason. Other deductions (fishing-payroll-peru.md §3):
 * - adelanto: an advance paid during the week, withheld from its pay;
 * - recuperacion_adelanto: the recovery of an earlier advance;
 * - cuota_prestamo: a loan instalment: of a registered loan (`loanId`, docs/loans.md; its balance
 *   checked), or, without one, a loan named in the reason;
 * - retencion_judicial: alimentos, a fixed amount or a percentage of the pay after pension and
 *   union dues, with its beneficiary;
 * - otro_descuento: anything else, with its reason.
 * And one earning:
 * - otro_ingreso: a one-off earning paid with the week (a reintegro for an error in an earlier week, a
 *   production bonus agreed for the week), an amount with its reason; remunerative (docs/payroll.md).
 * Union dues are not entered: the engine withholds them from affiliated workers.
 */
export const ADJUSTMENT_KINDS = [
  'adelanto',
  'recuperacion_adelanto',
  'cuota_prestamo',
  'retencion_judicial',
  'otro_descuento',
  'otro_ingreso',
] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The kinds that pay the worker an amount (the others withhold one). */
export const EARNING_ADJUSTMENT_KINDS: readonly AdjustmentKind[] = ['otro_ingreso'];

export const isEarningAdjustment = (kind: AdjustmentKind): boolean => EARNING_ADJUSTMENT_KINDS.includes(kind);

export interface AdjustmentRow {
  readonly workerId: number;
  readonly kind: AdjustmentKind;
  /** A fixed amount ("150.00"); null for a judicial retention given as a percentage. */
  readonly amount: string | null;
  /** A judicial retention's percentage ("30.00") of the pay after pension and union dues. */
  readonly percent: string | null;
  /** A judicial retention's beneficiary. */
  readonly beneficiary: string;
  readonly reason: string;
  /** The registered loan an instalment (cuota_prestamo) recovers; absent or null otherwise. */
  readonly loanId?: number | null;
}

/** A registered loan as a week's instalment rows are checked against it. */
export interface LoanReference {
  readonly workerId: number;
  /** What this week may still deduct: the amount less the instalments of every other week. */
  readonly available: string;
}

/** A problem of one grid row, for the screen to show next to it. Rows are numbered from 1. */
export interface RowProblem {
  readonly grid: 'precios' | 'descargas' | 'tripulacion' | 'tierra' | 'ajustes';
  readonly row: number;
  readonly field: string;
  readonly message: string;
}

/** The catalogue rows a week's grids may name, with what the messages show of them. */
export interface GridReferences {
  readonly vessels: ReadonlyMap<number, string>;
  readonly species: ReadonlyMap<number, string>;
  readonly plants: ReadonlyMap<number, string>;
  readonly workers: ReadonlyMap<number, string>;
  readonly positions: ReadonlyMap<number, string>;
  /** The loans the adjustments name (only the adjustments' check reads them). */
  readonly loans?: ReadonlyMap<number, LoanReference>;
}

export const GRID_MAX_ROWS = 50_000;
export const REASON_MAX = 300;
export const TICKET_MAX = 40;

const TONNES = /^\d{1,6}(\.\d{1,3})?$/;
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

type AddProblem = (field: string, message: string) => void;

/** Records the problems of row `index` (from 0) of a grid in `out`. */
const problemsOfRow =
  (out: RowProblem[], grid: RowProblem['grid'], index: number): AddProblem =>
  (field, message) => {
    out.push({ grid, row: index + 1, field, message });
  };

/** A row's date must be a day of the week. */
function checkDayOfWeek(add: AddProblem, date: IsoDate, week: { start: IsoDate; end: IsoDate }): void {
  if (!isWithin(date, week.start, week.end))
    add(
      'date',
      `El día ${dayLabel(date)} está fuera de la semana (${dayLabel(week.start)} al ${dayLabel(week.end)}).`,
    );
}

/** The price-list price of a species on a date: the latest row on or before it. */
export function listPrice(prices: readonly PriceRow[], speciesId: number, date: IsoDate): string | undefined {
  let best: PriceRow | undefined;
  for (const p of prices)
    if (
      p.speciesId === speciesId &&
      p.effectiveFrom <= date &&
      (!best || p.effectiveFrom > best.effectiveFrom)
    )
      best = p;
  return best?.pricePerTonne;
}

/** The price list and the landings: days within the week, known rows, tonnes, price overrides. */
export function validateLandings(
  week: { start: IsoDate; end: IsoDate },
  prices: readonly PriceRow[],
  landings: readonly LandingRow[],
  refs: GridReferences,
): RowProblem[] {
  const out: RowProblem[] = [];
  const seenPrice = new Map<string, number>();
  prices.forEach((p, i) => {
    const add = problemsOfRow(out, 'precios', i);
    if (!refs.species.has(p.speciesId)) add('speciesId', 'Especie desconocida o inactiva.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(p.effectiveFrom) || p.effectiveFrom > week.end)
      add('effectiveFrom', 'La vigencia del precio debe ser una fecha no posterior al fin de la semana.');
    if (!MONEY.test(p.pricePerTonne) || !Decimal.of(p.pricePerTonne).isPositive())
      add('pricePerTonne', 'Indique un precio por TM mayor que cero, con hasta dos decimales.');
    const key = `${p.speciesId}|${p.effectiveFrom}`;
    const first = seenPrice.get(key);
    if (first !== undefined)
      add('effectiveFrom', `Precio repetido de la especie para la misma fecha (fila ${first}).`);
    else seenPrice.set(key, i + 1);
  });
  const tickets = new Map<string, number>();
  landings.forEach((l, i) => {
    const add = problemsOfRow(out, 'descargas', i);
    checkDayOfWeek(add, l.date, week);
    if (!refs.vessels.has(l.vesselId)) add('vesselId', 'Embarcación desconocida o inactiva.');
    if (!refs.species.has(l.speciesId)) add('speciesId', 'Especie desconocida o inactiva.');
    if (l.plantId !== null && !refs.plants.has(l.plantId)) add('plantId', 'Fábrica desconocida o inactiva.');
    if (l.ticket.trim() === '') add('ticket', 'Indique el número de ticket o reporte de pesaje.');
    else {
      const key = `${l.plantId ?? ''}|${l.ticket.trim()}`;
      const first = tickets.get(key);
      if (first !== undefined) add('ticket', `Ticket repetido en la misma fábrica (fila ${first}).`);
      else tickets.set(key, i + 1);
    }
    const tonnesOk = TONNES.test(l.tonnes) && Decimal.of(l.tonnes).isPositive();
    if (!tonnesOk) add('tonnes', 'Indique las TM descargadas, mayores que cero, con hasta tres decimales.');
    if (!TONNES.test(l.penalisedTonnes))
      add('penalisedTonnes', 'Indique las TM castigadas (cero o más), con hasta tres decimales.');
    else if (tonnesOk && Decimal.of(l.penalisedTonnes).compare(Decimal.of(l.tonnes)) > 0)
      add('penalisedTonnes', 'Las TM castigadas no pueden superar las TM descargadas.');
    const list = listPrice(prices, l.speciesId, l.date);
    if (l.pricePerTonne === null) {
      if (list === undefined && refs.species.has(l.speciesId))
        add(
          'pricePerTonne',
          `Falta el precio por TM de ${refs.species.get(l.speciesId)} vigente el ${dayLabel(l.date)} en la lista de precios.`,
        );
    } else if (!MONEY.test(l.pricePerTonne) || !Decimal.of(l.pricePerTonne).isPositive()) {
      add('pricePerTonne', 'Indique un precio por TM mayor que cero, con hasta dos decimales.');
    } else if (
      (list === undefined || !Decimal.of(list).equals(Decimal.of(l.pricePerTonne))) &&
      l.priceReason.trim() === ''
    ) {
      add('priceReason', 'Indique el motivo del precio distinto al de la lista de precios.');
    }
    if (l.priceReason.length > REASON_MAX)
      add('priceReason', `El motivo admite hasta ${REASON_MAX} caracteres.`);
  });
  return out;
}

/**
 * The crew and land-work grids: days within the week, known rows, and one place per worker and day.
 * A worker on two vessels the same day is refused naming both rows.
 */
export function validateCrew(
  week: { start: IsoDate; end: IsoDate },
  crew: readonly CrewRow[],
  landWork: readonly LandWorkRow[],
  refs: GridReferences,
): RowProblem[] {
  const out: RowProblem[] = [];
  const worker = (id: number) => refs.workers.get(id) ?? `#${id}`;
  const vessel = (id: number) => refs.vessels.get(id) ?? `#${id}`;
  const onBoard = new Map<string, { row: number; vesselId: number }>();
  crew.forEach((c, i) => {
    const add = problemsOfRow(out, 'tripulacion', i);
    checkDayOfWeek(add, c.date, week);
    if (!refs.vessels.has(c.vesselId)) add('vesselId', 'Embarcación desconocida o inactiva.');
    if (!refs.workers.has(c.workerId)) add('workerId', 'Trabajador desconocido o inactivo.');
    if (c.positionId !== null && !refs.positions.has(c.positionId))
      add('positionId', 'Cargo desconocido o inactivo.');
    const key = `${c.date}|${c.workerId}`;
    const first = onBoard.get(key);
    if (first === undefined) onBoard.set(key, { row: i + 1, vesselId: c.vesselId });
    else if (first.vesselId === c.vesselId)
      add(
        'workerId',
        `${worker(c.workerId)} ya figura a bordo de ${vessel(c.vesselId)} el ${dayLabel(c.date)} (fila ${first.row}).`,
      );
    else
      add(
        'workerId',
        `${worker(c.workerId)} figura en dos embarcaciones el ${dayLabel(c.date)}: fila ${first.row} (${vessel(first.vesselId)}) y fila ${i + 1} (${vessel(c.vesselId)}).`,
      );
  });
  const onLand = new Map<string, number>();
  landWork.forEach((l, i) => {
    const add = problemsOfRow(out, 'tierra', i);
    checkDayOfWeek(add, l.date, week);
    if (!refs.workers.has(l.workerId)) add('workerId', 'Trabajador desconocido o inactivo.');
    if (l.positionId !== null && !refs.positions.has(l.positionId))
      add('positionId', 'Cargo desconocido o inactivo.');
    const key = `${l.date}|${l.workerId}`;
    const board = onBoard.get(key);
    if (board !== undefined)
      add(
        'workerId',
        `${worker(l.workerId)} figura a bordo de ${vessel(board.vesselId)} (tripulación, fila ${board.row}) y en tierra (fila ${i + 1}) el ${dayLabel(l.date)}.`,
      );
    const first = onLand.get(key);
    if (first !== undefined)
      add('workerId', `${worker(l.workerId)} ya figura en tierra el ${dayLabel(l.date)} (fila ${first}).`);
    else onLand.set(key, i + 1);
  });
  return out;
}

/**
 * Other deductions and earnings: a known worker, a reason, a positive amount or (judicial only) a
 * percentage; a beneficiary only for a judicial retention's, none for an earning; a loan's instalments no
 * more than what is left of it.
 */
export function validateAdjustments(
  adjustments: readonly AdjustmentRow[],
  refs: GridReferences,
): RowProblem[] {
  const out: RowProblem[] = [];
  const byLoan = new Map<number, { rows: number[]; total: Decimal; available: string }>();
  adjustments.forEach((a, i) => {
    const add = problemsOfRow(out, 'ajustes', i);
    if (!refs.workers.has(a.workerId)) add('workerId', 'Trabajador desconocido o inactivo.');
    if (!(ADJUSTMENT_KINDS as readonly string[]).includes(a.kind)) add('kind', 'Tipo de ajuste desconocido.');
    if (a.reason.trim() === '') add('reason', 'Indique el motivo.');
    if (a.reason.length > REASON_MAX) add('reason', `El motivo admite hasta ${REASON_MAX} caracteres.`);
    const judicial = a.kind === 'retencion_judicial';
    if (judicial && a.beneficiary.trim() === '')
      add('beneficiary', 'Indique el beneficiario de la retención judicial.');
    if (isEarningAdjustment(a.kind) && a.beneficiary.trim() !== '')
      add('beneficiary', 'Un otro ingreso no lleva beneficiario.');
    if (a.percent !== null) {
      if (!judicial) add('percent', 'Solo la retención judicial admite un porcentaje.');
      else if (a.amount !== null) add('amount', 'Indique un monto o un porcentaje, no ambos.');
      else if (
        !PERCENT.test(a.percent) ||
        !Decimal.of(a.percent).isPositive() ||
        Decimal.of(a.percent).compare(Decimal.HUNDRED) > 0
      )
        add('percent', 'Indique un porcentaje mayor que cero y hasta 100, con hasta dos decimales.');
    } else if (a.amount === null || !MONEY.test(a.amount) || !Decimal.of(a.amount).isPositive()) {
      add('amount', 'Indique un monto mayor que cero, con hasta dos decimales.');
    }
    // The loans are the server's to check (the screen does not read them).
    if (a.loanId !== undefined && a.loanId !== null && refs.loans) {
      const loan = refs.loans.get(a.loanId);
      if (a.kind !== 'cuota_prestamo') add('kind', 'Un préstamo se descuenta como «Cuota de préstamo».');
      else if (!loan) add('loanId', `El préstamo N.° ${a.loanId} no existe.`);
      else if (loan.workerId !== a.workerId)
        add('workerId', `El préstamo N.° ${a.loanId} es de otro trabajador.`);
      else if (a.amount !== null && MONEY.test(a.amount)) {
        const rows = byLoan.get(a.loanId) ?? { rows: [], total: Decimal.ZERO, available: loan.available };
        rows.rows.push(i + 1);
        rows.total = rows.total.plus(Decimal.of(a.amount));
        byLoan.set(a.loanId, rows);
      }
    }
  });
  for (const [loanId, { rows, total, available }] of byLoan)
    if (total.compare(Decimal.of(available)) > 0)
      for (const row of rows)
        out.push({
          grid: 'ajustes',
          row,
          field: 'amount',
          message: `Las cuotas del préstamo N.° ${loanId} en la semana (${formatSoles(total.toFixed(2))}) superan lo que queda por descontar (${formatSoles(available)}).`,
        });
  return out;
}

/**
 * The price list a new week starts with, from the list of the latest week before it: for each species
 * the price in force on the new week's first day (the latest row on or before it) and any row effective
 * later. The clerk keeps one list that goes on from week to week and edits it where prices changed.
 */
export function carriedPrices(previous: readonly PriceRow[], start: IsoDate): PriceRow[] {
  const inForce = new Map<number, PriceRow>();
  const later: PriceRow[] = [];
  for (const row of previous) {
    if (row.effectiveFrom > start) later.push(row);
    else if ((inForce.get(row.speciesId)?.effectiveFrom ?? '') <= row.effectiveFrom)
      inForce.set(row.speciesId, row);
  }
  return [...inForce.values(), ...later].sort(
    (a, b) => a.speciesId - b.speciesId || a.effectiveFrom.localeCompare(b.effectiveFrom),
  );
}
