import { serviceFeature, type ServerFeature } from '../kit/feature';
import { serviceOnStore } from '../kit/service-on-store';
import { courtOrderRoutes } from './routes';
import { CourtOrderService } from './service';
import { CourtOrderStore } from './store';

/** The court orders' service on its store: what other features (workers, weeks) use of them. */
export const createCourtOrderService = serviceOnStore(CourtOrderService, CourtOrderStore);

/** Court orders: judicial withholdings paid to a beneficiary (docs/court-orders.md). */
export const courtOrderFeature: ServerFeature = serviceFeature(
  'court-orders',
  courtOrderRoutes,
  createCourtOrderService,
);
