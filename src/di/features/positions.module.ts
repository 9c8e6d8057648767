import type { ContainerModule } from 'inversify';
import { ManagePositions, POSITION_RULES } from '../../application/positions/manage-positions';
import { CATALOGUE_PATHS } from '../../application/shared/catalogue-paths';
import { catalogueModule } from '../modules/catalogue.module';

/** Positions (cargo): the catalogue's use cases over the backend. */
export default function positionsModule(): ContainerModule {
  return catalogueModule(ManagePositions, CATALOGUE_PATHS.positions, POSITION_RULES);
}
