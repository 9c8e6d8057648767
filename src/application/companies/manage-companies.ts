import {
  cleanCompany,
  validateCompany,
  type Company,
  type CompanyInput,
} from '../../domain/companies/company';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Companies (empresa): the catalogue's use cases with the company's rules. */
export type ManageCompanies = ManageCatalogue<Company, CompanyInput>;
export const ManageCompanies = Symbol.for('ManageCompanies');

export const COMPANY_RULES: CatalogueRules<Company, CompanyInput> = {
  validate: validateCompany,
  clean: cleanCompany,
  inputOf: (c) => ({
    ruc: c.ruc,
    legalName: c.legalName,
    address: c.address,
    vesselOwner: c.vesselOwner,
    active: c.active,
  }),
};
