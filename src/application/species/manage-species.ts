import { cleanSpecies, validateSpecies, type Species, type SpeciesInput } from '../../domain/species/species';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Species (especie): the catalogue's use cases with the species' rules; the form chooses a fishing type. */
export type ManageSpecies = ManageCatalogue<Species, SpeciesInput>;
export const ManageSpecies = Symbol.for('ManageSpecies');

export const SPECIES_RULES: CatalogueRules<Species, SpeciesInput> = {
  validate: validateSpecies,
  clean: cleanSpecies,
  inputOf: (s) => ({
    code: s.code,
    commonName: s.commonName,
    scientificName: s.scientificName,
    fishingTypeId: s.fishingTypeId,
    active: s.active,
  }),
};
