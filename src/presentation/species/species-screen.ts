import { SPECIES_RULES } from '../../application/species/manage-species';
import { SPECIES_DEFAULT_SORT, SPECIES_SORTS } from '../../domain/species/species';
import { catalogueScreen } from '../common/catalogue-presenter';

/** Species (especie): code, common and scientific names, and the fishing type. */
export const SPECIES_SCREEN = catalogueScreen('especie', 'species', SPECIES_RULES, SPECIES_SORTS, {
  sort: SPECIES_DEFAULT_SORT,
  empty: () => ({ code: '', commonName: '', scientificName: '', fishingTypeId: null, active: true }),
  nameOf: (s) => s.commonName,
  cellsOf: (s) => ({
    code: s.code,
    commonName: s.commonName,
    scientificName: s.scientificName,
    fishingTypeName: s.fishingTypeName,
  }),
});
