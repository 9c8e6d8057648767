import type { FastifyInstance } from 'fastify';
import { TestPayslipMailer, type PayslipMailer } from './mail';

/**
 * Test-only hook (registered only in TEST_MODE, which the configuration refuses in production):
 * `GET {backend}/__test/payslip-mails`, the payslip e-mails this server sent, with each PDF in base64.
 */
export async function payslipDeliveryTestHooks(
  app: FastifyInstance,
  opts: { mailer: PayslipMailer },
): Promise<void> {
  app.get('/__test/payslip-mails', { config: { testHook: true } }, async () => {
    const sent = opts.mailer instanceof TestPayslipMailer ? opts.mailer.sent : [];
    return sent.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      fileName: mail.fileName,
      pdf: mail.pdf.toString('base64'),
    }));
  });
}
