import { FISHING_TYPE_RULES } from '../../application/fishing-types/manage-fishing-types';
import { FISHING_TYPE_DEFAULT_SORT, FISHING_TYPE_SORTS } from '../../domain/fishing-types/fishing-type';
import { catalogueScreen } from '../common/catalogue-presenter';

/** Fishing types (tipo_de_pesca): code (CHI, CHD…) and name. */
export const FISHING_TYPES_SCREEN = catalogueScreen(
  'tipo_de_pesca',
  'fishingTypes',
  FISHING_TYPE_RULES,
  FISHING_TYPE_SORTS,
  {
    sort: FISHING_TYPE_DEFAULT_SORT,
    empty: () => ({ code: '', name: '', active: true }),
    nameOf: (f) => f.code,
    cellsOf: (f) => ({ code: f.code, name: f.name }),
  },
);
