import {
  cleanFishingType,
  validateFishingType,
  type FishingType,
  type FishingTypeInput,
} from '../../domain/fishing-types/fishing-type';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Fishing types (tipo_de_pesca): the catalogue's use cases with the fishing type's rules. */
export type ManageFishingTypes = ManageCatalogue<FishingType, FishingTypeInput>;
export const ManageFishingTypes = Symbol.for('ManageFishingTypes');

export const FISHING_TYPE_RULES: CatalogueRules<FishingType, FishingTypeInput> = {
  validate: validateFishingType,
  clean: cleanFishingType,
  inputOf: (f) => ({ code: f.code, name: f.name, active: f.active }),
};
