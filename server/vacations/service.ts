import { limaDate } from '../../src/domain/shared/dates';
import type { Page } from '../../src/domain/shared/paging';
import {
  cleanVacation,
  VACATION_MESSAGES,
  VACATION_WORK_WEEK_DAYS,
  vacationBalance,
  vacationDays,
  validateVacation,
  type VacationInput,
  type VacationPeriod,
  type VacationWorker,
  type VacationWorkerDetail,
  type VacationWorkerRow,
  type VacationBalance,
  type VacationAttendance,
} from '../../src/domain/vacations/vacation';
import { salariedAttendance } from '../../src/domain/vacations/salaried-record';
import type { Executor, Transaction } from '../db/database';
import { createAudited, type AuditActor } from '../kit/versioned';
import { WorkerRecordService } from '../kit/worker-record-service';
import { assertValid } from '../kit/http';
import { notFound } from '../kit/errors';
import type { VacationListQuery, VacationStore } from './store';

/** The monthly runs' module: vacaciones, gratificaciones and CTS. */
export const MODULE = 'vacaciones_gratificaciones_cts';
/** The audit trail's entity. */
export const ENTITY = 'vacaciones';

const auditView = (p: Pick<VacationPeriod, 'workerId' | 'start' | 'end' | 'days' | 'note'>) => ({
  workerId: p.workerId,
  start: p.start,
  end: p.end,
  days: p.days,
  note: p.note,
});

const TRAIL = { entity: ENTITY, notFoundMessage: VACATION_MESSAGES.notFound, auditView };

/** Vacation periods taken and each worker's rest earned and pending (docs/months.md). */
export class VacationService extends WorkerRecordService<VacationPeriod, VacationStore> {
  protected readonly trail = TRAIL;

  private today(): string {
    return limaDate(this.context.clock.now());
  }

  /** A page of workers with their balance today. */
  async list(
    query: Omit<VacationListQuery, 'today'>,
  ): Promise<Page<VacationWorkerRow> & { rows: VacationWorkerRow[] }> {
    const { db } = this.context;
    const today = this.today();
    const { rows, total } = await this.store.page(db, { ...query, today });
    const ids = rows.map((r) => r.id);
    const periods = await this.store.ofWorkers(db, ids);
    const worked = await this.store.workedDays(db, ids);
    const since = await this.store.attendanceSince(db);
    const salaried = await this.store.salaried(db, ids, today);
    return {
      rows: rows.map((worker) => ({
        ...worker,
        balance: vacationBalance(
          worker.hireDate,
          worker.endDate,
          periods.filter((p) => p.workerId === worker.id),
          today,
          attendanceOf(worker, worked, since, salaried, today),
        ),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** One worker's periods and balance, by document number. */
  async ofWorker(document: string): Promise<VacationWorkerDetail> {
    const worker = await this.store.workerByDocument(this.context.db, document);
    if (!worker) throw notFound(VACATION_MESSAGES.workerNotFound);
    return this.detail(worker);
  }

  /**
   * A worker's rest on a date (a leaver's settlement: on the end date), or undefined for an unknown
   * document.
   */
  async balanceOn(document: string, date: string): Promise<VacationBalance | undefined> {
    const { db } = this.context;
    const worker = await this.store.workerByDocument(db, document);
    if (!worker) return undefined;
    const periods = await this.store.ofWorkers(db, [worker.id]);
    const worked = await this.store.workedDays(db, [worker.id]);
    const since = await this.store.attendanceSince(db);
    const salaried = await this.store.salaried(db, [worker.id], date);
    return vacationBalance(
      worker.hireDate,
      worker.endDate,
      periods,
      date,
      attendanceOf(worker, worked, since, salaried, date),
    );
  }

  private async detail(worker: VacationWorker): Promise<VacationWorkerDetail> {
    const { db } = this.context;
    const periods = await this.store.ofWorkers(db, [worker.id]);
    const worked = await this.store.workedDays(db, [worker.id]);
    const since = await this.store.attendanceSince(db);
    const today = this.today();
    const salaried = await this.store.salaried(db, [worker.id], today);
    return {
      worker,
      periods,
      balance: vacationBalance(
        worker.hireDate,
        worker.endDate,
        periods,
        today,
        attendanceOf(worker, worked, since, salaried, today),
      ),
    };
  }

  /** The worker locked, and the period checked against their employment and other periods. */
  private async checked(
    tx: Transaction,
    workerId: number,
    input: VacationInput,
    except?: number,
  ): Promise<VacationInput> {
    const worker = await this.store.lockWorker(tx, workerId);
    if (!worker) throw notFound(VACATION_MESSAGES.workerNotFound);
    const others = await this.store.ofWorkers(tx, [workerId], except);
    assertValid(validateVacation(input, worker, others));
    return cleanVacation(input);
  }

  /** Records a period taken by the worker with that document; answers the worker's periods. */
  async create(document: string, input: VacationInput, actor: AuditActor): Promise<VacationWorkerDetail> {
    const { db, clock } = this.context;
    const worker = await this.store.workerByDocument(db, document);
    if (!worker) throw notFound(VACATION_MESSAGES.workerNotFound);
    await createAudited(db, clock, {
      entity: ENTITY,
      actor,
      insert: async (tx) => {
        const stored = await this.checked(tx, worker.id, input);
        const days = vacationDays(stored.start, stored.end);
        return this.store.insert(tx, worker.id, stored, days, { at: clock.now(), by: actor.actorUsername });
      },
      afterOf: async (tx, id) => auditView((await this.store.get(tx, id))!),
    });
    return this.detail(worker);
  }

  /** Changes a period (version checked); answers the worker's periods. */
  async update(
    id: number,
    version: number,
    input: VacationInput,
    actor: AuditActor,
  ): Promise<VacationWorkerDetail> {
    let clean: VacationInput = input;
    const before = await this.records().edit(id, version, actor, {
      check: async (tx, current) => {
        clean = await this.checked(tx, current.workerId, input, id);
      },
      write: (tx, current, who) =>
        this.store.update(tx, id, current.version, clean, vacationDays(clean.start, clean.end), who),
      after: async (_current, tx) => auditView((await this.store.get(tx, id))!),
    });
    return this.detailOf(before.workerId);
  }

  /** Deletes a period (a period recorded by mistake). */
  async delete(id: number, version: number, actor: AuditActor): Promise<void> {
    await this.records().delete(id, version, actor);
  }

  private async detailOf(workerId: number): Promise<VacationWorkerDetail> {
    const worker = await this.store.workerById(this.context.db, workerId);
    if (!worker) throw notFound(VACATION_MESSAGES.workerNotFound);
    return this.detail(worker);
  }

  /** Why a worker cannot be deleted because of their vacation periods, or undefined. */
  async workerDeleteRefusal(ex: Executor, workerId: number): Promise<string | undefined> {
    const count = await this.store.countOfWorker(ex, workerId);
    return count === 0 ? undefined : VACATION_MESSAGES.workerHasPeriods(count);
  }
}

/**
 * A worker's attendance for the récord: the fishing weeks' days of the crew; every working day while
 * employed of a general-regime worker (salariedAttendance: land staff have no grid days).
 */
function attendanceOf(
  worker: VacationWorker,
  worked: ReadonlyMap<number, string[]>,
  since: string | null,
  salaried: ReadonlySet<number>,
  until: string,
): VacationAttendance {
  return salaried.has(worker.id)
    ? salariedAttendance(worker.hireDate, worker.endDate, until, VACATION_WORK_WEEK_DAYS)
    : { workedDays: worked.get(worker.id) ?? [], since, weekDays: VACATION_WORK_WEEK_DAYS };
}
