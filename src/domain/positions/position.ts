import { cleanCode, codeProblem, type CatalogueRecord, textLength, RECORD_SORTS } from '../shared/catalogue';
import { cleanDecimalText, decimalTextProblem, type DecimalRule } from '../shared/decimal-text';
import { SEC_POSITION_CODES } from '../shared/sunat-tables';
import { defined, tidy, type FieldError } from '../shared/validation';

/** A position on board or on land (cargo): patrón, motorista, tripulante… */
export interface Position extends CatalogueRecord {
  /** The position's code in the PLAME (.sec) files; unique, upper case. */
  readonly code: string;
  readonly name: string;
  /** The PLAME `.sec` code (SUNAT Anexo 3, E28): '1' patrón … '7' otra actividad; '' when none. */
  readonly secCode: string;
  /**
   * The partes in force today (read-only, from pago_por_especialidad, the one source of partes): '2.00',
   * or '1.50 a 2.00' when rows for a vessel or fishing type differ; null when no row is in force today.
   */
  readonly sharesToday: string | null;
  /** Soles per day of land work ('20.00'). */
  readonly landDailyRate: string;
  /** Paid a fixed amount instead of a catch share. */
  readonly fixedPay: boolean;
}

export interface PositionInput {
  readonly code: string;
  readonly name: string;
  /** '' or '1'..'7' (optional: positions on land have none). */
  readonly secCode?: string;
  readonly landDailyRate: string;
  readonly fixedPay: boolean;
  readonly active: boolean;
}

export const POSITION_CODE_MAX = 10;
export const POSITION_NAME_MIN = 2;
export const POSITION_NAME_MAX = 100;
export const POSITION_LAND_DAILY_RATE: DecimalRule = { decimals: 2, min: '0', max: '99999.99' };

export const POSITION_SORTS = ['code', 'name', 'landDailyRate', 'fixedPay', ...RECORD_SORTS] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];
export const POSITION_DEFAULT_SORT: PositionSort = 'name';

export const POSITION_MESSAGES = {
  notFound: 'El cargo no existe.',
  codeTaken: 'Ya existe un cargo con ese código.',
} as const;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-PE')} ${n === 1 ? one : many}`;

/**
 * Why a position cannot be deleted: the workers whose terms (today's or past) name it, and the specialty
 * pay rows set for it. Deactivating it stays possible once no active worker holds it.
 */
export function positionDeleteRefusal(
  name: string,
  workers: number,
  specialtyPay: number,
): string | undefined {
  if (workers === 0 && specialtyPay === 0) return undefined;
  const users = [
    workers > 0 ? plural(workers, 'trabajador', 'trabajadores') : '',
    specialtyPay > 0 ? plural(specialtyPay, 'pago por especialidad', 'pagos por especialidad') : '',
  ].filter((s) => s !== '');
  return `No se puede eliminar el cargo «${name}»: lo usan ${users.join(' y ')} (también en su historial). Desactívelo en su lugar (edítelo y desmarque «Activo»).`;
}

/** Why a position cannot be deactivated: the active workers who hold it today or from a later date. */
export function positionDeactivateRefusal(name: string, activeWorkers: number): string | undefined {
  if (activeWorkers === 0) return undefined;
  const who =
    activeWorkers === 1
      ? 'lo tiene 1 trabajador activo'
      : `lo tienen ${activeWorkers.toLocaleString('es-PE')} trabajadores activos`;
  return `No se puede desactivar el cargo «${name}»: ${who}. Asígneles otro cargo antes de desactivarlo.`;
}

/** The input tidied; a SEC code left out stays left out (an edit without it keeps the stored one). */
export function cleanPosition(input: PositionInput): PositionInput {
  return {
    code: cleanCode(input.code),
    name: tidy(input.name),
    ...(input.secCode === undefined ? {} : { secCode: input.secCode.trim() }),
    landDailyRate: cleanDecimalText(input.landDailyRate, POSITION_LAND_DAILY_RATE.decimals),
    fixedPay: input.fixedPay,
    active: input.active,
  };
}

export const SEC_CODE_MESSAGE =
  'El código PLAME del cargo debe ser un número del 1 al 7 (1 patrón, 2 segundo patrón, 3 motorista, 4 segundo motorista, 5 cocinero, 6 tripulante, 7 otra actividad), o quedar vacío para un cargo en tierra.';

/** Why a `.sec` code is refused when typed ('' is accepted: a position on land). */
export function secCodeProblem(value: string): FieldError | undefined {
  const v = value.trim();
  return v === '' || v in SEC_POSITION_CODES ? undefined : { field: 'secCode', message: SEC_CODE_MESSAGE };
}

/** The rules of a position (uniqueness of the code is checked by the server). */
export function validatePosition(input: PositionInput): FieldError[] {
  const rate = decimalTextProblem(input.landDailyRate, POSITION_LAND_DAILY_RATE, 'El jornal de tierra');
  return defined<FieldError>([
    codeProblem(input.code, POSITION_CODE_MAX),
    textLength('name', tidy(input.name), POSITION_NAME_MIN, POSITION_NAME_MAX, 'El nombre'),
    secCodeProblem(input.secCode ?? ''),
    rate === undefined ? undefined : { field: 'landDailyRate', message: rate },
  ]);
}
