import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { bankPaymentRoutes } from './routes';
import { BankPaymentService } from './service';

/** The bank payment file (BCP Telecrédito) of a closed week's net pay. */
export async function bankPaymentFeature(
  app: FastifyInstance,
  opts: { context: ServerContext },
): Promise<void> {
  await app.register(bankPaymentRoutes, {
    service: new BankPaymentService(opts.context),
    context: opts.context,
  });
}
