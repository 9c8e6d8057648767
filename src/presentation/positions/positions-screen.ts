import { POSITION_RULES } from '../../application/positions/manage-positions';
import { POSITION_DEFAULT_SORT, POSITION_SORTS } from '../../domain/positions/position';
import { formatSoles } from '../../domain/shared/decimal-text';
import { catalogueScreen, yesNo } from '../common/catalogue-presenter';

/**
 * Positions (cargo): PLAME code, name, the partes in force today (read from pago_por_especialidad, or
 * «Sin partes» with a link to register them), land-work daily rate and the fixed-pay flag.
 */
export const POSITIONS_SCREEN = catalogueScreen('cargo', 'positions', POSITION_RULES, POSITION_SORTS, {
  sort: POSITION_DEFAULT_SORT,
  empty: () => ({
    code: '',
    name: '',
    secCode: '',
    landDailyRate: '',
    fixedPay: false,
    active: true,
  }),
  nameOf: (p) => p.name,
  cellsOf: (p, t) => ({
    code: p.code,
    name: p.name,
    sharesToday: p.sharesToday ?? t('positions.noShares'),
    landDailyRate: formatSoles(p.landDailyRate),
    fixedPay: yesNo(t, p.fixedPay),
  }),
});
