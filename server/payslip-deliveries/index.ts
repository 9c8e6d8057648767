import type { ServerContext } from '../context';
import { createUserService } from '../admin';
import type { ServerFeature } from '../kit/feature';
import { createPayslipService, payslipPdfBuffer } from '../payslips';
import { createPayslipMailer } from './mail';
import { PayslipPublication } from './publication';
import { payslipDeliveryRoutes } from './routes';
import { PayslipDeliveryService } from './service';
import { createPayslipSigner, type LoadedPayslipSigner } from './signature';
import { PayslipDeliveryStore } from './store';
import { payslipDeliveryTestHooks } from './test-hooks';

/**
 * The publication of one server (its signer and mailer), shared by the weeks that publish and the
 * deliveries that serve: built once per context.
 */
const publications = new WeakMap<
  ServerContext,
  { publication: PayslipPublication; signer: LoadedPayslipSigner }
>();

function publishingOf(context: ServerContext) {
  let publishing = publications.get(context);
  if (!publishing) {
    const store = new PayslipDeliveryStore();
    const signer = createPayslipSigner(context, store);
    const documents = { payslips: createPayslipService(context), pdf: payslipPdfBuffer, signer };
    const publication = new PayslipPublication(
      context,
      store,
      documents,
      createPayslipMailer(context.config),
    );
    publishing = { publication, signer };
    publications.set(context, publishing);
  }
  return publishing;
}

/** What the fishing weeks use: a closed week's payslips published to its workers. */
export const createPayslipPublication = (context: ServerContext): PayslipPublication =>
  publishingOf(context).publication;

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md): «Mis boletas» for the workers, each week's
 * deliveries for the office, and the workers' invitations. A configured certificate is checked at
 * start: a server that cannot sign does not start.
 */
export const payslipDeliveryFeature: ServerFeature = {
  name: 'payslip-deliveries',
  register: async (app, { context, identity, access }) => {
    const { publication, signer } = publishingOf(context);
    publication.useLog(app.log);
    const documents = publication.documents;
    if (context.config.payslipSigning) await signer.ready();
    const service = new PayslipDeliveryService(context, new PayslipDeliveryStore(), documents, publication, {
      users: createUserService(context, identity.admin),
      pool: identity.admin,
      workerRoleId: () => access.workerRoleId(),
    });
    await app.register(payslipDeliveryRoutes, { service });
    if (context.config.testMode) await app.register(payslipDeliveryTestHooks, { mailer: publication.mailer });
    // Without SMTP nothing is e-mailed, so there is nothing to resume.
    if (context.config.smtpUrl) app.addHook('onReady', async () => publication.resumeMail());
    app.addHook('onClose', async () => {
      await publication.idle();
      publication.mailer.close();
    });
  },
};
