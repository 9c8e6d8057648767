import { err, ok, type Result } from './result';

/**
 * The cycle of a payroll period (a fishing week, a payroll month): open → computed → closed, and a
 * closed period reopened only with `aprobar` and a written reason; a reopened period is computed
 * again (each computation shows the per-worker difference against the closed result) and closed
 * again. Each period names its four states in its own words (abierta / abierto…) and its messages.
 */

/** What is done to a period: an edit of its inputs, a computation, the close, the reopening. */
export type PeriodAction = 'edit' | 'compute' | 'close' | 'reopen';

/** The four states of a period, in the period's own words. */
export interface PeriodStates<S extends string> {
  readonly open: S;
  readonly computed: S;
  readonly closed: S;
  readonly reopened: S;
}

/** The Spanish messages of the refusals. */
export interface PeriodMessages {
  readonly closed: string;
  readonly closeNeedsCompute: string;
  readonly reopenNotClosed: string;
  readonly reopenNeedsApprove: string;
  readonly reopenReason: string;
}

/** A period's cycle: its states, messages and the reopening reason's length. */
export interface PeriodCycle<S extends string> {
  readonly states: PeriodStates<S>;
  readonly messages: PeriodMessages;
  readonly reason: { readonly min: number; readonly max: number };
}

/** Who asks for a transition and with what. */
export interface PeriodTransitionContext {
  /** The caller holds `aprobar` on the period's module. */
  readonly canApprove?: boolean;
  /** The written reason of a reopening. */
  readonly reason?: string;
  /** The period was reopened at least once (an edit then leaves it reopened). */
  readonly reopened?: boolean;
}

/** A refused transition: the HTTP-like status the server answers and the Spanish message. */
export interface PeriodRefusal {
  readonly status: 400 | 403 | 409;
  readonly message: string;
}

/** A reopening as it is recorded: who, when, why. */
export interface PeriodReopening {
  readonly at: string;
  readonly by: string;
  readonly reason: string;
}

/**
 * The state machine:
 * - edit: open, computed, reopened → open (reopened when the period was reopened);
 * - compute: any but closed → computed;
 * - close: computed → closed (the period's own checks are its service's);
 * - reopen: closed → reopened, with `aprobar` and a reason of the cycle's length.
 */
export function periodTransition<S extends string>(
  cycle: PeriodCycle<S>,
  state: S,
  action: PeriodAction,
  context: PeriodTransitionContext = {},
): Result<S, PeriodRefusal> {
  const { states, messages } = cycle;
  const closed = { status: 409 as const, message: messages.closed };
  switch (action) {
    case 'edit':
      if (state === states.closed) return err(closed);
      return ok(context.reopened || state === states.reopened ? states.reopened : states.open);
    case 'compute':
      if (state === states.closed) return err(closed);
      return ok(states.computed);
    case 'close':
      if (state === states.closed) return err(closed);
      if (state !== states.computed) return err({ status: 409, message: messages.closeNeedsCompute });
      return ok(states.closed);
    case 'reopen': {
      if (state !== states.closed) return err({ status: 409, message: messages.reopenNotClosed });
      if (!context.canApprove) return err({ status: 403, message: messages.reopenNeedsApprove });
      if (!isReopenReason(cycle, context.reason ?? ''))
        return err({ status: 400, message: messages.reopenReason });
      return ok(states.reopened);
    }
  }
}

/** Whether a reopening's reason (trimmed) has the cycle's length. */
export function isReopenReason(cycle: Pick<PeriodCycle<string>, 'reason'>, reason: string): boolean {
  const text = reason.trim();
  return text.length >= cycle.reason.min && text.length <= cycle.reason.max;
}

/** The actions a person may take on a period in a state (the screen's buttons). */
export interface PeriodActions {
  readonly canCompute: boolean;
  readonly canClose: boolean;
  readonly canReopen: boolean;
}

/** What the screen offers: compute unless closed, close when computed, reopen when closed (with aprobar). */
export function periodActions<S extends string>(
  cycle: PeriodCycle<S>,
  state: S,
  grants: { readonly canEdit: boolean; readonly canApprove: boolean },
): PeriodActions {
  const { states } = cycle;
  return {
    canCompute: grants.canEdit && state !== states.closed,
    canClose: grants.canEdit && state === states.computed,
    canReopen: grants.canApprove && state === states.closed,
  };
}

/**
 * The per-worker pairs of a closed result and a new computation, by document: `[document, before,
 * after]`, either side null when the worker is only in the other; sorted by document.
 */
export function pairByDocument<T extends { readonly document: string }>(
  before: readonly T[],
  after: readonly T[],
): [string, T | null, T | null][] {
  const old = new Map(before.map((w) => [w.document, w]));
  const now = new Map(after.map((w) => [w.document, w]));
  return [...new Set([...old.keys(), ...now.keys()])]
    .sort()
    .map((document) => [document, old.get(document) ?? null, now.get(document) ?? null]);
}

/** The state machine of one cycle: `periodTransition` with the cycle fixed, for the period's actions `A`. */
export const transitionOf =
  <S extends string, A extends PeriodAction = PeriodAction>(cycle: PeriodCycle<S>) =>
  (state: S, action: A, context: PeriodTransitionContext = {}): Result<S, PeriodRefusal> =>
    periodTransition(cycle, state, action, context);
