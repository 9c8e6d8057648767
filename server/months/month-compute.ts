import { gratificationMonthsBefore, gratificationsReceived } from '../../src/domain/months/general-staff';
import { monthlyPayrollToJson } from '../../src/application/payroll/payroll-output-json';
import {
  MONTH_MESSAGES,
  monthTotalsOf,
  monthWorkerTotalsOf,
  stampsOf,
  yearToDateOf,
  type MonthState,
} from '../../src/domain/months/month';
import { describeErrors } from '../../src/domain/payroll/errors';
import { consolidateMonth } from '../../src/domain/payroll/monthly-payroll';
import type { CourtOrderEntryInput } from '../../src/domain/payroll/weekly-input';
import type { WeeklyPayroll } from '../../src/domain/payroll/weekly-payroll';
import {
  declarationsForEngine,
  declarationStampsOf,
} from '../../src/domain/income-tax-declarations/declaration';
import type { MonthWeekRow } from '../fishing-weeks/service';
import { notFound, staleUpdate } from '../kit/errors';
import { packJson } from '../kit/packed-json';
import { changeVersioned, createAudited, type AuditActor } from '../kit/versioned';
import { allowMonthAction, auditView, checkMonth, conflict, MODULE, type MonthParts } from './month-parts';
import type { MonthRow } from './store';

/**
 * Consolidates the month's closed weeks (each computed again from its stored context: the closed
 * result) with the stored parameters and the year to date of the closed months before it; stores
 * the result and makes the month calculado. Weeks not closed are left out and named by the screen.
 */
export async function computeMonth(
  parts: MonthParts,
  month: string,
  version: number,
  actor: AuditActor,
): Promise<void> {
  checkMonth(month);
  const { db } = parts.context;
  const { store, weeks: weeksOf } = parts.deps;
  const [row, weeks] = await Promise.all([store.get(db, month), weeksOf.weeks(db, month)]);
  if (!row && weeks.length === 0) throw notFound(MONTH_MESSAGES.notFound);
  if ((row?.version ?? 0) !== version) throw staleUpdate();
  const state = allowMonthAction(row, 'compute');
  const closed = weeks.filter((w) => w.state === 'cerrada');
  if (closed.length === 0) throw conflict(MONTH_MESSAGES.noClosedWeeks);
  const changes = await consolidatedChanges(parts, month, state, weeks, closed);
  await storeComputation(parts, month, version, actor, row, changes);
}

/** The columns a computation writes: the state, the stamps it used, the result and its totals. */
async function consolidatedChanges(
  parts: MonthParts,
  month: string,
  state: MonthState,
  weeks: readonly MonthWeekRow[],
  closed: readonly MonthWeekRow[],
) {
  const { db } = parts.context;
  const { store, weeks: weeksOf, declarations: declarationService, parameters } = parts.deps;
  const payrolls: WeeklyPayroll[] = [];
  // The court orders in force in the month's weeks: those reaching the gratificación or the CTS
  // withhold from them (docs/court-orders.md "In the monthly run").
  const courtOrders: CourtOrderEntryInput[] = [];
  for (const week of closed) {
    const closedWeek = await weeksOf.closedPayrollWithOrders(db, week);
    payrolls.push(closedWeek.payroll);
    courtOrders.push(...closedWeek.courtOrders);
  }
  const [closedMonths, catalogue, declarations, otherBefore, ctsMonths] = await Promise.all([
    store.closedBefore(db, month),
    parameters.catalogue(),
    declarationService.rowsOfMonth(db, month),
    declarationService.otherIncomeBefore(db, month),
    // General-regime staff's CTS (April and October): the gratificación received in the period.
    gratificationMonthsBefore(month).length === 0
      ? []
      : store.semester(db, gratificationMonthsBefore(month), new Set()),
  ]);
  // The month's income tax declarations (other employers' pay, deductible expenses): the engine
  // ignores those of workers without weeks in the month. Other employers' pay of the closed months
  // before it is part of their year to date.
  const consolidated = consolidateMonth(
    {
      month,
      weeks: payrolls,
      yearToDate: yearToDateOf(closedMonths, month, otherBefore),
      ...declarationsForEngine(declarations),
      gratificationsReceived: gratificationsReceived(ctsMonths),
      ...(courtOrders.length > 0 ? { courtOrders } : {}),
    },
    catalogue,
  );
  if (!consolidated.ok) throw conflict(`El mes no se pudo consolidar: ${describeErrors(consolidated.error)}`);
  const payroll = consolidated.value;
  return {
    state,
    weeks: stampsOf(weeks),
    declarations: declarationStampsOf(declarations),
    result: packJson(monthlyPayrollToJson(payroll)),
    totals: monthTotalsOf(payroll),
    workerTotals: monthWorkerTotalsOf(payroll),
  };
}

type MonthChanges = Awaited<ReturnType<typeof consolidatedChanges>>;

/** Stores the computation: a new month's row, or the existing row's new version (audited either way). */
async function storeComputation(
  parts: MonthParts,
  month: string,
  version: number,
  actor: AuditActor,
  row: MonthRow | undefined,
  changes: MonthChanges,
): Promise<void> {
  const { db, clock } = parts.context;
  const { store } = parts.deps;
  const after = { state: changes.state, totals: changes.totals, weeks: changes.weeks };
  if (!row) {
    await createAudited<string>(db, clock, {
      entity: MODULE,
      actor,
      insert: async (tx) => {
        const now = clock.now();
        const inserted = await store.insert(tx, {
          month,
          ...changes,
          createdAt: now,
          createdBy: actor.actorUsername,
          updatedAt: now,
          updatedBy: actor.actorUsername,
        });
        if (!inserted) throw staleUpdate();
        await parts.hooks.afterWrite?.(tx);
        return month;
      },
      after,
    });
  } else {
    await changeVersioned<MonthRow>(db, clock, {
      entity: MODULE,
      id: month,
      version,
      action: 'editar',
      actor,
      notFoundMessage: MONTH_MESSAGES.notFound,
      load: (tx) => store.lock(tx, month),
      check: async (_tx, current) => void allowMonthAction(current, 'compute'),
      write: async (tx, current) => {
        const written = await store.update(tx, month, current.version, {
          ...changes,
          updatedAt: clock.now(),
          updatedBy: actor.actorUsername,
        });
        await parts.hooks.afterWrite?.(tx);
        return written;
      },
      before: auditView,
      after: () => after,
    });
  }
}
