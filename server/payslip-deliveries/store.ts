import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { usernameKey } from '../access/store';
import type { Database, Executor, Transaction } from '../db/database';
import {
  adminUsers,
  fishingWeeks,
  payslipDeliveries,
  payslipSigningCertificates,
  workerAccounts,
  workers,
} from '../db/schema';

/** A delivery as the service reads it. */
export type DeliveryRecord = typeof payslipDeliveries.$inferSelect;

/** A worker's account in «Mis boletas». */
export type AccountRecord = typeof workerAccounts.$inferSelect;

/** A payslip claimed for e-mailing: its delivery, week and where it goes. */
export interface MailClaim {
  readonly id: number;
  readonly document: string;
  readonly email: string;
  readonly year: number;
  readonly number: number;
}

/** A delivery with its week, as the worker's list shows it. */
export interface OwnDeliveryRecord extends DeliveryRecord {
  readonly year: number;
  readonly number: number;
  readonly start: string;
  readonly end: string;
}

/** A delivery with its worker's name and account, as the office's view shows it. */
export interface OfficeDeliveryRecord extends DeliveryRecord {
  readonly name: string;
  readonly username: string | null;
  /** The pool's status of the worker's account (CONFIRMED once they set their password). */
  readonly accountStatus: string | null;
}

const WORKER_NAME = sql<string>`${workers.paternalSurname} || ' ' || ${workers.maternalSurname} || ', ' || ${workers.names}`;

/** Worker accounts and published payslips (server/payslip-deliveries). */
export class PayslipDeliveryStore {
  /**
   * Publishes the closed result's payslips of a week, in the close's transaction: every worker of the
   * closed result gets a delivery due on `dueOn`; the deliveries of an earlier close are superseded.
   * Returns how many were published.
   */
  async publishWeek(tx: Transaction, weekId: number, at: Date, dueOn: string): Promise<number> {
    await tx
      .update(payslipDeliveries)
      .set({ supersededAt: at })
      .where(and(eq(payslipDeliveries.weekId, weekId), isNull(payslipDeliveries.supersededAt)));
    const result = (await tx.execute(sql`
      insert into payslip_deliveries (week_id, worker_id, document, net, closing, published_at, due_on)
      select ${weekId}, w.id, t.document, t.net::numeric, n.closing, ${at.toISOString()}::timestamptz,
        ${dueOn}::date
      from fishing_weeks f
      cross join lateral jsonb_to_recordset(f.closed_worker_totals) as t(document text, net text)
      cross join (
        select coalesce(max(closing), 0) + 1 as closing from payslip_deliveries where week_id = ${weekId}
      ) n
      join lateral (
        select id from workers where document_number = t.document order by id limit 1
      ) w on true
      where f.id = ${weekId}
      returning id`)) as { rows: { id: number }[] };
    return result.rows.length;
  }

  /** The current (not superseded) deliveries of a worker, newest week first. */
  ownList(ex: Executor, workerId: number): Promise<OwnDeliveryRecord[]> {
    return this.ownQuery(ex, workerId);
  }

  /**
   * One current delivery of the worker: the same query whether the id does not exist or is another
   * worker's, so neither the answer nor its time tells them apart.
   */
  async own(ex: Executor, workerId: number, id: number): Promise<OwnDeliveryRecord | undefined> {
    const [row] = await this.ownQuery(ex, workerId, id);
    return row;
  }

  private async ownQuery(ex: Executor, workerId: number, id?: number): Promise<OwnDeliveryRecord[]> {
    const rows = await ex
      .select({
        delivery: payslipDeliveries,
        year: fishingWeeks.year,
        number: fishingWeeks.number,
        start: fishingWeeks.startDate,
        end: fishingWeeks.endDate,
      })
      .from(payslipDeliveries)
      .innerJoin(fishingWeeks, eq(fishingWeeks.id, payslipDeliveries.weekId))
      .where(
        and(
          eq(payslipDeliveries.workerId, workerId),
          isNull(payslipDeliveries.supersededAt),
          id === undefined ? undefined : eq(payslipDeliveries.id, id),
        ),
      )
      .orderBy(desc(fishingWeeks.startDate));
    return rows.map(({ delivery, ...week }) => ({ ...delivery, ...week }));
  }

  /** The current deliveries of a week, by worker name. */
  async week(ex: Executor, weekId: number): Promise<OfficeDeliveryRecord[]> {
    const rows = await ex
      .select({
        delivery: payslipDeliveries,
        name: WORKER_NAME,
        username: workerAccounts.username,
        accountStatus: adminUsers.status,
      })
      .from(payslipDeliveries)
      .innerJoin(workers, eq(workers.id, payslipDeliveries.workerId))
      .leftJoin(workerAccounts, eq(workerAccounts.workerId, payslipDeliveries.workerId))
      .leftJoin(adminUsers, eq(adminUsers.usernameKey, workerAccounts.username))
      .where(and(eq(payslipDeliveries.weekId, weekId), isNull(payslipDeliveries.supersededAt)))
      .orderBy(WORKER_NAME, payslipDeliveries.document);
    return rows.map(({ delivery, ...worker }) => ({ ...delivery, ...worker }));
  }

  /** Sets the employer's name of a week's deliveries (resolved once the close has committed). */
  async setEmployers(ex: Executor, weekId: number, employers: ReadonlyMap<string, string>): Promise<void> {
    for (const [document, employer] of employers)
      await ex
        .update(payslipDeliveries)
        .set({ employer })
        .where(
          and(
            eq(payslipDeliveries.weekId, weekId),
            eq(payslipDeliveries.document, document),
            isNull(payslipDeliveries.supersededAt),
            isNull(payslipDeliveries.employer),
          ),
        );
  }

  /** Marks deliveries: downloaded (first time only), printed, e-mailed. */
  async mark(
    ex: Executor,
    ids: readonly number[],
    mark: 'downloadedAt' | 'printedAt' | 'emailedAt',
    at: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    const column = payslipDeliveries[mark];
    await ex
      .update(payslipDeliveries)
      .set({ [mark]: at })
      .where(and(inArray(payslipDeliveries.id, [...ids]), isNull(column)));
  }

  /**
   * Claims up to `limit` of a week's current payslips not e-mailed yet whose worker was invited with an
   * e-mail: marks them sent now (one statement, rows locked with SKIP LOCKED, so two instances never
   * claim one payslip twice).
   */
  async claimMails(ex: Executor, weekId: number, limit: number, at: Date): Promise<MailClaim[]> {
    const result = (await ex.execute(sql`
      update payslip_deliveries d set emailed_at = ${at.toISOString()}::timestamptz
      from worker_accounts a, fishing_weeks w
      where d.id in (
        select d2.id from payslip_deliveries d2
        join worker_accounts a2 on a2.worker_id = d2.worker_id
        where d2.week_id = ${weekId} and d2.superseded_at is null and d2.emailed_at is null
          and a2.email is not null
        order by d2.id
        limit ${limit}
        for update of d2 skip locked
      ) and a.worker_id = d.worker_id and w.id = d.week_id
      returning d.id, d.document, a.email, w.year, w.number`)) as { rows: MailClaim[] };
    return result.rows.map((r) => ({
      ...r,
      id: Number(r.id),
      year: Number(r.year),
      number: Number(r.number),
    }));
  }

  /** The weeks with payslips published since `since` still to be e-mailed. */
  async weeksWithUnsentMail(ex: Executor, since: Date): Promise<number[]> {
    const rows = await ex
      .selectDistinct({ weekId: payslipDeliveries.weekId })
      .from(payslipDeliveries)
      .innerJoin(workerAccounts, eq(workerAccounts.workerId, payslipDeliveries.workerId))
      .where(
        and(
          isNull(payslipDeliveries.supersededAt),
          isNull(payslipDeliveries.emailedAt),
          isNotNull(workerAccounts.email),
          gte(payslipDeliveries.publishedAt, since),
        ),
      );
    return rows.map((r) => r.weekId);
  }

  /** Gives claimed payslips back (not sent after all). */
  async releaseMails(ex: Executor, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await ex
      .update(payslipDeliveries)
      .set({ emailedAt: null })
      .where(inArray(payslipDeliveries.id, [...ids]));
  }

  /** Records the worker's confirmation; false when it was confirmed already. */
  async confirm(
    tx: Transaction,
    id: number,
    receipt: { at: Date; by: string; address: string; agent: string; observation: string },
  ): Promise<boolean> {
    const rows = await tx
      .update(payslipDeliveries)
      .set({
        confirmedAt: receipt.at,
        confirmedBy: receipt.by,
        confirmedAddress: receipt.address,
        confirmedAgent: receipt.agent,
        observation: receipt.observation,
        downloadedAt: sql`coalesce(${payslipDeliveries.downloadedAt}, ${receipt.at})`,
      })
      .where(and(eq(payslipDeliveries.id, id), isNull(payslipDeliveries.confirmedAt)))
      .returning({ id: payslipDeliveries.id });
    return rows.length > 0;
  }

  /** The worker an account is, by the pool's username. */
  async accountOf(ex: Executor, username: string): Promise<AccountRecord | undefined> {
    const [row] = await ex
      .select()
      .from(workerAccounts)
      .where(eq(workerAccounts.username, usernameKey(username)));
    return row;
  }

  /** A worker's account, if they have one. */
  async accountOfWorker(ex: Executor, workerId: number): Promise<AccountRecord | undefined> {
    const [row] = await ex.select().from(workerAccounts).where(eq(workerAccounts.workerId, workerId));
    return row;
  }

  async createAccount(tx: Transaction, account: AccountRecord): Promise<void> {
    await tx.insert(workerAccounts).values({ ...account, username: usernameKey(account.username) });
  }

  /** A week's state, or undefined when there is no such week. */
  async weekState(ex: Executor, weekId: number): Promise<string | undefined> {
    const [row] = await ex
      .select({ state: fishingWeeks.state })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, weekId));
    return row?.state;
  }

  /** The worker's identity as the office and the invitation name them. */
  async worker(
    ex: Executor,
    id: number,
  ): Promise<{ id: number; document: string; name: string; endDate: string | null } | undefined> {
    const [row] = await ex
      .select({
        id: workers.id,
        document: workers.documentNumber,
        name: WORKER_NAME,
        endDate: workers.endDate,
      })
      .from(workers)
      .where(eq(workers.id, id));
    return row;
  }

  /**
   * The generated signing certificate, made by `make` the first time (two instances starting at once
   * keep the first one written).
   */
  async generatedCertificate(
    db: Database,
    at: Date,
    make: () => { p12: Buffer; password: string },
  ): Promise<{ p12: Buffer; password: string }> {
    const read = async () => {
      const [row] = await db
        .select({ p12: payslipSigningCertificates.p12, password: payslipSigningCertificates.password })
        .from(payslipSigningCertificates)
        .where(eq(payslipSigningCertificates.id, GENERATED));
      return row;
    };
    const found = await read();
    if (found) return found;
    await db
      .insert(payslipSigningCertificates)
      .values({ id: GENERATED, ...make(), createdAt: at })
      .onConflictDoNothing();
    const written = await read();
    if (!written) throw new Error('The generated signing certificate could not be stored.');
    return written;
  }
}

/** The key of the generated certificate's row. */
const GENERATED = 'generated';
