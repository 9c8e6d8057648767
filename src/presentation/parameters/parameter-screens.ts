import {
  PARAMETER_RULES,
  PENSION_FUND_RULES,
  SPECIALTY_PAY_RULES,
} from '../../application/parameters/manage-parameters';
import {
  PARAMETER_DEFAULT_SORT,
  PARAMETER_SORTS,
  type ParameterRow,
  type ParameterRowInput,
  type ParameterSort,
} from '../../domain/parameters/parameter-row';
import {
  SPECIALTY_PAY_DEFAULT_SORT,
  SPECIALTY_PAY_SORTS,
  type SpecialtyPay,
  type SpecialtyPayInput,
  type SpecialtyPaySort,
} from '../../domain/parameters/specialty-pay';
import { formatSoles } from '../../domain/shared/decimal-text';
import { formatDate } from '../../domain/shared/dates';
import type { SortOrder } from '../../domain/shared/paging';
import type { CatalogueScreen } from '../common/catalogue-presenter';
import type { Translate } from '../common/screen-state';

/** '1.37 %', 'S/ 5,350.00' (the one money format), '3.92 S/ por TM', '7 UIT'. */
export function parameterValueText(row: Pick<ParameterRow, 'value' | 'unit'>, t: Translate): string {
  if (row.unit === 'PEN') return formatSoles(row.value);
  return `${row.value} ${t(`parameters.units.${row.unit}`)}`;
}

const validity = (r: ParameterRow, t: Translate) =>
  r.effectiveTo === null
    ? t('parameters.from', { date: formatDate(r.effectiveFrom) })
    : t('parameters.fromTo', { from: formatDate(r.effectiveFrom), to: formatDate(r.effectiveTo) });

const parameterCells = (r: ParameterRow, t: Translate) => ({
  group: r.groupName,
  label: r.label,
  scheme: r.scheme ?? '',
  table11Code: r.table11Code ?? '',
  effectiveFrom: validity(r, t),
  value: parameterValueText(r, t),
  inForce: t(`parameters.state.${r.state}`),
  source: `${r.source} (${t(`parameters.confidence.${r.confidence}`)})`,
});

const emptyRow = (key: string): ParameterRowInput => ({
  key,
  effectiveFrom: '',
  effectiveTo: null,
  value: '',
  source: '',
  confidence: 'law',
  active: true,
});

/** A column starts A→Z, but the dates (from, last change) newest first. */
const datesNewestFirst = (sort: string): SortOrder =>
  sort === 'updatedAt' || sort === 'effectiveFrom' ? 'desc' : 'asc';

/** uit: UIT, RMV and every other date-effective rate of the engine, grouped. */
export const PARAMETERS_SCREEN: CatalogueScreen<ParameterRow, ParameterRowInput, ParameterSort> = {
  module: 'uit',
  texts: 'parameters',
  sort: PARAMETER_DEFAULT_SORT,
  sorts: PARAMETER_SORTS,
  firstOrder: datesNewestFirst,
  nameOf: (r) => `${r.label} (${formatDate(r.effectiveFrom)})`,
  cellsOf: parameterCells,
  empty: () => emptyRow('uit'),
  valuesOf: PARAMETER_RULES.inputOf,
};

/** fondo_de_pension: each scheme's rates and insurable cap, from a date. */
export const PENSION_FUNDS_SCREEN: CatalogueScreen<ParameterRow, ParameterRowInput, ParameterSort> = {
  ...PARAMETERS_SCREEN,
  module: 'fondo_de_pension',
  texts: 'pensionFunds',
  sort: 'key',
  empty: () => emptyRow('afp.INTEGRA.insurableCap'),
  valuesOf: PENSION_FUND_RULES.inputOf,
};

/** pago_por_especialidad: partes and specialty bonus per position, from a date. */
export const SPECIALTY_PAY_SCREEN: CatalogueScreen<SpecialtyPay, SpecialtyPayInput, SpecialtyPaySort> = {
  module: 'pago_por_especialidad',
  texts: 'specialtyPay',
  sort: SPECIALTY_PAY_DEFAULT_SORT,
  sorts: SPECIALTY_PAY_SORTS,
  firstOrder: datesNewestFirst,
  nameOf: (r) => `${r.positionName} (${formatDate(r.effectiveFrom)})`,
  cellsOf: (r, t) => ({
    positionName: r.positionName,
    fishingTypeName: r.fishingTypeName ?? t('specialtyPay.anyFishingType'),
    vesselName: r.vesselName ?? t('specialtyPay.anyVessel'),
    effectiveFrom: formatDate(r.effectiveFrom),
    shares: r.shares,
    bonus: formatSoles(r.bonus),
  }),
  empty: () => ({
    positionId: null,
    fishingTypeId: null,
    vesselId: null,
    effectiveFrom: '',
    shares: '1.00',
    bonus: '0.00',
    source: '',
    active: true,
  }),
  valuesOf: SPECIALTY_PAY_RULES.inputOf,
};
