import { PLANT_RULES } from '../../application/plants/manage-plants';
import { PLANT_DEFAULT_SORT, PLANT_SORTS } from '../../domain/plants/plant';
import { catalogueScreen } from '../common/catalogue-presenter';

/** Plants (fabrica): RUC, name and port. */
export const PLANTS_SCREEN = catalogueScreen('fabrica', 'plants', PLANT_RULES, PLANT_SORTS, {
  sort: PLANT_DEFAULT_SORT,
  empty: () => ({ ruc: '', name: '', port: '', active: true }),
  nameOf: (p) => p.name,
  cellsOf: (p) => ({ ruc: p.ruc, name: p.name, port: p.port }),
});
