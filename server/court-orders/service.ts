import {
  cleanCourtOrder,
  COURT_ORDER_MESSAGES,
  courtOrderReport,
  type CourtOrderReport,
  validateCourtOrder,
  type CourtOrder,
  type CourtOrderInput,
} from '../../src/domain/court-orders/court-order';
import type { Executor } from '../db/database';
import { notFound } from '../kit/errors';
import type { AuditActor } from '../kit/versioned';
import { WorkerRecordService } from '../kit/worker-record-service';
import type { CourtOrderStore } from './store';

/** Court orders are part of the worker's record: the worker screen's permissions guard them. */
export const MODULE = 'trabajador';
/** The audit trail's entity. */
export const ENTITY = 'orden_judicial';

const auditView = ({ id: _id, version: _version, ...rest }: CourtOrder) => rest;

const TRAIL = { entity: ENTITY, notFoundMessage: COURT_ORDER_MESSAGES.notFound, auditView };

const FORM = {
  workerNotFoundMessage: COURT_ORDER_MESSAGES.workerNotFound,
  validateInput: validateCourtOrder,
  cleanInput: cleanCourtOrder,
};

/** A worker's court orders (docs/court-orders.md); the engine reads those in force each week. */
export class CourtOrderService extends WorkerRecordService<CourtOrder, CourtOrderStore> {
  protected readonly trail = TRAIL;

  async ofWorker(workerId: number): Promise<CourtOrder[]> {
    const { db } = this.context;
    if (!(await this.store.workerExists(db, workerId))) throw notFound(COURT_ORDER_MESSAGES.workerNotFound);
    return this.store.ofWorker(db, workerId);
  }

  async get(id: number): Promise<CourtOrder> {
    const order = await this.store.get(this.context.db, id);
    if (!order) throw notFound(COURT_ORDER_MESSAGES.notFound);
    return order;
  }

  /**
   * The order's report for the court: per closed week and per closed month run's gratificación and CTS,
   * the base and what was withheld.
   */
  async report(id: number): Promise<CourtOrderReport & { order: CourtOrder }> {
    const { db } = this.context;
    const order = await this.get(id);
    const document = await this.store.workerDocument(db, order.workerId);
    if (document === undefined) return { order, ...courtOrderReport(order.id, []) };
    const [weeks, months] = await Promise.all([
      this.store.closedWeeksOf(db, order, document),
      this.store.closedMonthsOf(db, order, document),
    ]);
    return { order, ...courtOrderReport(order.id, weeks, months) };
  }

  async create(workerId: number, input: CourtOrderInput, actor: AuditActor): Promise<CourtOrder> {
    return this.get(await this.records().addInput(this.store, FORM, workerId, input, actor));
  }

  async update(id: number, version: number, input: CourtOrderInput, actor: AuditActor): Promise<CourtOrder> {
    await this.records().editInput(this.store, FORM, id, version, input, actor);
    return this.get(id);
  }

  /**
   * Deletes an order (one typed by mistake). A closed week keeps what it withheld (its stored result);
   * an order that was applied is rather ended (end date) than deleted.
   */
  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.records().delete(id, version, actor);
  }

  /** The orders of the workers in force on some day of [from, to] (the engine's input). */
  inForce(ex: Executor, workerIds: readonly number[], from: string, to: string): Promise<CourtOrder[]> {
    return this.store.inForce(ex, workerIds, from, to);
  }

  /** The orders by id (the bank file pays their beneficiaries what closed weeks withheld). */
  byIds(ex: Executor, ids: readonly number[]): Promise<CourtOrder[]> {
    return this.store.byIds(ex, ids);
  }

  /** Why a worker cannot be deleted because of their court orders, or undefined. */
  async workerDeleteRefusal(ex: Executor, workerId: number): Promise<string | undefined> {
    const count = await this.store.countOfWorker(ex, workerId);
    return count === 0 ? undefined : COURT_ORDER_MESSAGES.workerHasOrders(count);
  }
}
