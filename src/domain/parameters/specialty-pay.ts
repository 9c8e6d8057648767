import type { CatalogueRecord } from '../shared/catalogue';
import { CATALOGUE_MESSAGES, RECORD_SORTS } from '../shared/catalogue';
import { isIsoDate } from '../shared/dates';
import { cleanDecimalText, decimalTextProblem, type DecimalRule } from '../shared/decimal-text';
import { defined, tidy, type FieldError } from '../shared/validation';
import { PARAMETER_MESSAGES, PARAMETER_SOURCE_MAX } from './parameter-row';

/**
 * Partes and specialty bonus per position (pago_por_especialidad), optionally only for one fishing
 * type or one vessel, in force from a date (fishing-payroll-peru.md §1).
 */
export interface SpecialtyPay extends CatalogueRecord {
  readonly positionId: number;
  readonly positionName: string;
  readonly fishingTypeId: number | null;
  readonly fishingTypeName: string | null;
  readonly vesselId: number | null;
  readonly vesselName: string | null;
  readonly effectiveFrom: string;
  /** Partes of the catch share ('1.25'). */
  readonly shares: string;
  /** Soles per fishing day on board in the position ('0.00' when none). */
  readonly bonus: string;
  readonly source: string;
}

export interface SpecialtyPayInput {
  readonly positionId: number | null;
  readonly fishingTypeId: number | null;
  readonly vesselId: number | null;
  readonly effectiveFrom: string;
  readonly shares: string;
  readonly bonus: string;
  readonly source: string;
  readonly active: boolean;
}

export const SPECIALTY_SHARES: DecimalRule = { decimals: 2, min: '0', max: '99.99' };
export const SPECIALTY_BONUS: DecimalRule = { decimals: 2, min: '0', max: '9999999.99' };

export const SPECIALTY_PAY_SORTS = [
  'positionName',
  'fishingTypeName',
  'vesselName',
  'effectiveFrom',
  'shares',
  'bonus',
  ...RECORD_SORTS,
] as const;
export type SpecialtyPaySort = (typeof SPECIALTY_PAY_SORTS)[number];
export const SPECIALTY_PAY_DEFAULT_SORT: SpecialtyPaySort = 'positionName';

export const SPECIALTY_PAY_MESSAGES = {
  notFound: 'El pago por especialidad no existe.',
  taken: 'Ya existe un pago para ese cargo, tipo de pesca y embarcación desde esa fecha.',
  positionUnknown: 'El cargo no existe.',
  positionInactive: 'El cargo está inactivo.',
  fishingTypeUnknown: 'El tipo de pesca no existe.',
  vesselUnknown: 'La embarcación no existe.',
} as const;

export function cleanSpecialtyPay(input: SpecialtyPayInput): SpecialtyPayInput {
  return {
    positionId: input.positionId,
    fishingTypeId: input.fishingTypeId,
    vesselId: input.vesselId,
    effectiveFrom: input.effectiveFrom.trim(),
    shares: cleanDecimalText(input.shares, SPECIALTY_SHARES.decimals),
    bonus: cleanDecimalText(input.bonus === '' ? '0' : input.bonus, SPECIALTY_BONUS.decimals),
    source: tidy(input.source),
    active: input.active,
  };
}

export function validateSpecialtyPay(input: SpecialtyPayInput): FieldError[] {
  const shares = decimalTextProblem(input.shares, SPECIALTY_SHARES, 'El número de partes');
  const bonus =
    input.bonus.trim() === ''
      ? undefined
      : decimalTextProblem(input.bonus, SPECIALTY_BONUS, 'La bonificación', 'f');
  const source = tidy(input.source);
  return defined<FieldError>([
    input.positionId === null
      ? { field: 'positionId', message: CATALOGUE_MESSAGES.optionRequired }
      : undefined,
    isIsoDate(input.effectiveFrom.trim())
      ? undefined
      : { field: 'effectiveFrom', message: PARAMETER_MESSAGES.date },
    shares === undefined ? undefined : { field: 'shares', message: shares },
    bonus === undefined ? undefined : { field: 'bonus', message: bonus },
    source.length > PARAMETER_SOURCE_MAX
      ? { field: 'source', message: PARAMETER_MESSAGES.source }
      : undefined,
  ]);
}
