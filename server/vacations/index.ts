import { serviceFeature, type ServerFeature } from '../kit/feature';
import { serviceOnStore } from '../kit/service-on-store';
import { vacationRoutes } from './routes';
import { VacationService } from './service';
import { VacationStore } from './store';

/** The vacations' service on its store: what other features (workers) use of the vacations. */
export const createVacationService = serviceOnStore(VacationService, VacationStore);

/** Vacation rest taken and pending, in days (docs/months.md). */
export const vacationFeature: ServerFeature = serviceFeature(
  'vacations',
  vacationRoutes,
  createVacationService,
);
