import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DeliveryKind } from '../../src/domain/payslip-deliveries/delivery';
import { usernameKey } from '../access/store';
import type { Database, Executor, Transaction } from '../db/database';
import {
  adminUsers,
  fishingWeeks,
  payrollMonths,
  payslipDeliveries,
  payslipSigningCertificates,
  workerAccounts,
  workers,
} from '../db/schema';

/** A delivery as the service reads it. */
export type DeliveryRecord = typeof payslipDeliveries.$inferSelect;

/** A worker's account in «Mis boletas». */
export type AccountRecord = typeof workerAccounts.$inferSelect;

/** What a set of deliveries was published by: a week's close or a month's. */
export type PublishedPeriod = { readonly weekId: number } | { readonly month: string };

/** A document claimed for e-mailing: its delivery, what it is and where it goes. */
export interface MailClaim {
  readonly id: number;
  readonly kind: DeliveryKind;
  readonly weekId: number | null;
  readonly month: string | null;
  readonly document: string;
  readonly email: string;
  /** The week's year and number (null for what a month published). */
  readonly year: number | null;
  readonly number: number | null;
}

/** A delivery with its week (if a week's), as the worker's list shows it. */
export interface OwnDeliveryRecord extends DeliveryRecord {
  readonly year: number | null;
  readonly number: number | null;
  readonly start: string | null;
  readonly end: string | null;
}

/** A delivery with its worker's name and account, as the office's view shows it. */
export interface OfficeDeliveryRecord extends DeliveryRecord {
  readonly name: string;
  readonly username: string | null;
  /** The pool's status of the worker's account (CONFIRMED once they set their password). */
  readonly accountStatus: string | null;
}

/** The current (not superseded) deliveries of a period. */
const currentOf = (period: PublishedPeriod) =>
  and(
    'weekId' in period
      ? eq(payslipDeliveries.weekId, period.weekId)
      : eq(payslipDeliveries.month, period.month),
    isNull(payslipDeliveries.supersededAt),
  );

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

  /**
   * Publishes what a month's close gives its workers, in the close's transaction (the month's closed
   * columns are written): every worker of the closed result gets the month's payslip, due on `dueOn`;
   * each worker whose end date falls in the month gets the settlement, due `settlementDays` after the
   * end date, and the certificate of the year when a closed month of it paid them; December's close
   * gives the year's certificate to every worker a closed month of it paid who has none current. The
   * deliveries of an earlier close of the month are superseded. Returns how many of each were published.
   */
  async publishMonth(
    tx: Transaction,
    month: string,
    at: Date,
    dueOn: string,
    settlementDays: number,
  ): Promise<Record<'mes' | 'liquidacion' | 'certificado', number>> {
    await tx.update(payslipDeliveries).set({ supersededAt: at }).where(currentOf({ month }));
    const [closingRow] = await tx
      .select({ closing: sql<number>`coalesce(max(${payslipDeliveries.closing}), 0) + 1` })
      .from(payslipDeliveries)
      .where(eq(payslipDeliveries.month, month));
    const closing = Number(closingRow!.closing);
    const when = sql`${at.toISOString()}::timestamptz`;
    const year = month.slice(0, 4);
    const monthStart = `${month}-01`;
    // The workers a closed month of the year paid (this month's close is in this transaction).
    const paidInYear = sql`(
      select distinct t.document from payroll_months m
      cross join lateral jsonb_to_recordset(m.closed_worker_totals) as t(document text)
      where m.month like ${`${year}-%`} and m.month <= ${month} and m.state = 'cerrado'
    )`;
    const insert = async (query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as { rows: unknown[] }).rows.length;
    const mes = await insert(sql`
      insert into payslip_deliveries (kind, month, worker_id, document, closing, published_at, due_on)
      select 'mes', ${month}, w.id, t.document, ${closing}, ${when}, ${dueOn}::date
      from payroll_months m
      cross join lateral jsonb_to_recordset(m.closed_worker_totals) as t(document text)
      join lateral (
        select id from workers where document_number = t.document order by id limit 1
      ) w on true
      where m.month = ${month}
      returning id`);
    const leavers = sql`(
      select id, document_number, end_date from workers
      where end_date >= ${monthStart}::date and end_date < (${monthStart}::date + interval '1 month')
    )`;
    const liquidacion = await insert(sql`
      insert into payslip_deliveries (kind, month, worker_id, document, closing, published_at, due_on)
      select 'liquidacion', ${month}, l.id, l.document_number, ${closing}, ${when},
        l.end_date + ${settlementDays}::integer
      from ${leavers} l
      returning id`);
    const leaverCertificates = await insert(sql`
      insert into payslip_deliveries (kind, month, worker_id, document, closing, published_at)
      select 'certificado', ${month}, l.id, l.document_number, ${closing}, ${when}
      from ${leavers} l
      where l.document_number in ${paidInYear}
      returning id`);
    const yearCertificates = month.endsWith('-12')
      ? await insert(sql`
      insert into payslip_deliveries (kind, month, worker_id, document, closing, published_at)
      select 'certificado', ${month}, w.id, p.document, ${closing}, ${when}
      from ${paidInYear} p
      join lateral (
        select id from workers where document_number = p.document order by id limit 1
      ) w on true
      where not exists (
        select 1 from payslip_deliveries d
        where d.kind = 'certificado' and d.superseded_at is null and d.document = p.document
          and d.month like ${`${year}-%`}
      )
      returning id`)
      : 0;
    return { mes, liquidacion, certificado: leaverCertificates + yearCertificates };
  }

  /** The current (not superseded) deliveries of a worker, newest first. */
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
      .leftJoin(fishingWeeks, eq(fishingWeeks.id, payslipDeliveries.weekId))
      .where(
        and(
          eq(payslipDeliveries.workerId, workerId),
          isNull(payslipDeliveries.supersededAt),
          id === undefined ? undefined : eq(payslipDeliveries.id, id),
        ),
      )
      .orderBy(desc(payslipDeliveries.publishedAt), desc(payslipDeliveries.id));
    return rows.map(({ delivery, ...week }) => ({ ...delivery, ...week }));
  }

  /** The current deliveries of a week or a month, by worker name, then kind. */
  async period(ex: Executor, period: PublishedPeriod): Promise<OfficeDeliveryRecord[]> {
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
      .where(currentOf(period))
      .orderBy(WORKER_NAME, payslipDeliveries.document, payslipDeliveries.id);
    return rows.map(({ delivery, ...worker }) => ({ ...delivery, ...worker }));
  }

  /** A period's current deliveries whose employer is not resolved yet. */
  async unresolved(ex: Executor, period: PublishedPeriod): Promise<DeliveryRecord[]> {
    return ex
      .select()
      .from(payslipDeliveries)
      .where(and(currentOf(period), isNull(payslipDeliveries.employer)))
      .orderBy(payslipDeliveries.id);
  }

  /** Sets what was resolved after the close: the employer's name, and a settlement's net. */
  async resolve(
    ex: Executor,
    facts: readonly { id: number; employer: string; net: string | null }[],
  ): Promise<void> {
    for (const { id, employer, net } of facts)
      await ex
        .update(payslipDeliveries)
        .set({ employer, ...(net !== null ? { net } : {}) })
        .where(and(eq(payslipDeliveries.id, id), isNull(payslipDeliveries.employer)));
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
   * Claims up to `limit` of a period's current documents not e-mailed yet whose worker was invited with
   * an e-mail: marks them sent now (one statement, rows locked with SKIP LOCKED, so two instances never
   * claim one document twice).
   */
  async claimMails(ex: Executor, period: PublishedPeriod, limit: number, at: Date): Promise<MailClaim[]> {
    const of = 'weekId' in period ? sql`d2.week_id = ${period.weekId}` : sql`d2.month = ${period.month}`;
    const result = (await ex.execute(sql`
      update payslip_deliveries d set emailed_at = ${at.toISOString()}::timestamptz
      from worker_accounts a
      where d.id in (
        select d2.id from payslip_deliveries d2
        join worker_accounts a2 on a2.worker_id = d2.worker_id
        where ${of} and d2.superseded_at is null and d2.emailed_at is null
          and a2.email is not null
        order by d2.id
        limit ${limit}
        for update of d2 skip locked
      ) and a.worker_id = d.worker_id
      returning d.id, d.kind, d.week_id, d.month, d.document, a.email,
        (select w.year from fishing_weeks w where w.id = d.week_id) as year,
        (select w.number from fishing_weeks w where w.id = d.week_id) as number`)) as {
      rows: (Omit<MailClaim, 'weekId'> & { week_id: number | null })[];
    };
    return result.rows.map(({ week_id, ...r }) => ({
      ...r,
      id: Number(r.id),
      weekId: week_id === null ? null : Number(week_id),
      year: r.year === null ? null : Number(r.year),
      number: r.number === null ? null : Number(r.number),
    }));
  }

  /** The periods with documents published since `since` still to be e-mailed. */
  async periodsWithUnsentMail(ex: Executor, since: Date): Promise<PublishedPeriod[]> {
    const rows = await ex
      .selectDistinct({ weekId: payslipDeliveries.weekId, month: payslipDeliveries.month })
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
    return rows.map(periodOf);
  }

  /** The periods with documents published since `since` whose employer is not resolved yet. */
  async periodsUnresolved(ex: Executor, since: Date): Promise<PublishedPeriod[]> {
    const rows = await ex
      .selectDistinct({ weekId: payslipDeliveries.weekId, month: payslipDeliveries.month })
      .from(payslipDeliveries)
      .where(
        and(
          isNull(payslipDeliveries.supersededAt),
          isNull(payslipDeliveries.employer),
          gte(payslipDeliveries.publishedAt, since),
        ),
      );
    return rows.map(periodOf);
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

  /**
   * A worker's account, if they have one, with the users' copy of its pool user: the username as the
   * pool spells it and its status (CONFIRMED once the worker set their password).
   */
  async accountOfWorker(
    ex: Executor,
    workerId: number,
  ): Promise<(AccountRecord & { poolUsername: string | null; status: string | null }) | undefined> {
    const [row] = await ex
      .select({ account: workerAccounts, poolUsername: adminUsers.username, status: adminUsers.status })
      .from(workerAccounts)
      .leftJoin(adminUsers, eq(adminUsers.usernameKey, workerAccounts.username))
      .where(eq(workerAccounts.workerId, workerId));
    return row ? { ...row.account, poolUsername: row.poolUsername, status: row.status } : undefined;
  }

  async createAccount(tx: Transaction, account: AccountRecord): Promise<void> {
    await tx.insert(workerAccounts).values({ ...account, username: usernameKey(account.username) });
  }

  /** A week's or a month's state, or undefined when there is no such period. */
  async periodState(ex: Executor, period: PublishedPeriod): Promise<string | undefined> {
    const [row] =
      'weekId' in period
        ? await ex
            .select({ state: fishingWeeks.state })
            .from(fishingWeeks)
            .where(eq(fishingWeeks.id, period.weekId))
        : await ex
            .select({ state: payrollMonths.state })
            .from(payrollMonths)
            .where(eq(payrollMonths.month, period.month));
    if (row || 'weekId' in period) return row?.state;
    // A month never computed has no row of its own: it exists while it has weeks.
    const [week] = await ex
      .select({ id: fishingWeeks.id })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.month, period.month))
      .limit(1);
    return week ? 'abierto' : undefined;
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

const periodOf = (row: { weekId: number | null; month: string | null }): PublishedPeriod =>
  row.weekId !== null ? { weekId: row.weekId } : { month: row.month! };

/** The key of the generated certificate's row. */
const GENERATED = 'generated';
