import { PLANT_RULES } from '../../application/plants/manage-plants';
import {
  PLANT_DEFAULT_SORT,
  PLANT_SORTS,
  type Plant,
  type PlantInput,
  type PlantSort,
} from '../../domain/plants/plant';
import type { CatalogueScreen } from '../common/catalogue-presenter';

/** Plants (fabrica): RUC, name and port. */
export const PLANTS_SCREEN: CatalogueScreen<Plant, PlantInput, PlantSort> = {
  module: 'fabrica',
  texts: 'plants',
  sort: PLANT_DEFAULT_SORT,
  sorts: PLANT_SORTS,
  nameOf: (p) => p.name,
  cellsOf: (p) => ({ ruc: p.ruc, name: p.name, port: p.port }),
  empty: () => ({ ruc: '', name: '', port: '', active: true }),
  valuesOf: PLANT_RULES.inputOf,
};
