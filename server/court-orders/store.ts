import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import {
  parseCourtOrderBasis,
  parseCourtOrderKind,
  type CourtOrder,
  type CourtOrderInput,
} from '../../src/domain/court-orders/court-order';
import { parseDocumentType } from '../../src/domain/shared/identity-document';
import type { Executor, Transaction } from '../db/database';
import { courtOrders, fishingWeeks, payrollMonths, workers } from '../db/schema';
import { unpackJson } from '../kit/packed-json';
import type { ReportSourceMonth, ReportSourceWeek } from '../../src/domain/court-orders/court-order';
import type { WriteStamp } from '../kit/versioned-rows';
import { MappedWorkerRecordStore } from '../kit/worker-records';

const orderOf = (r: typeof courtOrders.$inferSelect): CourtOrder => ({
  id: r.id,
  workerId: r.workerId,
  caseNumber: r.caseNumber,
  court: r.court,
  kind: parseCourtOrderKind(r.kind),
  basis: parseCourtOrderBasis(r.basis),
  percent: r.percent ?? '',
  amount: r.amount ?? '',
  reachesBonus: r.reachesBonus,
  reachesCts: r.reachesCts,
  beneficiaryName: r.beneficiaryName,
  beneficiaryDocumentType: parseDocumentType(r.beneficiaryDocumentType),
  beneficiaryDocumentNumber: r.beneficiaryDocumentNumber,
  beneficiaryCci: r.beneficiaryCci,
  startsOn: r.startsOn,
  endsOn: r.endsOn ?? '',
  version: r.version,
});

const rowOf = (input: CourtOrderInput) => ({
  ...input,
  percent: input.percent === '' ? null : input.percent,
  amount: input.amount === '' ? null : input.amount,
  endsOn: input.endsOn === '' ? null : input.endsOn,
});

/** Court orders (docs/court-orders.md). */
export class CourtOrderStore extends MappedWorkerRecordStore<typeof courtOrders, CourtOrder> {
  constructor() {
    super(courtOrders, orderOf);
  }

  ofWorker(ex: Executor, workerId: number): Promise<CourtOrder[]> {
    return this.recordsOfWorker(ex, workerId, courtOrders.startsOn);
  }

  /** The orders of the workers in force on some day of [from, to]. */
  async inForce(ex: Executor, workerIds: readonly number[], from: string, to: string): Promise<CourtOrder[]> {
    if (workerIds.length === 0) return [];
    const rows = await ex
      .select()
      .from(courtOrders)
      .where(
        and(
          inArray(courtOrders.workerId, [...workerIds]),
          lte(courtOrders.startsOn, to),
          or(isNull(courtOrders.endsOn), gte(courtOrders.endsOn, from)),
        ),
      )
      .orderBy(asc(courtOrders.workerId), asc(courtOrders.startsOn), asc(courtOrders.id));
    return rows.map(orderOf);
  }

  byIds(ex: Executor, ids: readonly number[]): Promise<CourtOrder[]> {
    return this.recordsById(ex, ids);
  }

  /**
   * The closed weeks from the order's start to its end, each with the stored deduction lines of the
   * worker whose document is `document` (the closed result, as the payslips read it).
   */
  async closedWeeksOf(ex: Executor, order: CourtOrder, document: string): Promise<ReportSourceWeek[]> {
    const rows = await ex
      .select({
        year: fishingWeeks.year,
        number: fishingWeeks.number,
        start: fishingWeeks.startDate,
        end: fishingWeeks.endDate,
        result: fishingWeeks.closedResult,
      })
      .from(fishingWeeks)
      .where(
        and(
          isNotNull(fishingWeeks.closedResult),
          gte(fishingWeeks.endDate, order.startsOn),
          ...(order.endsOn === '' ? [] : [lte(fishingWeeks.startDate, order.endsOn)]),
        ),
      )
      .orderBy(asc(fishingWeeks.startDate));
    return rows.map(({ result, ...week }) => {
      const workers = result
        ? ((unpackJson(result) as { workers?: { worker: { document: string }; deductions: [] }[] }).workers ??
          [])
        : [];
      return { ...week, deductions: workers.find((w) => w.worker.document === document)?.deductions ?? [] };
    });
  }

  /**
   * The closed months from the order's start month to its end month, each with the stored month of the
   * worker whose document is `document` (the closed result, as the month's payslips read it).
   */
  async closedMonthsOf(ex: Executor, order: CourtOrder, document: string): Promise<ReportSourceMonth[]> {
    const rows = await ex
      .select({ month: payrollMonths.month, result: payrollMonths.closedResult })
      .from(payrollMonths)
      .where(
        and(
          eq(payrollMonths.state, 'cerrado'),
          isNotNull(payrollMonths.closedResult),
          gte(payrollMonths.month, order.startsOn.slice(0, 7)),
          ...(order.endsOn === '' ? [] : [lte(payrollMonths.month, order.endsOn.slice(0, 7))]),
        ),
      )
      .orderBy(asc(payrollMonths.month));
    return rows.map(({ month, result }) => {
      const workers = result
        ? ((unpackJson(result) as { workers?: { worker: { document: string } }[] }).workers ?? [])
        : [];
      return { month, worker: workers.find((w) => w.worker.document === document) };
    });
  }

  async workerDocument(ex: Executor, workerId: number): Promise<string | undefined> {
    const [row] = await ex
      .select({ document: workers.documentNumber })
      .from(workers)
      .where(eq(workers.id, workerId));
    return row?.document;
  }

  insert(tx: Transaction, workerId: number, input: CourtOrderInput, who: WriteStamp): Promise<number> {
    return this.rows.insert(tx, { workerId, ...rowOf(input) }, who);
  }

  update(
    tx: Transaction,
    id: number,
    version: number,
    input: CourtOrderInput,
    who: WriteStamp,
  ): Promise<boolean> {
    return this.rows.update(tx, id, version, rowOf(input), who);
  }
}
