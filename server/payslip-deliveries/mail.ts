import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';

/** A worker's payslip e-mail (docs/payslip-deliveries.md). */
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

/** The e-mail's subject and text, in Spanish like the product. */
export function payslipMailText(input: { title: string; employer: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Sistema de Planillas: su boleta de pago – ${input.title}`,
    text:
      `Hola:\n\n${input.employer || 'Su empleador'} le envía su boleta de pago de la ${input.title}, ` +
      'firmada digitalmente (archivo adjunto).\n' +
      'Confirme su recepción en «Mis boletas» del Sistema de Planillas; allí puede dejar una observación.\n',
  };
}

/** Through SMTP (nodemailer) when SMTP_URL is set. */
class SmtpPayslipMailer implements PayslipMailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(mail: PayslipMail): Promise<boolean> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: [{ filename: mail.fileName, content: mail.pdf, contentType: 'application/pdf' }],
    });
    return true;
  }
  close(): void {
    this.transport.close();
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
