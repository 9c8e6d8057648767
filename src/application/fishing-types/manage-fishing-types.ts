import type { FishingType, FishingTypeInput } from '../../domain/fishing-types/fishing-type';
import { cleanFishingType, validateFishingType } from '../../domain/fishing-types/fishing-type';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** Fishing types (tipo_de_pesca): the catalogue's use cases with the fishing type's rules. */
export type ManageFishingTypes = ManageCatalogue<FishingType, FishingTypeInput>;
export const ManageFishingTypes = Symbol.for('ManageFishingTypes');

export const FISHING_TYPE_RULES: CatalogueRules<FishingType, FishingTypeInput> = catalogueRules(
  ['code', 'name', 'active'],
  validateFishingType,
  cleanFishingType,
);
