import { IncomeTaxBalanceService } from './service';
import { IncomeTaxBalanceStore } from './store';

export { IncomeTaxBalanceService, INCOME_TAX_BALANCE_MESSAGES } from './service';

/**
 * The income tax balances the months write and the weeks withhold (docs/payroll.md "Income tax the
 * monthly run cannot cover"): no routes of their own, the months' and the weeks' screens show them.
 */
export const createIncomeTaxBalanceService = (): IncomeTaxBalanceService =>
  new IncomeTaxBalanceService(new IncomeTaxBalanceStore());
