import type { ServerFeature } from '../kit/feature';
import { closedResultReviewRoutes } from './routes';
import { ClosedResultReviewService } from './service';
import { ClosedResultReviewStore } from './store';

/**
 * The closed result review (docs/fishing-weeks.md): its route, and the review of the current engine
 * revision started once the server is ready, in the background (the product starts and answers
 * meanwhile; a failure is logged, and the next start tries again). Closing the server stops it
 * between two weeks.
 */
export const closedResultReviewFeature: ServerFeature = {
  name: 'closed-result-reviews',
  register: async (app, { context }) => {
    const service = new ClosedResultReviewService(context, undefined, new ClosedResultReviewStore());
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
