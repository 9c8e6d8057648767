import type { ParameterGroup, ParameterRow, ParameterRowInput } from '../../domain/parameters/parameter-row';
import { cleanParameterRow, validateParameterRow } from '../../domain/parameters/parameter-row';
import {
  cleanSpecialtyPay,
  validateSpecialtyPay,
  type SpecialtyPay,
  type SpecialtyPayInput,
} from '../../domain/parameters/specialty-pay';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** uit: the engine's date-effective parameters except the pension schemes. */
export type ManageParameters = ManageCatalogue<ParameterRow, ParameterRowInput>;
export const ManageParameters = Symbol.for('ManageParameters');

/** fondo_de_pension: the pension schemes' rates and caps (REP, ONP, each AFP). */
export type ManagePensionFunds = ManageCatalogue<ParameterRow, ParameterRowInput>;
export const ManagePensionFunds = Symbol.for('ManagePensionFunds');

/** pago_por_especialidad: partes and specialty bonus per position. */
export type ManageSpecialtyPay = ManageCatalogue<SpecialtyPay, SpecialtyPayInput>;
export const ManageSpecialtyPay = Symbol.for('ManageSpecialtyPay');

export const GENERAL_GROUPS: readonly ParameterGroup[] = [
  'tributos',
  'remuneracion',
  'aportes',
  'beneficios',
  'pesca',
];
export const PENSION_GROUPS: readonly ParameterGroup[] = ['pensiones'];

const parameterRules = (groups: readonly ParameterGroup[]): CatalogueRules<ParameterRow, ParameterRowInput> =>
  catalogueRules(
    ['key', 'effectiveFrom', 'effectiveTo', 'value', 'source', 'confidence', 'active'],
    (input: ParameterRowInput) => validateParameterRow(input, groups),
    cleanParameterRow,
  );

export const PARAMETER_RULES = parameterRules(GENERAL_GROUPS);
export const PENSION_FUND_RULES = parameterRules(PENSION_GROUPS);

export const SPECIALTY_PAY_RULES: CatalogueRules<SpecialtyPay, SpecialtyPayInput> = catalogueRules(
  ['positionId', 'fishingTypeId', 'vesselId', 'effectiveFrom', 'shares', 'bonus', 'source', 'active'],
  validateSpecialtyPay,
  cleanSpecialtyPay,
);
