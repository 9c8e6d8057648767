import type { ServerContext } from '../context';
import { createUserService } from '../admin';
import type { ServerFeature } from '../kit/feature';
import { createDeclarationService } from '../income-tax-declarations';
import { createMonthService } from '../months';
import { createPayslipService, payslipPdfBuffer } from '../payslips';
import { DeliveryDocuments } from './documents';
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
    const documents = new DeliveryDocuments({
      payslips: createPayslipService(context),
      months: createMonthService(context, createDeclarationService(context)),
      payslipPdf: payslipPdfBuffer,
    });
    const publication = new PayslipPublication(
      context,
      store,
      { documents, signer },
      createPayslipMailer(context.config),
    );
    publishing = { publication, signer };
    publications.set(context, publishing);
  }
  return publishing;
}

/**
 * What the fishing weeks and the months use: a closed week's payslips, a closed month's payslips,
 * settlements and certificates published to their workers.
 */
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
    if (context.config.payslipSigning) await signer.ready();
    const service = new PayslipDeliveryService(context, new PayslipDeliveryStore(), publication.signed, {
      users: createUserService(context, identity.admin),
      workerRoleId: () => access.workerRoleId(),
    });
    await app.register(payslipDeliveryRoutes, { service });
    if (context.config.testMode) await app.register(payslipDeliveryTestHooks, { mailer: publication.mailer });
    // What a stopped server left undone after a close: the employers' names, and (with SMTP) the e-mails.
    if (!context.config.testMode)
      app.addHook('onReady', async () => publication.resume(context.config.smtpUrl !== undefined));
    app.addHook('onClose', async () => {
      await publication.idle();
      publication.mailer.close();
    });
  },
};
