import type { ServerContext } from '../context';
import { createWeeksOfMonth } from '../fishing-weeks';
import type { ServerFeature } from '../kit/feature';
import { closedResultReviewRoutes } from './routes';
import { ClosedResultReviewService } from './service';
import { ClosedResultReviewStore } from './store';

/**
 * The review's service on its store, reading the closed weeks through the weeks' feature; the weeks use
 * it to forget a week's findings. `revision`: the engine revision reviewed (the current one by default).
 */
export const createClosedResultReviewService = (
  context: ServerContext,
  revision?: string,
): ClosedResultReviewService =>
  new ClosedResultReviewService(context, new ClosedResultReviewStore(), createWeeksOfMonth(), revision);

/**
 * The closed result review (docs/fishing-weeks.md): its route, and the review of the current engine
 * revision started once the server is ready, in the background (the product starts and answers
 * meanwhile; a failure is logged, and the next start tries again). Closing the server stops it
 * between two weeks.
 */
export const closedResultReviewFeature: ServerFeature = {
  name: 'closed-result-reviews',
  register: async (app, { context }) => {
    const service = createClosedResultReviewService(context);
    await app.register(closedResultReviewRoutes, { service });
    let running: Promise<void> | null = null;
    const stop = { stopped: false };
    app.addHook('onReady', async () => {
      running = service
        .reviewOnce(stop)
        .then((ran) => {
          if (ran) app.log.info('closed result review finished');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'closed result review failed'));
    });
    app.addHook('onClose', async () => {
      stop.stopped = true;
      await running;
    });
  },
};
