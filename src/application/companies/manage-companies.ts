import type { Company, CompanyInput } from '../../domain/companies/company';
import { cleanCompany, validateCompany } from '../../domain/companies/company';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** Companies (empresa): the catalogue's use cases with the company's rules. */
export type ManageCompanies = ManageCatalogue<Company, CompanyInput>;
export const ManageCompanies = Symbol.for('ManageCompanies');

export const COMPANY_RULES: CatalogueRules<Company, CompanyInput> = catalogueRules(
  ['ruc', 'legalName', 'address', 'vesselOwner', 'active'],
  validateCompany,
  cleanCompany,
);
