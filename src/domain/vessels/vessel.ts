import { type CatalogueRecord, textLength, RECORD_SORTS } from '../shared/catalogue';
import { cleanDecimalText, decimalTextProblem, positiveRule, type DecimalRule } from '../shared/decimal-text';
import { byEffectiveDate, effectiveDateProblems, inForceOn } from '../shared/effective-dated';
import { defined, tidy, type FieldError } from '../shared/validation';

/**
 * The crew share percentage of a vessel from a date on: the part of the catch value that goes to the
 * crew. A change applies from its date; an older week keeps the value in force then.
 */
export interface VesselShare {
  /** 'YYYY-MM-DD'. */
  readonly effectiveFrom: string;
  /** '22.40' (percent, 0–100, two decimals). */
  readonly percent: string;
}

/** A fishing vessel (embarcación), owned by a company. */
export interface Vessel extends CatalogueRecord {
  /** Matrícula: unique, upper case ('CO-21345-PM'). */
  readonly registration: string;
  readonly name: string;
  readonly companyId: number;
  /** The owner company's legal name (read only). */
  readonly companyName: string;
  /** Hold capacity in m³ ('350.00'). */
  readonly holdCapacityM3: string;
  /** The crew is affiliated to the union (union dues are withheld). */
  readonly unionAffiliated: boolean;
  /** The share in force today (read only); null when every row starts later. */
  readonly sharePercent: string | null;
  /** Oldest first; at least one row. */
  readonly shareHistory: readonly VesselShare[];
}

export interface VesselInput {
  readonly registration: string;
  readonly name: string;
  /** null while the form has none chosen. */
  readonly companyId: number | null;
  readonly holdCapacityM3: string;
  readonly unionAffiliated: boolean;
  readonly shareHistory: readonly VesselShare[];
  readonly active: boolean;
}

export const VESSEL_REGISTRATION_MAX = 20;
export const VESSEL_NAME_MIN = 2;
export const VESSEL_NAME_MAX = 100;
export const VESSEL_HOLD_CAPACITY = positiveRule('9999.99');
export const VESSEL_SHARE_PERCENT: DecimalRule = { decimals: 2, min: '0', max: '100' };
/** The most rows a share history keeps. */
export const VESSEL_SHARE_HISTORY_MAX = 100;
/** Matrícula: letters, digits and '-' ('CO-21345-PM'). */
export const VESSEL_REGISTRATION_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;

export const VESSEL_SORTS = [
  'name',
  'registration',
  'companyName',
  'holdCapacityM3',
  'sharePercent',
  'unionAffiliated',
  ...RECORD_SORTS,
] as const;
export type VesselSort = (typeof VESSEL_SORTS)[number];
export const VESSEL_DEFAULT_SORT: VesselSort = 'name';

export const VESSEL_MESSAGES = {
  notFound: 'La embarcación no existe.',
  registrationTaken: 'Ya existe una embarcación con esa matrícula.',
  registrationFormat: 'La matrícula solo admite letras, números y guiones.',
  companyRequired: 'Seleccione la empresa propietaria.',
  companyUnknown: 'La empresa no existe.',
  companyInactive: 'La empresa está desactivada: elija una activa.',
  shareHistoryRequired: 'Indique al menos un porcentaje de participación con su fecha de vigencia.',
  shareHistoryTooLong: `La historia de participación admite como máximo ${VESSEL_SHARE_HISTORY_MAX} filas.`,
} as const;

/** The crew share percentage in force on `date` ('YYYY-MM-DD'), or null before the first row. */
export const vesselShareOn = (history: readonly VesselShare[], date: string): string | null =>
  inForceOn(history, date)?.percent ?? null;

/** The vessel as it will be saved: tidy texts, upper-case matrícula, numbers with two decimals, history by date. */
export function cleanVessel(input: VesselInput): VesselInput {
  return {
    registration: tidy(input.registration).toUpperCase(),
    name: tidy(input.name),
    companyId: input.companyId,
    holdCapacityM3: cleanDecimalText(input.holdCapacityM3, VESSEL_HOLD_CAPACITY.decimals),
    unionAffiliated: input.unionAffiliated,
    shareHistory: byEffectiveDate(
      input.shareHistory.map((row) => ({
        effectiveFrom: row.effectiveFrom.trim(),
        percent: cleanDecimalText(row.percent, VESSEL_SHARE_PERCENT.decimals),
      })),
    ),
    active: input.active,
  };
}

/**
 * The rules of a vessel (unique matrícula and an existing, active company are checked by the server).
 * Errors of the history name the row as it was sent: 'shareHistory.2.percent'.
 */
export function validateVessel(input: VesselInput): FieldError[] {
  const registration = tidy(input.registration).toUpperCase();
  const capacity = decimalTextProblem(
    input.holdCapacityM3,
    VESSEL_HOLD_CAPACITY,
    'La capacidad de bodega',
    'f',
  );
  const errors = defined<FieldError>([
    textLength('registration', registration, 1, VESSEL_REGISTRATION_MAX, 'La matrícula', 'f') ??
      (VESSEL_REGISTRATION_PATTERN.test(registration)
        ? undefined
        : { field: 'registration', message: VESSEL_MESSAGES.registrationFormat }),
    textLength('name', tidy(input.name), VESSEL_NAME_MIN, VESSEL_NAME_MAX, 'El nombre'),
    input.companyId === null || !Number.isInteger(input.companyId) || input.companyId < 1
      ? { field: 'companyId', message: VESSEL_MESSAGES.companyRequired }
      : undefined,
    capacity === undefined ? undefined : { field: 'holdCapacityM3', message: capacity },
  ]);
  const history = input.shareHistory;
  if (history.length === 0) {
    errors.push({ field: 'shareHistory', message: VESSEL_MESSAGES.shareHistoryRequired });
  } else if (history.length > VESSEL_SHARE_HISTORY_MAX) {
    errors.push({ field: 'shareHistory', message: VESSEL_MESSAGES.shareHistoryTooLong });
  } else {
    const dates = effectiveDateProblems(history.map((row) => ({ effectiveFrom: row.effectiveFrom.trim() })));
    history.forEach((row, index) => {
      const date = dates[index];
      if (date !== undefined) errors.push({ field: `shareHistory.${index}.effectiveFrom`, message: date });
      const percent = decimalTextProblem(row.percent, VESSEL_SHARE_PERCENT, 'El porcentaje de participación');
      if (percent !== undefined) errors.push({ field: `shareHistory.${index}.percent`, message: percent });
    });
  }
  return errors;
}
