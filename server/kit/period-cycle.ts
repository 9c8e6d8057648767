import type { Database, Transaction } from '../db/database';
import type { Clock } from '../context';
import { transitionRefused } from './errors';
import {
  periodTransition,
  type PeriodAction,
  type PeriodCycle,
  type PeriodReopening,
} from '../../src/domain/shared/period-cycle';
import { changeVersioned, type AuditActor } from './versioned';

/**
 * The server's steps of a period's cycle (a fishing week, a payroll month): compute, close, reopen.
 * Each period keeps its own rules (what a close checks, what it stores); the shape of the versioned,
 * audited change and the reopening's record are written here once.
 */

/** A period's row as the cycle reads it. */
export interface PeriodRow {
  readonly state: string;
  readonly reopenings: unknown;
  readonly version: number;
}

/** The state after the action, or the refusal as an ApiError (the server may approve: the route checks). */
export function allowPeriodAction<S extends string>(
  cycle: PeriodCycle<S>,
  state: S,
  reopened: boolean,
  action: PeriodAction,
  reason?: string,
): S {
  const next = periodTransition(cycle, state, action, {
    canApprove: true,
    reopened,
    ...(reason !== undefined ? { reason } : {}),
  });
  if (!next.ok) throw transitionRefused(next.error);
  return next.value;
}

/** The reopenings of a stored row (an empty list when none). */
export const reopeningsOf = (row: Pick<PeriodRow, 'reopenings'> | undefined): PeriodReopening[] =>
  (row?.reopenings ?? []) as PeriodReopening[];

/** What a period gives the cycle's steps: its table, its audit entity, its rules. */
export interface PeriodSteps<R extends PeriodRow> {
  readonly db: Database;
  readonly clock: Clock;
  /** The audit trail's entity (the module code). */
  readonly entity: string;
  readonly notFoundMessage: string;
  /** The row locked FOR UPDATE. */
  lock(tx: Transaction): Promise<R | undefined>;
  /** Writes the changes when the version is still `version` (and bumps it). */
  update(tx: Transaction, version: number, changes: Record<string, unknown>): Promise<boolean>;
  /** What the audit trail keeps of the row. */
  auditView(row: R): unknown;
  /** A failure injected after a write, inside its transaction (tests). */
  afterWrite?(tx: Transaction): Promise<void>;
}

/** What tests may inject into a period's steps. */
export interface PeriodHooks {
  /** A failure injected after a write, inside its transaction. */
  afterWrite?(tx: Transaction): Promise<void>;
}

/** A period's store as the cycle's steps use it, by the period's key (a week's id, a month). */
export interface PeriodStore<K, R extends PeriodRow> {
  lock(tx: Transaction, key: K): Promise<R | undefined>;
  update(tx: Transaction, key: K, version: number, changes: Record<string, unknown>): Promise<boolean>;
}

/** The cycle's steps on the row of one period of a store. */
export function periodStepsOn<K, R extends PeriodRow>(
  store: PeriodStore<K, R>,
  key: K,
  period: Pick<PeriodSteps<R>, 'db' | 'clock' | 'entity' | 'notFoundMessage' | 'auditView'>,
  hooks: PeriodHooks = {},
): PeriodSteps<R> {
  return {
    ...period,
    lock: (tx) => store.lock(tx, key),
    update: (tx, version, changes) => store.update(tx, key, version, changes),
    ...(hooks.afterWrite ? { afterWrite: hooks.afterWrite } : {}),
  };
}

/**
 * A step's write: the row's changes stamped with who and when (the step's one reading of the clock),
 * then what the step writes besides in the same transaction, then the tests' injected failure.
 */
async function writePeriod<R extends PeriodRow>(
  steps: PeriodSteps<R>,
  tx: Transaction,
  current: R,
  change: { readonly actor: AuditActor; also?(tx: Transaction): Promise<void> },
  now: Date,
  changes: Record<string, unknown>,
): Promise<boolean> {
  const written = await steps.update(tx, current.version, {
    ...changes,
    updatedAt: now,
    updatedBy: change.actor.actorUsername,
  });
  await change.also?.(tx);
  await steps.afterWrite?.(tx);
  return written;
}

/** The close: checked, the period's closing columns written with who and when, audited. */
export async function closePeriod<R extends PeriodRow>(
  steps: PeriodSteps<R>,
  change: {
    readonly id: number | string;
    readonly version: number;
    readonly actor: AuditActor;
    /** The closed state's name. */
    readonly closed: string;
    check(tx: Transaction, current: R): Promise<void>;
    /** The columns the close stores besides its state and stamps (the closed result). */
    columns(tx: Transaction, current: R): Promise<Record<string, unknown>>;
    /** Written in the same transaction after the row. */
    also?(tx: Transaction): Promise<void>;
    after(current: R): unknown;
  },
): Promise<void> {
  const { clock } = steps;
  await changeVersioned<R>(steps.db, clock, {
    entity: steps.entity,
    id: change.id,
    version: change.version,
    action: 'cerrar',
    actor: change.actor,
    notFoundMessage: steps.notFoundMessage,
    load: (tx) => steps.lock(tx),
    check: (tx, current) => change.check(tx, current),
    write: async (tx, current) => {
      const now = clock.now();
      return writePeriod(steps, tx, current, change, now, {
        state: change.closed,
        ...(await change.columns(tx, current)),
        closedAt: now,
        closedBy: change.actor.actorUsername,
      });
    },
    before: (current) => steps.auditView(current),
    after: (current) => change.after(current),
  });
}

/** The reopening: checked, recorded with who, when and why, audited. */
export async function reopenPeriod<R extends PeriodRow>(
  steps: PeriodSteps<R>,
  change: {
    readonly id: number | string;
    readonly version: number;
    readonly actor: AuditActor;
    /** The reason as typed (trimmed here). */
    readonly reason: string;
    /** The reopened state's name. */
    readonly reopened: string;
    check(tx: Transaction, current: R, reason: string): Promise<void>;
    /** Written in the same transaction after the row. */
    also?(tx: Transaction): Promise<void>;
  },
): Promise<void> {
  const { clock } = steps;
  const text = change.reason.trim();
  await changeVersioned<R>(steps.db, clock, {
    entity: steps.entity,
    id: change.id,
    version: change.version,
    action: 'reabrir',
    actor: change.actor,
    notFoundMessage: steps.notFoundMessage,
    load: (tx) => steps.lock(tx),
    check: (tx, current) => change.check(tx, current, text),
    write: async (tx, current) => {
      const now = clock.now();
      return writePeriod(steps, tx, current, change, now, {
        state: change.reopened,
        reopenings: [
          ...reopeningsOf(current),
          { at: now.toISOString(), by: change.actor.actorUsername, reason: text },
        ],
      });
    },
    before: (current) => steps.auditView(current),
    after: () => ({ state: change.reopened, reason: text }),
  });
}
