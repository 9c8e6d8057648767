import { deliveryTitle, type DeliveryPeriod } from '../../src/domain/payslip-deliveries/delivery';
import { formatMonthName } from '../../src/domain/shared/month-names';
import type { ServerConfig } from '../config';
import { SmtpSender } from '../kit/smtp';

/** A worker's document e-mail (docs/payslip-deliveries.md). */
export interface PayslipMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly fileName: string;
  readonly pdf: Buffer;
}

/** Sends payslip e-mails; `false` when this server sends none (no SMTP_URL). */
export interface PayslipMailer {
  send(mail: PayslipMail): Promise<boolean>;
  close(): void;
}

/** What the e-mail says it carries: 'su boleta de pago de la Semana 12 - 2025'… */
function whatIsSent(period: DeliveryPeriod): { subject: string; text: string; signed?: string } {
  switch (period.kind) {
    case 'semana': {
      const title = deliveryTitle(period);
      return { subject: `su boleta de pago – ${title}`, text: `su boleta de pago de la ${title}` };
    }
    case 'mes': {
      const name = formatMonthName(period.month);
      return { subject: `su boleta de pago – ${name}`, text: `su boleta de pago de ${name}` };
    }
    case 'liquidacion':
      return {
        subject: 'su liquidación de beneficios sociales',
        text: 'su liquidación de beneficios sociales',
      };
    case 'certificado': {
      const year = period.month.slice(0, 4);
      return {
        subject: `su certificado de rentas y retenciones ${year}`,
        text: `su certificado de rentas y retenciones de quinta categoría del ejercicio ${year}`,
        signed: 'firmado',
      };
    }
  }
}

/** The e-mail's subject and text, in Spanish like the product. */
export function deliveryMailText(input: { period: DeliveryPeriod; employer: string }): {
  subject: string;
  text: string;
} {
  const sent = whatIsSent(input.period);
  return {
    subject: `Sistema de Planillas: ${sent.subject}`,
    text:
      `Hola:\n\n${input.employer || 'Su empleador'} le envía ${sent.text}, ` +
      `${sent.signed ?? 'firmada'} digitalmente (archivo adjunto).\n` +
      'Confirme su recepción en «Mis boletas» del Sistema de Planillas; allí puede dejar una observación.\n',
  };
}

/** Through SMTP (nodemailer) when SMTP_URL is set. */
class SmtpPayslipMailer extends SmtpSender implements PayslipMailer {
  async send(mail: PayslipMail): Promise<boolean> {
    await this.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: [{ filename: mail.fileName, content: mail.pdf, contentType: 'application/pdf' }],
    });
    return true;
  }
}

/** Without SMTP no payslip is e-mailed: the workers read them in «Mis boletas» (nothing of pay is logged). */
class NoPayslipMailer implements PayslipMailer {
  async send(): Promise<boolean> {
    return false;
  }
  close(): void {}
}

/**
 * Test mode only: keeps the e-mails sent, in memory, for the test hook `GET /__test/payslip-mails`
 * (the configuration refuses test mode in production).
 */
export class TestPayslipMailer implements PayslipMailer {
  readonly sent: PayslipMail[] = [];
  async send(mail: PayslipMail): Promise<boolean> {
    this.sent.push(mail);
    return true;
  }
  close(): void {}
}

export function createPayslipMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'testMode'>,
): PayslipMailer {
  if (config.testMode) return new TestPayslipMailer();
  return config.smtpUrl ? new SmtpPayslipMailer(config.smtpUrl, config.mailFrom) : new NoPayslipMailer();
}
