import type { ContainerModule } from 'inversify';
import { FISHING_TYPE_RULES, ManageFishingTypes } from '../../application/fishing-types/manage-fishing-types';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from '../modules/catalogue.module';

/** Fishing types (tipo_de_pesca): the catalogue's use cases over the backend. */
export default function fishingTypesModule(): ContainerModule {
  return catalogueModule(ManageFishingTypes, CATALOGUE_PATHS.fishingTypes, FISHING_TYPE_RULES);
}
