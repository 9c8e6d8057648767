import { FISHING_TYPE_RULES } from '../../application/fishing-types/manage-fishing-types';
import {
  FISHING_TYPE_DEFAULT_SORT,
  FISHING_TYPE_SORTS,
  type FishingType,
  type FishingTypeInput,
  type FishingTypeSort,
} from '../../domain/fishing-types/fishing-type';
import type { CatalogueScreen } from '../common/catalogue-presenter';

/** Fishing types (tipo_de_pesca): code (CHI, CHD…) and name. */
export const FISHING_TYPES_SCREEN: CatalogueScreen<FishingType, FishingTypeInput, FishingTypeSort> = {
  module: 'tipo_de_pesca',
  texts: 'fishingTypes',
  sort: FISHING_TYPE_DEFAULT_SORT,
  sorts: FISHING_TYPE_SORTS,
  nameOf: (f) => f.code,
  cellsOf: (f) => ({ code: f.code, name: f.name }),
  empty: () => ({ code: '', name: '', active: true }),
  valuesOf: FISHING_TYPE_RULES.inputOf,
};
