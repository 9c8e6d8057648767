import type { Position, PositionInput } from '../../domain/positions/position';
import { cleanPosition, validatePosition } from '../../domain/positions/position';
import { catalogueRules, type CatalogueRules, type ManageCatalogue } from '../shared/manage-catalogue';

/** Positions (cargo): the catalogue's use cases with the position's rules. */
export type ManagePositions = ManageCatalogue<Position, PositionInput>;
export const ManagePositions = Symbol.for('ManagePositions');

export const POSITION_RULES: CatalogueRules<Position, PositionInput> = catalogueRules(
  ['code', 'name', 'secCode', 'landDailyRate', 'fixedPay', 'active'],
  validatePosition,
  cleanPosition,
);
