import { COMPANY_RULES } from '../../application/companies/manage-companies';
import {
  COMPANY_DEFAULT_SORT,
  COMPANY_SORTS,
  type Company,
  type CompanyInput,
  type CompanySort,
} from '../../domain/companies/company';
import { yesNo, type CatalogueScreen } from '../common/catalogue-presenter';

/** Companies (empresa): RUC, razón social, address and the vessel-owner flag. */
export const COMPANIES_SCREEN: CatalogueScreen<Company, CompanyInput, CompanySort> = {
  module: 'empresa',
  texts: 'companies',
  sort: COMPANY_DEFAULT_SORT,
  sorts: COMPANY_SORTS,
  nameOf: (c) => c.legalName,
  cellsOf: (c, t) => ({
    ruc: c.ruc,
    legalName: c.legalName,
    address: c.address,
    vesselOwner: yesNo(t, c.vesselOwner),
  }),
  empty: () => ({ ruc: '', legalName: '', address: '', vesselOwner: false, active: true }),
  valuesOf: COMPANY_RULES.inputOf,
};
