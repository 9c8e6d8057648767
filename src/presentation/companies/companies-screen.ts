import { COMPANY_RULES } from '../../application/companies/manage-companies';
import { COMPANY_DEFAULT_SORT, COMPANY_SORTS } from '../../domain/companies/company';
import { catalogueScreen, yesNo } from '../common/catalogue-presenter';

/** Companies (empresa): RUC, razón social, address and the vessel-owner flag. */
export const COMPANIES_SCREEN = catalogueScreen('empresa', 'companies', COMPANY_RULES, COMPANY_SORTS, {
  sort: COMPANY_DEFAULT_SORT,
  empty: () => ({ ruc: '', legalName: '', address: '', vesselOwner: false, active: true }),
  nameOf: (c) => c.legalName,
  cellsOf: (c, t) => ({
    ruc: c.ruc,
    legalName: c.legalName,
    address: c.address,
    vesselOwner: yesNo(t, c.vesselOwner),
  }),
});
