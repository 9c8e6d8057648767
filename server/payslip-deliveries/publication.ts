import {
  deliveryDueOn,
  type DeliveryKind,
  type DeliveryPeriod,
} from '../../src/domain/payslip-deliveries/delivery';
import { SETTLEMENT_DAYS } from '../../src/domain/shared/settlement-term';
import { recordAudit } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import type { DeliveryDocuments } from './documents';
import { deliveryMailText, type PayslipMailer } from './mail';
import type { MailClaim, PayslipDeliveryStore, PublishedPeriod } from './store';

/**
 * Signs a document's PDF with the employer's certificate (docs/payslip-signature.md), its reason
 * naming the kind of document (a payslip when none is said).
 */
export interface PayslipSigner {
  sign(pdf: Buffer, at: Date, kind?: DeliveryKind): Promise<Buffer>;
}

/** How a delivered document is rendered and signed, as the worker downloads it and as it is e-mailed. */
export interface SignedDocuments {
  readonly documents: DeliveryDocuments;
  readonly signer: PayslipSigner;
}

/** Where the publication reports what it could not do after the close (the server's log). */
export interface PublicationLog {
  warn(obj: object, msg: string): void;
}

/** E-mails claimed at a time: a large week is sent in batches, each claim its own short transaction. */
const MAIL_BATCH = 25;

/** What a claimed e-mail's document is, for its title. */
export const periodOfClaim = (claim: MailClaim): DeliveryPeriod =>
  claim.kind === 'semana'
    ? { kind: 'semana', year: claim.year!, number: claim.number! }
    : { kind: claim.kind, month: claim.month! };

/**
 * The publication of a closed period's documents to its workers (docs/payslip-deliveries.md): what the
 * fishing weeks call when a week closes, and the months when a month closes. In the close's transaction
 * every worker of the closed result gets a delivery, due on the third working day (a settlement within
 * 48 hours of the end date; a certificate has no deadline). Once the close has committed, in the
 * background, the employers' names are resolved as the documents resolve them and each document is
 * e-mailed, signed, to the workers invited with an e-mail. What is not done stays so in the database (a
 * later close or start does it): nothing lives only in this instance's memory.
 */
export class PayslipPublication {
  private readonly running = new Set<Promise<void>>();
  private log: PublicationLog | undefined;

  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock'>,
    private readonly store: PayslipDeliveryStore,
    readonly signed: SignedDocuments,
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

  /** Publishes a month's payslips, its leavers' settlements and certificates in the close's transaction. */
  async publishMonth(tx: Transaction, month: string): Promise<void> {
    const at = this.context.clock.now();
    const published = await this.store.publishMonth(tx, month, at, deliveryDueOn(at), SETTLEMENT_DAYS);
    await recordAudit(tx, this.context.clock, {
      actorUsername: 'system',
      action: 'publicar',
      entity: 'vacaciones_gratificaciones_cts',
      entityId: month,
      after: { document: 'documentos', published },
    });
  }

  /** After a week's close has committed: the employers' names, then the e-mails, in the background. */
  async completeWeek(weekId: number): Promise<void> {
    this.background({ weekId });
  }

  /** After a month's close has committed: the same for what the month published. */
  async completeMonth(month: string): Promise<void> {
    this.background({ month });
  }

  private background(period: PublishedPeriod): void {
    const task: Promise<void> = this.resolve(period)
      .then(async () => {
        await this.mail(period);
      })
      .catch((error: unknown) => this.log?.warn({ err: error, period }, 'publication not completed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /**
   * At a server's start, in the background: what the last `days` days' closes left undone (a failure,
   * a server stopped right after a close): the employers' names, and the e-mails when `mail`.
   */
  resume(mail: boolean, days = 14): void {
    const since = new Date(this.context.clock.now().getTime() - days * 86_400_000);
    const { db } = this.context;
    const task: Promise<void> = (async () => {
      for (const period of await this.store.periodsUnresolved(db, since)) await this.resolve(period);
      if (mail)
        for (const period of await this.store.periodsWithUnsentMail(db, since)) await this.mail(period);
    })()
      .catch((error: unknown) => this.log?.warn({ err: error }, 'publication not resumed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Waits for the background work (the server's close). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** Resolves the employers' names (and a settlement's net) of a period's deliveries. */
  async resolve(period: PublishedPeriod): Promise<void> {
    const rows = await this.store.unresolved(this.context.db, period);
    if (rows.length === 0) return;
    const facts = await this.signed.documents.facts(rows);
    await this.store.resolve(
      this.context.db,
      rows.flatMap((row) => {
        const known = facts.get(row);
        return known ? [{ id: row.id, ...known }] : [];
      }),
    );
  }

  /**
   * E-mails a period's unsent documents to the workers invited with an e-mail, each signed. Each batch
   * is claimed (marked sent) in its own transaction, so two instances never send one twice; a document
   * whose sending fails is released for the next attempt.
   */
  async mail(period: PublishedPeriod): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    // Released at the end, so that this run does not claim them again.
    const failed: number[] = [];
    try {
      for (;;) {
        const now = this.context.clock.now();
        const batch = await this.store.claimMails(this.context.db, period, MAIL_BATCH, now);
        if (batch.length === 0) return result;
        for (const [index, claim] of batch.entries()) {
          try {
            if (!(await this.mailOne(claim, now))) {
              // This server sends no e-mail (no SMTP_URL): what it claimed goes back.
              failed.push(...batch.slice(index).map((c) => c.id));
              return result;
            }
            result.sent += 1;
          } catch (error) {
            result.failed += 1;
            failed.push(claim.id);
            this.log?.warn({ err: error, delivery: claim.id }, 'document e-mail not sent');
          }
        }
      }
    } finally {
      await this.store.releaseMails(this.context.db, failed);
    }
  }

  /** One worker's signed document by e-mail; false when this server sends none. */
  private async mailOne(claim: MailClaim, now: Date): Promise<boolean> {
    const { fileName, pdf, employer } = await this.signed.documents.render(claim);
    return this.mailer.send({
      to: claim.email,
      ...deliveryMailText({ period: periodOfClaim(claim), employer }),
      fileName,
      pdf: await this.signed.signer.sign(pdf, now, claim.kind),
    });
  }
}
