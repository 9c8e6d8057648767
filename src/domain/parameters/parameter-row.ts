import { RECORD_SORTS } from '../shared/catalogue';
import {
  type PARAMETER_CONFIDENCES,
  type PARAMETER_UNITS,
  parameterInfo,
  type ParameterGroup,
} from '../payroll/parameter-labels';
import type { CatalogueRecord } from '../shared/catalogue';
import { formatDate, isIsoDate } from '../shared/dates';

import { parseDecimalText } from '../shared/decimal-text';
import { defined, tidy, type FieldError } from '../shared/validation';

export * from '../payroll/parameter-labels';

/**
 * The payroll engine's parameters as stored rows (one row = one key from one date), grouped so a clerk
 * finds them, with the rules that keep a change from rewriting the past.
 */

/** Where a row stands today: in force, starting later, or replaced or ended. */
export const PARAMETER_ROW_STATES = ['inForce', 'future', 'past'] as const;
export type ParameterRowState = (typeof PARAMETER_ROW_STATES)[number];

/** A stored parameter row as the API answers it. */
export interface ParameterRow extends CatalogueRecord {
  readonly key: string;
  readonly label: string;
  readonly group: ParameterGroup;
  readonly groupName: string;
  /** The pension scheme of the key (REP, ONP, AFP, an AFP code), or null. */
  readonly scheme: string | null;
  readonly table11Code: string | null;
  readonly effectiveFrom: string;
  readonly effectiveTo: string | null;
  /** Decimal text as the law writes it ('1.37', '12209.11'). */
  readonly value: string;
  readonly unit: (typeof PARAMETER_UNITS)[number];
  readonly source: string;
  readonly confidence: (typeof PARAMETER_CONFIDENCES)[number];
  /** Whether this row is the one in force today for its key. */
  readonly inForce: boolean;
  /** 'inForce' today, 'future' (starts after today) or 'past' (replaced or ended). */
  readonly state: ParameterRowState;
}

export interface ParameterRowInput {
  readonly key: string;
  readonly effectiveFrom: string;
  /** '' or null: until the next row of the key. */
  readonly effectiveTo: string | null;
  readonly value: string;
  readonly source: string;
  readonly confidence: (typeof PARAMETER_CONFIDENCES)[number];
  readonly active: boolean;
}

export const PARAMETER_KEY_MAX = 60;
export const PARAMETER_SOURCE_MAX = 500;
/** Rates as the law writes them (up to 4 decimals); money with 2. */
export const PARAMETER_DECIMALS = 4;
export const PARAMETER_VALUE_MAX = '99999999.9999';

export const PARAMETER_SORTS = ['group', 'key', 'effectiveFrom', 'value', ...RECORD_SORTS] as const;
export type ParameterSort = (typeof PARAMETER_SORTS)[number];
export const PARAMETER_DEFAULT_SORT: ParameterSort = 'group';

export const PARAMETER_MESSAGES = {
  notFound: 'El parámetro no existe.',
  unknownKey: 'Parámetro desconocido por el motor de planillas.',
  wrongScreen: 'Este parámetro se administra en otra pantalla.',
  taken: 'Ya existe un valor de este parámetro desde esa fecha: edite ese registro o elija otra fecha.',
  // The clerk types it in the DD/MM/AAAA picker (the API's own schema already refuses another form).
  date: 'Ingrese una fecha válida (DD/MM/AAAA).',
  endBeforeStart: 'La vigencia final no puede ser anterior a la inicial.',
  source: 'Indique la fuente legal o la decisión que respalda el valor.',
} as const;

const decimalsOf = (text: string): number => {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
};

/** A decimal text as written, tidied: ' 1,370 ' → '1.370'. */
export function cleanParameterValue(text: string): string {
  return text.trim().replace(',', '.');
}

/** Why a parameter value is refused, or undefined. Money has at most 2 decimals, rates 4. */
export function parameterValueProblem(
  text: string,
  unit: (typeof PARAMETER_UNITS)[number],
): string | undefined {
  const value = parseDecimalText(text);
  if (value === undefined) return 'Ingrese un número (por ejemplo 1.37).';
  if (value.isNegative()) return 'El valor no puede ser negativo.';
  const max = unit === 'PEN' || unit === 'PEN/TM' ? 2 : PARAMETER_DECIMALS;
  if (decimalsOf(cleanParameterValue(text)) > max) return `El valor admite como máximo ${max} decimales.`;
  if (value.compare(parseDecimalText(PARAMETER_VALUE_MAX)!) > 0) return 'El valor es demasiado grande.';
  return undefined;
}

export function cleanParameterRow(input: ParameterRowInput): ParameterRowInput {
  const effectiveTo = input.effectiveTo?.trim() ?? '';
  return {
    key: input.key.trim(),
    effectiveFrom: input.effectiveFrom.trim(),
    effectiveTo: effectiveTo === '' ? null : effectiveTo,
    value: cleanParameterValue(input.value),
    source: tidy(input.source),
    confidence: input.confidence,
    active: input.active,
  };
}

/** The rules of a parameter row; `groups` limits the keys to those of the screen. */
export function validateParameterRow(
  raw: ParameterRowInput,
  groups?: readonly ParameterGroup[],
): FieldError[] {
  const input = cleanParameterRow(raw);
  const info = parameterInfo(input.key);
  const keyProblem =
    info === undefined
      ? PARAMETER_MESSAGES.unknownKey
      : groups !== undefined && !groups.includes(info.group)
        ? PARAMETER_MESSAGES.wrongScreen
        : undefined;
  const value = info === undefined ? undefined : parameterValueProblem(input.value, info.unit);
  return defined<FieldError>([
    keyProblem === undefined ? undefined : { field: 'key', message: keyProblem },
    isIsoDate(input.effectiveFrom) ? undefined : { field: 'effectiveFrom', message: PARAMETER_MESSAGES.date },
    input.effectiveTo === null
      ? undefined
      : !isIsoDate(input.effectiveTo)
        ? { field: 'effectiveTo', message: PARAMETER_MESSAGES.date }
        : input.effectiveTo < input.effectiveFrom
          ? { field: 'effectiveTo', message: PARAMETER_MESSAGES.endBeforeStart }
          : undefined,
    value === undefined ? undefined : { field: 'value', message: value },
    input.source.length === 0 || input.source.length > PARAMETER_SOURCE_MAX
      ? { field: 'source', message: PARAMETER_MESSAGES.source }
      : undefined,
  ]);
}

/** What decides whether a stored row may still change. */
export interface PastRule {
  /** Today in Lima. */
  readonly today: string;
  /** Last day of the latest closed week or month, or null when none is closed. */
  readonly latestClosed: string | null;
}

/** A row's effective date is in the past (or in a closed period): the engine may have used it. */
export function isSettled(effectiveFrom: string, rule: PastRule): boolean {
  return effectiveFrom < rule.today || (rule.latestClosed !== null && effectiveFrom <= rule.latestClosed);
}

const changedInForce = (current: ParameterRowInput, next: ParameterRowInput): boolean =>
  current.key !== next.key ||
  current.effectiveFrom !== next.effectiveFrom ||
  (current.effectiveTo ?? null) !== (next.effectiveTo ?? null) ||
  current.value !== next.value ||
  current.active !== next.active;

/**
 * Why an edit is refused, or undefined. A row in force since a past date (or inside a closed period)
 * keeps its key, dates, value and state: the engine may have computed with it. Only its source and
 * confidence may be corrected; a new value is a new row from a later date.
 */
export function editRefusal(
  current: ParameterRowInput,
  next: ParameterRowInput,
  rule: PastRule,
): string | undefined {
  if (!changedInForce(current, next)) return undefined;
  if (rule.latestClosed !== null && current.effectiveFrom <= rule.latestClosed)
    return `No se puede modificar: el valor rige desde el ${formatDate(current.effectiveFrom)}, dentro de un período ya cerrado (hasta el ${formatDate(rule.latestClosed)}). Agregue un nuevo registro vigente desde una fecha posterior.`;
  if (current.effectiveFrom < rule.today)
    return `No se puede modificar: el valor rige desde el ${formatDate(current.effectiveFrom)} y puede haberse usado en planillas ya calculadas. Para cambiarlo, agregue un nuevo registro vigente desde una fecha posterior (hoy o después); solo la fuente y la confianza pueden corregirse.`;
  if (next.effectiveFrom < rule.today)
    return `La nueva vigencia no puede empezar antes de hoy (${formatDate(rule.today)}): cambiaría planillas ya calculadas.`;
  return undefined;
}

/** Why a new row is refused by date, or undefined: it may not start inside a closed period. */
export function createRefusal(input: ParameterRowInput, rule: PastRule): string | undefined {
  if (rule.latestClosed !== null && input.effectiveFrom <= rule.latestClosed)
    return `No se puede agregar un valor desde el ${formatDate(input.effectiveFrom)}: el período hasta el ${formatDate(rule.latestClosed)} ya está cerrado.`;
  return undefined;
}

/** Why a delete is refused, or undefined: a row in force since a past date stays. */
export function deleteRefusal(current: ParameterRowInput, rule: PastRule): string | undefined {
  if (!isSettled(current.effectiveFrom, rule)) return undefined;
  return `No se puede eliminar: el valor rige desde el ${formatDate(current.effectiveFrom)} y puede haberse usado en planillas ya calculadas. Agregue un nuevo registro vigente desde una fecha posterior.`;
}
