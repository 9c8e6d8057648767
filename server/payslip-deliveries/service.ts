import { randomInt } from 'node:crypto';
import type { Static } from 'typebox';
import type {
  AccessInvited,
  DeliveryRow,
  MonthDeliveries,
  OwnPayslip,
  OwnPayslipList,
  WeekDeliveries,
  WorkerAccess,
} from '../../src/application/payslip-deliveries/contract';
import {
  deliveryState,
  deliveryTitle,
  isOverdue,
  OBSERVATION_MAX,
  type DeliveryPeriod,
  type WorkerAccessState,
} from '../../src/domain/payslip-deliveries/delivery';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import { limaDate } from '../../src/domain/shared/dates';
import { usernameKey } from '../access/store';
import { recordAudit } from '../audit/audit';
import type { UserService } from '../admin';
import type { ServerContext } from '../context';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { AuditActor } from '../kit/versioned';
import type { SignedDocuments } from './publication';
import type {
  DeliveryRecord,
  OfficeDeliveryRecord,
  OwnDeliveryRecord,
  PayslipDeliveryStore,
  PublishedPeriod,
} from './store';

export const MODULE = 'mis_boletas';

export const DELIVERY_MESSAGES = {
  notAWorker: 'Su usuario no está vinculado a un trabajador.',
  payslipNotFound: 'La boleta no existe.',
  alreadyConfirmed: 'La recepción de esta boleta ya fue confirmada.',
  observationTooLong: `La observación admite hasta ${OBSERVATION_MAX} caracteres.`,
  weekNotFound: 'La semana de pesca no existe.',
  neverClosed: 'La semana aún no se ha cerrado: sus boletas se publican al cerrarla.',
  monthNotFound: 'El mes de planilla no existe.',
  monthNeverClosed: 'El mes aún no se ha cerrado: sus boletas se publican al cerrarlo.',
  workerNotFound: 'El trabajador no existe.',
  alreadyInvited: 'El trabajador ya tiene acceso a Mis boletas.',
  notInvited: 'El trabajador aún no tiene acceso a Mis boletas: invítelo primero.',
  badEmail: 'Ingrese un correo electrónico válido.',
  nothingPending: 'No hay boletas pendientes de entrega en esta semana.',
  nothingPendingInMonth: 'No hay documentos pendientes de entrega en este mes.',
} as const;

/** Where a receipt was confirmed from. */
export interface ReceiptOrigin {
  readonly address: string;
  readonly agent: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters and digits that cannot be misread on paper (no 0/O, 1/l/I). */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LOWER = 'abcdefghijkmnpqrstuvwxyz';
const CODE_DIGITS = '23456789';

/**
 * A one-time code to print: the pool's temporary password, readable on paper and within any password
 * policy (upper and lower case letters, digits and a symbol), e.g. 'Kq7M-h3Tz-9RwB'.
 */
export function printableCode(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const group = () => pick(CODE_LETTERS) + pick(CODE_LOWER) + pick(CODE_DIGITS) + pick(CODE_LETTERS);
  return `${group()}-${group()}-${group()}`;
}

/** A worker's access from their account and its pool status: active once they set their password. */
const accessState = (username: string | null, status: string | null): WorkerAccessState =>
  username === null ? 'sin-acceso' : status === 'CONFIRMED' ? 'activo' : 'invitado';

/** What the office sees of a period's deliveries (a week's or a month's, without its key). */
type PeriodView = Omit<Static<typeof WeekDeliveries>, 'weekId'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A delivery's period as its title names it. */
const periodOf = (row: OwnDeliveryRecord): DeliveryPeriod =>
  row.kind === 'semana'
    ? { kind: 'semana', year: row.year!, number: row.number! }
    : { kind: row.kind, month: row.month! };

/** The last day of a month 'YYYY-MM'. */
const monthEnd = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The days a delivered document covers: the week; the month; a certificate's year up to the month. */
const coveredDays = (row: OwnDeliveryRecord): { start: string; end: string } =>
  row.kind === 'semana'
    ? { start: row.start!, end: row.end! }
    : {
        start: row.kind === 'certificado' ? `${row.month!.slice(0, 4)}-01-01` : `${row.month!}-01`,
        end: monthEnd(row.month!),
      };

/** What a delivery is, for the audit trail. */
const auditedRef = (row: DeliveryRecord) => ({
  kind: row.kind,
  ...(row.weekId !== null ? { week: row.weekId } : { month: row.month }),
  worker: row.document,
});

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md): serves each worker their own documents
 * (signed) and takes their confirmation, shows the office each week's and month's deliveries, and
 * invites workers to «Mis boletas». The publication itself is publication.ts.
 */
export class PayslipDeliveryService {
  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock' | 'config'>,
    private readonly store: PayslipDeliveryStore,
    private readonly signed: SignedDocuments,
    private readonly accounts: {
      readonly users: Pick<UserService, 'createWorkerAccount' | 'newTemporaryPassword'>;
      workerRoleId(): Promise<number>;
    },
  ) {}

  /** The worker the signed-in user is; 403 for any other user. */
  private async workerOf(username: string): Promise<number> {
    const account = await this.store.accountOf(this.context.db, username);
    if (!account) throw new ApiError(403, 'Forbidden', DELIVERY_MESSAGES.notAWorker);
    return account.workerId;
  }

  private ownView(row: OwnDeliveryRecord): Static<typeof OwnPayslip> {
    return {
      id: row.id,
      kind: row.kind,
      title: deliveryTitle(periodOf(row)),
      ...coveredDays(row),
      employer: row.employer ?? '',
      net: row.net === null ? null : formatSoles(row.net),
      publishedAt: row.publishedAt.toISOString(),
      dueOn: row.dueOn,
      downloadedAt: iso(row.downloadedAt),
      confirmedAt: iso(row.confirmedAt),
      observation: row.observation,
    };
  }

  /** The signed-in worker's documents, newest first. */
  async own(username: string): Promise<Static<typeof OwnPayslipList>> {
    const workerId = await this.workerOf(username);
    const rows = await this.store.ownList(this.context.db, workerId);
    const worker = await this.store.worker(this.context.db, workerId);
    return {
      worker: { name: worker?.name ?? '', document: worker?.document ?? '' },
      rows: rows.map((row) => this.ownView(row)),
    };
  }

  /** One of the worker's own payslips (404 for another's, exactly as for none). */
  private async ownRow(username: string, id: number): Promise<OwnDeliveryRecord> {
    const workerId = await this.workerOf(username);
    const row = await this.store.own(this.context.db, workerId, id);
    if (!row) throw notFound(DELIVERY_MESSAGES.payslipNotFound);
    return row;
  }

  /** The worker's document as a signed PDF; the first download marks it delivered. */
  async ownPdf(actor: AuditActor, id: number): Promise<{ fileName: string; content: Buffer }> {
    const row = await this.ownRow(actor.actorUsername, id);
    const { fileName, pdf } = await this.signed.documents.render(row);
    const now = this.context.clock.now();
    const content = await this.signed.signer.sign(pdf, now, row.kind);
    await this.context.db.transaction(async (tx) => {
      await this.store.mark(tx, [row.id], 'downloadedAt', now);
      await recordAudit(tx, this.context.clock, {
        ...actor,
        action: 'exportar',
        entity: MODULE,
        entityId: String(row.id),
        after: { document: row.kind, format: 'pdf', ...auditedRef(row), signed: true },
      });
    });
    return { fileName, content };
  }

  /** The worker confirms receipt, with an optional observation; recorded with where from. */
  async confirm(
    actor: AuditActor,
    id: number,
    observation: string,
    origin: ReceiptOrigin,
  ): Promise<Static<typeof OwnPayslip>> {
    const text = observation.trim();
    if (text.length > OBSERVATION_MAX)
      throw validationFailed([{ field: 'observation', message: DELIVERY_MESSAGES.observationTooLong }]);
    const row = await this.ownRow(actor.actorUsername, id);
    const at = this.context.clock.now();
    await this.context.db.transaction(async (tx) => {
      const receipt = { at, by: actor.actorUsername, ...origin, observation: text };
      if (!(await this.store.confirm(tx, row.id, receipt)))
        throw new ApiError(409, 'Conflict', DELIVERY_MESSAGES.alreadyConfirmed);
      await recordAudit(tx, this.context.clock, {
        ...actor,
        action: 'confirmar',
        entity: MODULE,
        entityId: String(row.id),
        after: { ...auditedRef(row), observation: text, agent: origin.agent },
      });
    });
    return this.ownView((await this.store.own(this.context.db, row.workerId, row.id))!);
  }

  /** A closed week's deliveries for the office. */
  async week(weekId: number): Promise<Static<typeof WeekDeliveries>> {
    return { weekId, ...(await this.period({ weekId })) };
  }

  /** What a closed month published (payslips, settlements, certificates) for the office. */
  async month(month: string): Promise<Static<typeof MonthDeliveries>> {
    return { month, ...(await this.period({ month })) };
  }

  private async period(period: PublishedPeriod): Promise<PeriodView> {
    const rows = await this.store.period(this.context.db, period);
    if (rows.length === 0) await this.requireClosed(period);
    const now = this.context.clock.now();
    const views = rows.map((row) => this.officeView(row, now));
    // The payslips' deadline heads the view (a week's are all payslips; a month's, the month's).
    const payslip = rows.find((r) => r.kind === 'semana' || r.kind === 'mes') ?? rows[0];
    return {
      publishedAt: payslip ? payslip.publishedAt.toISOString() : null,
      dueOn: payslip ? payslip.dueOn : null,
      overdue: views.some((v) => v.overdue),
      counts: {
        total: views.length,
        confirmed: views.filter((v) => v.state === 'confirmada').length,
        delivered: views.filter((v) => v.state === 'entregada').length,
        pending: views.filter((v) => v.state === 'pendiente').length,
      },
      rows: views,
    };
  }

  private officeView(row: OfficeDeliveryRecord, now: Date): Static<typeof DeliveryRow> {
    const state = deliveryState(row);
    return {
      id: row.id,
      kind: row.kind,
      workerId: row.workerId,
      document: row.document,
      name: row.name,
      access: accessState(row.username, row.accountStatus),
      state,
      emailedAt: iso(row.emailedAt),
      downloadedAt: iso(row.downloadedAt),
      printedAt: iso(row.printedAt),
      confirmedAt: iso(row.confirmedAt),
      dueOn: row.dueOn,
      overdue: state === 'pendiente' && row.dueOn !== null && isOverdue(row.dueOn, now),
      confirmedFrom: row.confirmedAt
        ? [row.confirmedAddress, row.confirmedAgent].filter(Boolean).join(' · ')
        : '',
      observation: row.observation,
    };
  }

  private async requireClosed(period: PublishedPeriod): Promise<void> {
    const state = await this.store.periodState(this.context.db, period);
    const week = 'weekId' in period;
    if (state === undefined)
      throw notFound(week ? DELIVERY_MESSAGES.weekNotFound : DELIVERY_MESSAGES.monthNotFound);
    throw new ApiError(
      409,
      'Conflict',
      week ? DELIVERY_MESSAGES.neverClosed : DELIVERY_MESSAGES.monthNeverClosed,
    );
  }

  /**
   * A period's pending documents in one PDF, to print and hand over; they are marked printed (delivered
   * by hand: the worker signs the paper copy).
   */
  async pendingPdf(
    actor: AuditActor,
    period: PublishedPeriod,
  ): Promise<{ fileName: string; content: Buffer }> {
    const rows = (await this.store.period(this.context.db, period)).filter(
      (r) => deliveryState(r) === 'pendiente',
    );
    const week = 'weekId' in period;
    if (rows.length === 0) {
      await this.period(period);
      throw new ApiError(
        409,
        'Conflict',
        week ? DELIVERY_MESSAGES.nothingPending : DELIVERY_MESSAGES.nothingPendingInMonth,
      );
    }
    const title = week
      ? `boletas-pendientes-semana-${String(period.weekId)}`
      : `documentos-pendientes-${period.month}`;
    const content = await this.signed.documents.print(title, rows);
    const now = this.context.clock.now();
    await this.context.db.transaction(async (tx) => {
      await this.store.mark(
        tx,
        rows.map((r) => r.id),
        'printedAt',
        now,
      );
      await recordAudit(tx, this.context.clock, {
        ...actor,
        action: 'exportar',
        entity: week ? 'semana_de_pesca' : 'vacaciones_gratificaciones_cts',
        entityId: week ? String(period.weekId) : period.month,
        after: { document: 'boletas-pendientes', format: 'pdf', workers: rows.length },
      });
    });
    return { fileName: `${title}.pdf`, content };
  }

  /** A worker's access to «Mis boletas». */
  async access(workerId: number): Promise<Static<typeof WorkerAccess>> {
    const worker = await this.store.worker(this.context.db, workerId);
    if (!worker) throw notFound(DELIVERY_MESSAGES.workerNotFound);
    const account = await this.store.accountOfWorker(this.context.db, workerId);
    if (!account) return { state: 'sin-acceso', username: null, email: null, invitedAt: null };
    return {
      state: accessState(account.username, account.status),
      username: account.poolUsername ?? account.username,
      email: account.email,
      invitedAt: account.invitedAt.toISOString(),
    };
  }

  /**
   * Invites a worker: their account in the pool (username: the document number) with the worker role
   * only. With an e-mail the pool sends the invitation; without, the answer carries a one-time code to
   * print, shown this once (the pool keeps only its hash) and valid for the pool's temporary password days.
   */
  async invite(
    actor: AuditActor,
    workerId: number,
    email: string | undefined,
    onUndoFailed: (error: unknown, username: string) => void,
  ): Promise<Static<typeof AccessInvited>> {
    const address = email?.trim() ?? '';
    if (address !== '' && !EMAIL.test(address))
      throw validationFailed([{ field: 'email', message: DELIVERY_MESSAGES.badEmail }]);
    const worker = await this.store.worker(this.context.db, workerId);
    if (!worker) throw notFound(DELIVERY_MESSAGES.workerNotFound);
    if (await this.store.accountOfWorker(this.context.db, workerId))
      throw new ApiError(409, 'Conflict', DELIVERY_MESSAGES.alreadyInvited);
    const code = address === '' ? printableCode() : null;
    const roleId = await this.accounts.workerRoleId();
    const now = this.context.clock.now();
    const username = worker.document;
    await this.accounts.users.createWorkerAccount(
      {
        username,
        name: worker.name,
        ...(address !== '' ? { email: address } : {}),
        ...(code ? { temporaryPassword: code, sendInvitation: false } : { sendInvitation: true }),
      },
      roleId,
      actor,
      async (tx) => {
        await this.store.createAccount(tx, {
          workerId,
          username: usernameKey(username),
          method: code ? 'codigo' : 'correo',
          email: address === '' ? null : address,
          invitedAt: now,
          invitedBy: actor.actorUsername,
        });
        await recordAudit(tx, this.context.clock, {
          ...actor,
          action: 'invitar',
          entity: 'trabajador',
          entityId: String(workerId),
          after: { username, method: code ? 'codigo' : 'correo', email: address || null },
        });
      },
      onUndoFailed,
    );
    return {
      access: await this.access(workerId),
      username,
      oneTimeCode: code,
      validUntil: this.codeValidUntil(now),
    };
  }

  /** The last day (in Lima) a temporary password given now can be used. */
  private codeValidUntil(now: Date): string {
    const days = this.context.config.identity.pool.temporaryPasswordDays;
    return limaDate(new Date(now.getTime() + days * 86_400_000));
  }

  /**
   * A new one-time code to print for a worker who has access (a forgotten password, a lost code): the
   * pool keeps only its hash, the earlier password stops working and the worker's sessions end; the
   * worker chooses a new password at the next sign-in. Shown this once.
   */
  async newCode(actor: AuditActor, workerId: number): Promise<Static<typeof AccessInvited>> {
    const worker = await this.store.worker(this.context.db, workerId);
    if (!worker) throw notFound(DELIVERY_MESSAGES.workerNotFound);
    const account = await this.store.accountOfWorker(this.context.db, workerId);
    if (!account) throw new ApiError(409, 'Conflict', DELIVERY_MESSAGES.notInvited);
    const username = account.poolUsername ?? account.username;
    const code = printableCode();
    await this.accounts.users.newTemporaryPassword(username, code, actor);
    return {
      access: await this.access(workerId),
      username,
      oneTimeCode: code,
      validUntil: this.codeValidUntil(this.context.clock.now()),
    };
  }
}
