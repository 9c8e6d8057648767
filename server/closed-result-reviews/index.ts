import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { closedResultReviewRoutes } from './routes';
import { ClosedResultReviewService } from './service';

/**
 * The closed result review (docs/fishing-weeks.md): its route, and the review of the current engine
 * revision started once the server is ready, in the background (the product starts and answers
 * meanwhile; a failure is logged, and the next start tries again). Closing the server stops it
 * between two weeks.
 */
export async function closedResultReviewFeature(
  app: FastifyInstance,
  opts: { context: ServerContext; closedResultReview?: 'background' | 'off' },
): Promise<void> {
  const service = new ClosedResultReviewService(opts.context);
  await app.register(closedResultReviewRoutes, { service });
  if (opts.closedResultReview === 'off') return;
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
}
