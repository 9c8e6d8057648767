import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/** What one e-mail carries besides its sender. */
export type SmtpMessage = Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'attachments'>;

/**
 * The one SMTP connection (nodemailer) of a mailer when SMTP_URL is set, sending from MAIL_FROM: the
 * codes of the built-in pool and the workers' payslips extend it with what their e-mails say.
 */
export class SmtpSender {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  protected async deliver(message: SmtpMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
  close(): void {
    this.transport.close();
  }
}
