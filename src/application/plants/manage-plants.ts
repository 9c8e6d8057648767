import { cleanPlant, validatePlant, type Plant, type PlantInput } from '../../domain/plants/plant';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Plants (fabrica): the catalogue's use cases with the plant's rules. */
export type ManagePlants = ManageCatalogue<Plant, PlantInput>;
export const ManagePlants = Symbol.for('ManagePlants');

export const PLANT_RULES: CatalogueRules<Plant, PlantInput> = {
  validate: validatePlant,
  clean: cleanPlant,
  inputOf: (p) => ({ ruc: p.ruc, name: p.name, port: p.port, active: p.active }),
};
