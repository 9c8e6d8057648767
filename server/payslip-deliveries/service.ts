import { randomInt } from 'node:crypto';
import type { Static } from 'typebox';
import type {
  AccessInvited,
  OwnPayslip,
  OwnPayslipList,
  WeekDeliveries,
  WorkerAccess,
} from '../../src/application/payslip-deliveries/contract';
import {
  deliveryState,
  isOverdue,
  OBSERVATION_MAX,
  type WorkerAccessState,
} from '../../src/domain/payslip-deliveries/delivery';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import { limaDate } from '../../src/domain/shared/dates';
import { payslipFileName, type Payslip } from '../../src/domain/shared/payslip';
import { usernameKey } from '../access/store';
import { recordAudit } from '../audit/audit';
import type { UserService } from '../admin';
import type { ServerContext } from '../context';
import type { UserPoolAdministration } from '../identity/admin-port';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import type { AuditActor } from '../kit/versioned';
import type { PayslipPublication, SignedPayslips } from './publication';
import type { OfficeDeliveryRecord, OwnDeliveryRecord, PayslipDeliveryStore } from './store';

export const MODULE = 'mis_boletas';

export const DELIVERY_MESSAGES = {
  notAWorker: 'Su usuario no está vinculado a un trabajador.',
  payslipNotFound: 'La boleta no existe.',
  alreadyConfirmed: 'La recepción de esta boleta ya fue confirmada.',
  observationTooLong: `La observación admite hasta ${OBSERVATION_MAX} caracteres.`,
  weekNotFound: 'La semana de pesca no existe.',
  neverClosed: 'La semana aún no se ha cerrado: sus boletas se publican al cerrarla.',
  workerNotFound: 'El trabajador no existe.',
  alreadyInvited: 'El trabajador ya tiene acceso a Mis boletas.',
  badEmail: 'Ingrese un correo electrónico válido.',
  nothingPending: 'No hay boletas pendientes de entrega en esta semana.',
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

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const weekTitle = (row: { number: number; year: number }) => `Semana ${row.number} - ${row.year}`;

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md): publishes a closed week's payslips to its
 * workers, serves each worker their own (signed) and takes their confirmation, shows the office each
 * week's deliveries, and invites workers to «Mis boletas».
 */
export class PayslipDeliveryService {
  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock' | 'config'>,
    private readonly store: PayslipDeliveryStore,
    private readonly documents: SignedPayslips,
    private readonly publication: PayslipPublication,
    private readonly accounts: {
      readonly users: Pick<UserService, 'createWorkerAccount'>;
      readonly pool: Pick<UserPoolAdministration, 'getUser' | 'deleteUser'>;
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
      title: weekTitle(row),
      start: row.start,
      end: row.end,
      employer: row.employer ?? '',
      net: formatSoles(row.net),
      publishedAt: row.publishedAt.toISOString(),
      dueOn: row.dueOn,
      downloadedAt: iso(row.downloadedAt),
      confirmedAt: iso(row.confirmedAt),
      observation: row.observation,
    };
  }

  /** The signed-in worker's payslips, newest first. */
  async own(username: string): Promise<Static<typeof OwnPayslipList>> {
    const workerId = await this.workerOf(username);
    let rows = await this.store.ownList(this.context.db, workerId);
    // A close whose employers were not resolved yet (the server stopped right after it) is completed now.
    const incomplete = [...new Set(rows.filter((r) => r.employer === null).map((r) => r.weekId))];
    if (incomplete.length > 0) {
      for (const weekId of incomplete) await this.publication.employers(weekId).catch(() => undefined);
      rows = await this.store.ownList(this.context.db, workerId);
    }
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

  /** The worker's payslip as a signed PDF; the first download marks it delivered. */
  async ownPdf(actor: AuditActor, id: number): Promise<{ fileName: string; content: Buffer }> {
    const row = await this.ownRow(actor.actorUsername, id);
    const payslip = await this.documents.payslips.worker(row.weekId, row.document);
    const fileName = payslipFileName(payslip.worker);
    const unsigned = await this.documents.pdf(fileName.replace(/\.pdf$/, ''), [payslip]);
    const now = this.context.clock.now();
    const content = await this.documents.signer.sign(unsigned, now);
    await this.context.db.transaction(async (tx) => {
      await this.store.mark(tx, [row.id], 'downloadedAt', now);
      await recordAudit(tx, this.context.clock, {
        ...actor,
        action: 'exportar',
        entity: MODULE,
        entityId: String(row.id),
        after: { document: 'boleta', format: 'pdf', week: row.weekId, worker: row.document, signed: true },
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
        after: { week: row.weekId, worker: row.document, observation: text, agent: origin.agent },
      });
    });
    return this.ownView((await this.store.own(this.context.db, row.workerId, row.id))!);
  }

  /** A closed week's deliveries for the office. */
  async week(weekId: number): Promise<Static<typeof WeekDeliveries>> {
    const rows = await this.store.week(this.context.db, weekId);
    if (rows.length === 0) await this.requireClosedWeek(weekId);
    const now = this.context.clock.now();
    const views = rows.map((row) => this.officeView(row));
    const first = rows[0];
    const pending = views.filter((v) => v.state === 'pendiente').length;
    return {
      weekId,
      publishedAt: first ? first.publishedAt.toISOString() : null,
      dueOn: first ? first.dueOn : null,
      overdue: first !== undefined && pending > 0 && isOverdue(first.dueOn, now),
      counts: {
        total: views.length,
        confirmed: views.filter((v) => v.state === 'confirmada').length,
        delivered: views.filter((v) => v.state === 'entregada').length,
        pending,
      },
      rows: views,
    };
  }

  private officeView(row: OfficeDeliveryRecord) {
    const access = accessState(row.username, row.accountStatus);
    return {
      id: row.id,
      workerId: row.workerId,
      document: row.document,
      name: row.name,
      access,
      state: deliveryState(row),
      emailedAt: iso(row.emailedAt),
      downloadedAt: iso(row.downloadedAt),
      printedAt: iso(row.printedAt),
      confirmedAt: iso(row.confirmedAt),
      confirmedFrom: row.confirmedAt
        ? [row.confirmedAddress, row.confirmedAgent].filter(Boolean).join(' · ')
        : '',
      observation: row.observation,
    };
  }

  private async requireClosedWeek(weekId: number): Promise<void> {
    const state = await this.store.weekState(this.context.db, weekId);
    if (state === undefined) throw notFound(DELIVERY_MESSAGES.weekNotFound);
    throw new ApiError(409, 'Conflict', DELIVERY_MESSAGES.neverClosed);
  }

  /**
   * The week's pending payslips in one PDF, to print and hand over; they are marked printed (delivered
   * by hand: the worker signs the paper copy).
   */
  async pendingPdf(actor: AuditActor, weekId: number): Promise<{ fileName: string; content: Buffer }> {
    const rows = (await this.store.week(this.context.db, weekId)).filter(
      (r) => deliveryState(r) === 'pendiente',
    );
    if (rows.length === 0) {
      await this.week(weekId);
      throw new ApiError(409, 'Conflict', DELIVERY_MESSAGES.nothingPending);
    }
    const payslips: Payslip[] = [];
    for (const row of rows) payslips.push(await this.documents.payslips.worker(weekId, row.document));
    const title = `boletas-pendientes-semana-${weekId}`;
    const content = await this.documents.pdf(title, payslips);
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
        entity: 'semana_de_pesca',
        entityId: String(weekId),
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
    const user = await this.accounts.pool.getUser(account.username);
    return {
      state: accessState(account.username, user?.status ?? null),
      username: user?.username ?? account.username,
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
    const days = this.context.config.identity.pool.temporaryPasswordDays;
    const validUntil = limaDate(new Date(now.getTime() + days * 86_400_000));
    return { access: await this.access(workerId), username, oneTimeCode: code, validUntil };
  }
}
