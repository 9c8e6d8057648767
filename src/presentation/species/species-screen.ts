import { SPECIES_RULES } from '../../application/species/manage-species';
import {
  SPECIES_DEFAULT_SORT,
  SPECIES_SORTS,
  type Species,
  type SpeciesInput,
  type SpeciesSort,
} from '../../domain/species/species';
import type { CatalogueScreen } from '../common/catalogue-presenter';

/** Species (especie): code, common and scientific names, and the fishing type. */
export const SPECIES_SCREEN: CatalogueScreen<Species, SpeciesInput, SpeciesSort> = {
  module: 'especie',
  texts: 'species',
  sort: SPECIES_DEFAULT_SORT,
  sorts: SPECIES_SORTS,
  nameOf: (s) => s.commonName,
  cellsOf: (s) => ({
    code: s.code,
    commonName: s.commonName,
    scientificName: s.scientificName,
    fishingTypeName: s.fishingTypeName,
  }),
  empty: () => ({ code: '', commonName: '', scientificName: '', fishingTypeId: null, active: true }),
  valuesOf: SPECIES_RULES.inputOf,
};
