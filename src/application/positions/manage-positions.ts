import {
  cleanPosition,
  validatePosition,
  type Position,
  type PositionInput,
} from '../../domain/positions/position';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Positions (cargo): the catalogue's use cases with the position's rules. */
export type ManagePositions = ManageCatalogue<Position, PositionInput>;
export const ManagePositions = Symbol.for('ManagePositions');

export const POSITION_RULES: CatalogueRules<Position, PositionInput> = {
  validate: validatePosition,
  clean: cleanPosition,
  inputOf: (p) => ({
    code: p.code,
    name: p.name,
    secCode: p.secCode,
    landDailyRate: p.landDailyRate,
    fixedPay: p.fixedPay,
    active: p.active,
  }),
};
