import type { ContainerModule } from 'inversify';
import { COMPANY_RULES, ManageCompanies } from '../../application/companies/manage-companies';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from '../modules/catalogue.module';

/** Companies (empresa): the catalogue's use cases over the backend. */
export default function companiesModule(): ContainerModule {
  return catalogueModule(ManageCompanies, CATALOGUE_PATHS.companies, COMPANY_RULES);
}
