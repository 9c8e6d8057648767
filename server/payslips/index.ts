import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { payslipRoutes } from './routes';
import { PayslipService } from './service';

/** Payslips (boletas de pago) of closed fishing weeks, as PDF. */
export async function payslipFeature(app: FastifyInstance, opts: { context: ServerContext }): Promise<void> {
  await app.register(payslipRoutes, { service: new PayslipService(opts.context), context: opts.context });
}
