import { SmtpSender } from '../../kit/smtp';

export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL' | 'SIGN_IN' | 'TEMPORARY_PASSWORD';
export const CODE_PURPOSES: readonly CodePurpose[] = [
  'SIGN_UP',
  'FORGOT_PASSWORD',
  'VERIFY_EMAIL',
  'SIGN_IN',
  'TEMPORARY_PASSWORD',
];

export interface OutgoingCode {
  readonly to: string;
  readonly username: string;
  readonly purpose: CodePurpose;
  /** The code, or the temporary password for TEMPORARY_PASSWORD. */
  readonly code: string;
  readonly validMinutes: number;
}

export interface PoolLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Delivers codes to users. */
export interface CodeMailer {
  send(message: OutgoingCode): Promise<void>;
  close(): void;
}

function duration(minutes: number): string {
  if (minutes % (24 * 60) === 0) {
    const days = minutes / (24 * 60);
    return days === 1 ? '24 horas' : `${days} días`;
  }
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** A mail that sends a code: its subject, the code's name, and a closing note when there is one. */
const codeMail = (m: OutgoingCode, subject: string, codeName: string, note = '') => ({
  subject: `Sistema de Planillas: ${subject}`,
  text: `Hola ${m.username}:\n\nSu ${codeName} es ${m.code}\nEs válido por ${duration(m.validMinutes)}.\n${note}`,
});

/** The e-mail's subject and text, in Spanish like the product. */
export function composeMessage(m: OutgoingCode): { subject: string; text: string } {
  switch (m.purpose) {
    case 'SIGN_UP':
      return codeMail(m, 'confirme su cuenta', 'código de confirmación');
    case 'FORGOT_PASSWORD':
      return codeMail(
        m,
        'cambio de contraseña',
        'código para cambiar la contraseña',
        'Si usted no lo pidió, ignore este mensaje.\n',
      );
    case 'VERIFY_EMAIL':
      return codeMail(m, 'verifique su correo', 'código de verificación');
    case 'SIGN_IN':
      return codeMail(
        m,
        'código de acceso',
        'código de acceso',
        'Si usted no está ingresando al sistema, cambie su contraseña.\n',
      );
    case 'TEMPORARY_PASSWORD':
      return {
        subject: 'Sistema de Planillas: su cuenta',
        text: `Hola:\n\nSe creó su cuenta en el Sistema de Planillas.\nUsuario: ${m.username}\nContraseña temporal: ${m.code}\nDebe ingresar en ${duration(m.validMinutes)} y elegir una contraseña nueva.\n`,
      };
  }
}

/** Sends through SMTP (nodemailer) when SMTP_URL is set. */
export class SmtpMailer extends SmtpSender implements CodeMailer {
  async send(m: OutgoingCode): Promise<void> {
    const { subject, text } = composeMessage(m);
    await this.deliver({ to: m.to, subject, text });
  }
}

/**
 * Without SMTP, messages (codes included) go to the server log, so a person running the product on a
 * machine without mail can still complete every flow. Production should set SMTP_URL.
 */
export class LogMailer implements CodeMailer {
  constructor(private readonly log: () => PoolLogger) {}
  async send(m: OutgoingCode): Promise<void> {
    const { subject, text } = composeMessage(m);
    this.log().info(
      { mailTo: m.to, username: m.username, purpose: m.purpose, subject, text },
      'e-mail not sent (no SMTP_URL); its text follows',
    );
  }
  close(): void {}
}

export interface SentCode {
  readonly code: string;
  readonly purpose: CodePurpose;
  readonly destination: string;
  readonly sentAt: string;
}

/**
 * Test mode only: remembers the last code sent per user and purpose, in memory, for the test hooks.
 * Never enabled in production (config refuses TEST_MODE there).
 */
export class TestCodeSink implements CodeMailer {
  private readonly sent = new Map<string, SentCode>();
  constructor(
    private readonly inner: CodeMailer,
    private readonly now: () => Date,
  ) {}
  async send(m: OutgoingCode): Promise<void> {
    this.sent.set(`${m.username.toLowerCase()}\n${m.purpose}`, {
      code: m.code,
      purpose: m.purpose,
      destination: m.to,
      sentAt: this.now().toISOString(),
    });
    await this.inner.send(m);
  }
  last(username: string, purpose: CodePurpose): SentCode | undefined {
    return this.sent.get(`${username.toLowerCase()}\n${purpose}`);
  }
  close(): void {
    this.inner.close();
  }
}
