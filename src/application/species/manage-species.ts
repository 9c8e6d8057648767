import { cleanSpecies, validateSpecies, type Species, type SpeciesInput } from '../../domain/species/species';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** Species (especie): the catalogue's use cases with the species' rules; the form chooses a fishing type. */
export type ManageSpecies = ManageCatalogue<Species, SpeciesInput>;
export const ManageSpecies = Symbol.for('ManageSpecies');

export const SPECIES_RULES: CatalogueRules<Species, SpeciesInput> = catalogueRules(
  ['code', 'commonName', 'scientificName', 'fishingTypeId', 'active'],
  validateSpecies,
  cleanSpecies,
);
