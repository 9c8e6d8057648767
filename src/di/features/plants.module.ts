import type { ContainerModule } from 'inversify';
import { ManagePlants, PLANT_RULES } from '../../application/plants/manage-plants';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from '../modules/catalogue.module';

/** Plants (fabrica): the catalogue's use cases over the backend. */
export default function plantsModule(): ContainerModule {
  return catalogueModule(ManagePlants, CATALOGUE_PATHS.plants, PLANT_RULES);
}
