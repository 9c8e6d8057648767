import type { ContainerModule } from 'inversify';
import { ManageSpecies, SPECIES_RULES } from '../../application/species/manage-species';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from '../modules/catalogue.module';

/** Species (especie), choosing their fishing type: the catalogue's use cases over the backend. */
export default function speciesModule(): ContainerModule {
  return catalogueModule(ManageSpecies, CATALOGUE_PATHS.species, SPECIES_RULES, {
    fishingTypeId: CATALOGUE_PATHS.fishingTypes,
  });
}
