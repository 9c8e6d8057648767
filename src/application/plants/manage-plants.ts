import { cleanPlant, validatePlant, type Plant, type PlantInput } from '../../domain/plants/plant';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** Plants (fabrica): the catalogue's use cases with the plant's rules. */
export type ManagePlants = ManageCatalogue<Plant, PlantInput>;
export const ManagePlants = Symbol.for('ManagePlants');

export const PLANT_RULES: CatalogueRules<Plant, PlantInput> = catalogueRules(
  ['ruc', 'name', 'port', 'active'],
  validatePlant,
  cleanPlant,
);
