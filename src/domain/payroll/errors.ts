/**
 * Expected payroll failures, as values. Validation collects every offending row of each kind into
 * one error, so the clerk sees all problems at once; nothing is ever silently computed as zero.
 * `message` is the Spanish text for the product's screens.
 */

/** One offending input row: which list, its position in that list (0-based), and what identifies it. */
export interface RowRef {
  readonly list: string;
  /** Position in its input list, 0-based; absent when the row is not an input row (a parameter). */
  readonly index?: number;
  readonly [field: string]: string | number | undefined;
}

export const PAYROLL_ERROR_MESSAGES = {
  InvalidInput: 'Entrada inválida',
  InvalidWeek: 'Semana con fechas inválidas: el inicio es posterior al fin o el mes no corresponde',
  OutsideWeek: 'Registro con fecha fuera de la semana',
  NegativeTonnes: 'Toneladas negativas: TM real, TM castigada o TM neta (real − castigada) menor que cero',
  OutOfRange: 'Valor fuera de rango',
  DuplicateEntry: 'Registro duplicado',
  UnknownVessel: 'Embarcación desconocida',
  UnknownSpecies: 'Especie desconocida',
  UnknownWorker: 'Trabajador desconocido',
  UnknownPosition: 'Cargo desconocido',
  MissingPrice: 'Falta el precio por TM de la especie vigente en la fecha de la descarga',
  MissingShares: 'Falta la tabla de partes del cargo vigente en esa fecha',
  LandingWithoutCrew: 'Descarga sin tripulación a bordo ese día',
  WorkerOnTwoVessels: 'Trabajador a bordo de dos embarcaciones el mismo día',
  WorkerOnBoardAndLand: 'Trabajador a bordo y en trabajo en tierra el mismo día',
  DuplicateAttendance: 'Asistencia repetida del trabajador el mismo día',
  AttendanceBeforeHire: 'Asistencia anterior a la fecha de ingreso del trabajador',
  ZeroShares: 'La tripulación a bordo ese día suma cero partes',
  InvalidDeduction: 'Descuento sin monto positivo o sin motivo',
  InvalidEarning: 'Ingreso sin monto positivo o sin motivo',
  DeductionsExceedPay: 'Los descuentos superan el ingreso del trabajador',
  ParameterNotInForce: 'Parámetro sin valor vigente en la fecha',
  WeekOutsideMonth: 'Semana que no pertenece al mes',
  DuplicateWeek: 'Semana repetida en el mes',
  InvalidYearToDate: 'Acumulado anual inválido: meses no anteriores al mes calculado o repetidos',
} as const;

export type PayrollErrorKind = keyof typeof PAYROLL_ERROR_MESSAGES;

export interface PayrollError<K extends PayrollErrorKind = PayrollErrorKind> {
  readonly kind: K;
  /** Spanish, for the screens. */
  readonly message: string;
  /** Every offending row, in input order. */
  readonly rows: readonly RowRef[];
}

export function payrollError<K extends PayrollErrorKind>(
  kind: K,
  rows: readonly RowRef[],
  message: string = PAYROLL_ERROR_MESSAGES[kind],
): PayrollError<K> {
  return { kind, message, rows };
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the screens write dates. */
const screenDate = (date: string) => date.split('-').reverse().join('/');

/**
 * The refusal of a crew without partes in force, naming what to fix and where: the position (code and
 * name), the date the partes must be in force on, and the screen that registers them.
 */
export function missingSharesMessage(position: string, name: string | undefined, date: string): string {
  const named =
    name !== undefined && name.trim() !== '' && name !== position ? `${position} - ${name}` : position;
  return `Falta la tabla de partes del cargo ${named} vigente al ${screenDate(date)}: regístrela en Pago por especialidad.`;
}

/**
 * Collects offending rows by kind and yields one error per kind, kinds in the order of
 * PAYROLL_ERROR_MESSAGES, rows in the order they were added. A row added with its own message (one
 * that names what to fix, e.g. the position and date of missing partes) is grouped with the rows of
 * the same kind and message: such a kind yields one error per message, in the order first added.
 */
export class ErrorCollector {
  private readonly byKind = new Map<PayrollErrorKind, Map<string, RowRef[]>>();

  add(kind: PayrollErrorKind, row: RowRef, message: string = PAYROLL_ERROR_MESSAGES[kind]): void {
    let groups = this.byKind.get(kind);
    if (groups === undefined) this.byKind.set(kind, (groups = new Map()));
    const rows = groups.get(message);
    if (rows === undefined) groups.set(message, [row]);
    else rows.push(row);
  }

  addAll(errors: readonly PayrollError[]): void {
    for (const error of errors) for (const row of error.rows) this.add(error.kind, row, error.message);
  }

  get isEmpty(): boolean {
    return this.byKind.size === 0;
  }

  errors(): PayrollError[] {
    const kinds = Object.keys(PAYROLL_ERROR_MESSAGES) as PayrollErrorKind[];
    return kinds
      .filter((kind) => this.byKind.has(kind))
      .flatMap((kind) =>
        [...this.byKind.get(kind)!].map(([message, rows]) => payrollError(kind, rows, message)),
      );
  }
}

/** A one-line Spanish summary of the errors, for logs and the command line (one line per error). */
export function describeErrors(errors: readonly PayrollError[]): string {
  return errors.map((error) => `${error.message} (${error.kind}): ${error.rows.length} fila(s)`).join('\n');
}
