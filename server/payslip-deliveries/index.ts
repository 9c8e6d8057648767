import type { ServerContext } from '../context';
import { createUserService } from '../admin';
import type { ServerFeature } from '../kit/feature';
import { createPayslipService, payslipPdfBuffer } from '../payslips';
import { PayslipPublication } from './publication';
import { payslipDeliveryRoutes } from './routes';
import { PayslipDeliveryService } from './service';
import { createPayslipSigner } from './signature';
import { PayslipDeliveryStore } from './store';

/** What the fishing weeks use: a closed week's payslips published to its workers. */
export const createPayslipPublication = (context: ServerContext): PayslipPublication =>
  new PayslipPublication(context, new PayslipDeliveryStore(), createPayslipService(context));

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md): «Mis boletas» for the workers, each week's
 * deliveries for the office, and the workers' invitations. A configured certificate is checked at
 * start: a server that cannot sign does not start.
 */
export const payslipDeliveryFeature: ServerFeature = {
  name: 'payslip-deliveries',
  register: async (app, { context, identity, access }) => {
    const store = new PayslipDeliveryStore();
    const payslips = createPayslipService(context);
    const signer = createPayslipSigner(context, store);
    if (context.config.payslipSigning) await signer.ready();
    const service = new PayslipDeliveryService(
      context,
      store,
      { payslips, pdf: payslipPdfBuffer },
      new PayslipPublication(context, store, payslips),
      signer,
      {
        users: createUserService(context, identity.admin),
        pool: identity.admin,
        workerRoleId: () => access.workerRoleId(),
      },
    );
    await app.register(payslipDeliveryRoutes, { service });
  },
};
