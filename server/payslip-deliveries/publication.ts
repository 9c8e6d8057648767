import { deliveryDueOn } from '../../src/domain/payslip-deliveries/delivery';
import { payslipFileName, type Payslip } from '../../src/domain/shared/payslip';
import { recordAudit } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import type { PayslipService } from '../payslips/service';
import { payslipMailText, type PayslipMailer } from './mail';
import type { MailClaim, PayslipDeliveryStore } from './store';

/** Signs a payslip PDF with the employer's certificate (docs/payslip-signature.md). */
export interface PayslipSigner {
  sign(pdf: Buffer, at: Date): Promise<Buffer>;
}

/** How a worker's payslip is rendered and signed, as the worker downloads it and as it is e-mailed. */
export interface SignedPayslips {
  readonly payslips: Pick<PayslipService, 'worker' | 'employersOf'>;
  pdf(title: string, payslips: readonly Payslip[]): Promise<Buffer>;
  readonly signer: PayslipSigner;
}

/** Where the publication reports what it could not do after the close (the server's log). */
export interface PublicationLog {
  warn(obj: object, msg: string): void;
}

/** E-mails claimed at a time: a large week is sent in batches, each claim its own short transaction. */
const MAIL_BATCH = 25;

/**
 * The publication of a closed week's payslips to its workers (docs/payslip-deliveries.md): what the
 * fishing weeks call when a week closes. In the close's transaction every worker of the closed result
 * gets a delivery, due on the third working day. Once the close has committed, in the background, the
 * employers' names are resolved as the payslips resolve them and each payslip is e-mailed, signed, to
 * the workers invited with an e-mail. What is not sent stays unsent in the database (a later close or
 * start sends it): nothing lives only in this instance's memory.
 */
export class PayslipPublication {
  private readonly running = new Set<Promise<void>>();
  private log: PublicationLog | undefined;

  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock'>,
    private readonly store: PayslipDeliveryStore,
    readonly documents: SignedPayslips,
    readonly mailer: PayslipMailer,
  ) {}

  /** The server's log, for what fails after the close (set when the feature registers). */
  useLog(log: PublicationLog): void {
    this.log = log;
  }

  /** Publishes a week's closed result in the close's transaction (the weeks call it). */
  async publishWeek(tx: Transaction, weekId: number): Promise<void> {
    const at = this.context.clock.now();
    const published = await this.store.publishWeek(tx, weekId, at, deliveryDueOn(at));
    await recordAudit(tx, this.context.clock, {
      actorUsername: 'system',
      action: 'publicar',
      entity: 'semana_de_pesca',
      entityId: String(weekId),
      after: { document: 'boletas', published },
    });
  }

  /** After the close has committed: the employers' names, then the e-mails, in the background. */
  async completeWeek(weekId: number): Promise<void> {
    const task: Promise<void> = this.employers(weekId)
      .then(async () => {
        await this.mailWeek(weekId);
      })
      .catch((error: unknown) => this.log?.warn({ err: error, weekId }, 'payslip publication not completed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /**
   * At a server's start, in the background: the e-mails the last `days` days' weeks left unsent (a
   * failure, a server stopped while sending).
   */
  resumeMail(days = 14): void {
    const since = new Date(this.context.clock.now().getTime() - days * 86_400_000);
    const task: Promise<void> = this.store
      .weeksWithUnsentMail(this.context.db, since)
      .then(async (weeks) => {
        for (const weekId of weeks) await this.mailWeek(weekId);
      })
      .catch((error: unknown) => this.log?.warn({ err: error }, 'payslip e-mails not resumed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Waits for the background work (the server's close). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Resolves the employers' names of a week's deliveries. */
  async employers(weekId: number): Promise<void> {
    const employers = await this.documents.payslips.employersOf([weekId]);
    await this.store.setEmployers(
      this.context.db,
      weekId,
      new Map([...employers].map(([document, { employer }]) => [document, employer.legalName])),
    );
  }

  /**
   * E-mails the week's unsent payslips to the workers invited with an e-mail, each signed. Each batch
   * is claimed (marked sent) in its own transaction, so two instances never send one twice; a payslip
   * whose sending fails is released for the next attempt.
   */
  async mailWeek(weekId: number): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    // Released at the end, so that this run does not claim them again.
    const failed: number[] = [];
    try {
      for (;;) {
        const now = this.context.clock.now();
        const batch = await this.store.claimMails(this.context.db, weekId, MAIL_BATCH, now);
        if (batch.length === 0) return result;
        for (const [index, claim] of batch.entries()) {
          try {
            if (!(await this.mail(weekId, claim, now))) {
              // This server sends no e-mail (no SMTP_URL): what it claimed goes back.
              failed.push(...batch.slice(index).map((c) => c.id));
              return result;
            }
            result.sent += 1;
          } catch (error) {
            result.failed += 1;
            failed.push(claim.id);
            this.log?.warn({ err: error, weekId, delivery: claim.id }, 'payslip e-mail not sent');
          }
        }
      }
    } finally {
      await this.store.releaseMails(this.context.db, failed);
    }
  }

  /** One worker's signed payslip by e-mail; false when this server sends none. */
  private async mail(weekId: number, claim: MailClaim, now: Date): Promise<boolean> {
    const payslip = await this.documents.payslips.worker(weekId, claim.document);
    const fileName = payslipFileName(payslip.worker);
    const unsigned = await this.documents.pdf(fileName.replace(/\.pdf$/, ''), [payslip]);
    const pdf = await this.documents.signer.sign(unsigned, now);
    return this.mailer.send({
      to: claim.email,
      ...payslipMailText({
        title: `Semana ${claim.number} - ${claim.year}`,
        employer: payslip.employer.legalName,
      }),
      fileName,
      pdf,
    });
  }
}
