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

export function payrollError<K extends PayrollErrorKind>(kind: K, rows: readonly RowRef[]): PayrollError<K> {
  return { kind, message: PAYROLL_ERROR_MESSAGES[kind], rows };
}

/**
 * Collects offending rows by kind and yields one error per kind, kinds in the order of
 * PAYROLL_ERROR_MESSAGES, rows in the order they were added.
 */
export class ErrorCollector {
  private readonly byKind = new Map<PayrollErrorKind, RowRef[]>();

  add(kind: PayrollErrorKind, row: RowRef): void {
    const rows = this.byKind.get(kind);
    if (rows === undefined) this.byKind.set(kind, [row]);
    else rows.push(row);
  }

  addAll(errors: readonly PayrollError[]): void {
    for (const error of errors) for (const row of error.rows) this.add(error.kind, row);
  }

  get isEmpty(): boolean {
    return this.byKind.size === 0;
  }

  errors(): PayrollError[] {
    const kinds = Object.keys(PAYROLL_ERROR_MESSAGES) as PayrollErrorKind[];
    return kinds
      .filter((kind) => this.byKind.has(kind))
      .map((kind) => payrollError(kind, this.byKind.get(kind)!));
  }
}

/** A one-line Spanish summary of the errors, for logs and the command line. */
export function describeErrors(errors: readonly PayrollError[]): string {
  return errors.map((error) => `${error.message} (${error.kind}): ${error.rows.length} fila(s)`).join('\n');
}
