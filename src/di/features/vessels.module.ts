import type { ContainerModule } from 'inversify';
import { ManageVessels, VESSEL_RULES } from '../../application/vessels/manage-vessels';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from '../modules/catalogue.module';

/** Vessels (embarcacion), choosing their company: the catalogue's use cases over the backend. */
export default function vesselsModule(): ContainerModule {
  return catalogueModule(ManageVessels, CATALOGUE_PATHS.vessels, VESSEL_RULES, {
    companyId: CATALOGUE_PATHS.companies,
  });
}
