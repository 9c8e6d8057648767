import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import type { VacationsApi, VacationsQuery } from '../../../../src/application/vacations/vacations-api';
import { STALE_UPDATE_MESSAGE } from '../../../../src/domain/shared/stale-update';
import type { Page } from '../../../../src/domain/shared/paging';
import {
  cleanVacation,
  VACATION_MESSAGES,
  vacationBalance,
  vacationDays,
  validateVacation,
  type VacationAttendance,
  type VacationInput,
  type VacationPeriod,
  type VacationWorker,
  type VacationWorkerDetail,
  type VacationWorkerRow,
} from '../../../../src/domain/vacations/vacation';

/** The fake's today: the domain reference's example date. */
export const VACATIONS_TODAY = '2025-06-30';

/** Three workers: hired 15/03/2019 (two periods taken), 01/08/2024, and a leaver (31/05/2022). */
export const VACATION_WORKERS: readonly VacationWorker[] = [
  {
    id: 1,
    documentType: 'DNI',
    document: '10000001',
    name: 'QUISPE MAMANI, JUAN',
    hireDate: '2019-03-15',
    endDate: null,
    active: true,
  },
  {
    id: 2,
    documentType: 'DNI',
    document: '10000002',
    name: 'FLORES RAMOS, ANA',
    hireDate: '2024-08-01',
    endDate: null,
    active: true,
  },
  {
    id: 3,
    documentType: 'DNI',
    document: '10000003',
    name: 'TORRES VEGA, LUIS',
    hireDate: '2019-03-15',
    endDate: '2022-05-31',
    active: true,
  },
];

export const VACATION_PERIODS: readonly VacationPeriod[] = [
  {
    id: 11,
    workerId: 1,
    start: '2021-02-01',
    end: '2021-03-02',
    days: 30,
    note: 'Primer periodo',
    version: 1,
  },
  { id: 12, workerId: 1, start: '2023-01-10', end: '2023-01-24', days: 15, note: '', version: 1 },
];

const conflict: ApiFailure = { kind: 'conflict', message: STALE_UPDATE_MESSAGE };

/** The vacations port in memory, with the server's rules (dates, employment, overlaps, versions). */
export class FakeVacationsApi implements VacationsApi {
  readonly workers = [...VACATION_WORKERS];
  readonly periods = new Map<number, VacationPeriod>(VACATION_PERIODS.map((p) => [p.id, p]));
  readonly calls: string[] = [];
  /** The next call fails with this. */
  failure: ApiFailure | null = null;
  /** Answers wait for this promise (a story's loading state). */
  hold: Promise<void> | null = null;
  /**
   * What the server knows of the days worked: by default every day since 2019 on a 6-day week (the
   * récord always reached), the same for every worker.
   */
  attendance: VacationAttendance = {
    workedDays: Array.from({ length: 3000 }, (_, i) =>
      new Date(Date.UTC(2019, 0, 1 + i)).toISOString().slice(0, 10),
    ),
    since: '2019-01-01',
    weekDays: 6,
  };
  private nextId = 100;

  constructor(readonly today = VACATIONS_TODAY) {}

  private async failing(): Promise<ApiFailure | null> {
    if (this.hold) await this.hold;
    const f = this.failure;
    this.failure = null;
    return f;
  }

  private periodsOf(workerId: number, except?: number) {
    return [...this.periods.values()]
      .filter((p) => p.workerId === workerId && p.id !== except)
      .sort((a, b) => a.start.localeCompare(b.start));
  }

  private detail(worker: VacationWorker): VacationWorkerDetail {
    const periods = this.periodsOf(worker.id);
    return {
      worker,
      periods,
      balance: vacationBalance(worker.hireDate, worker.endDate, periods, this.today, this.attendance),
    };
  }

  async list(query: VacationsQuery): Promise<ApiResult<Page<VacationWorkerRow>>> {
    this.calls.push(['list', query.q, query.all ? 'all' : ''].filter(Boolean).join(' '));
    const f = await this.failing();
    if (f) return failed(f);
    const q = (query.q ?? '').toLowerCase();
    const rows = this.workers
      .filter((w) => query.all || (w.active && (w.endDate === null || w.endDate >= this.today)))
      .filter((w) => !q || w.document.includes(q) || w.name.toLowerCase().includes(q))
      .map((w) => ({ ...w, balance: this.detail(w).balance }));
    const start = (query.page - 1) * query.pageSize;
    return okResult({
      rows: rows.slice(start, start + query.pageSize),
      total: rows.length,
      page: query.page,
      pageSize: query.pageSize,
    });
  }

  async get(document: string): Promise<ApiResult<VacationWorkerDetail>> {
    this.calls.push(`get ${document}`);
    const f = await this.failing();
    if (f) return failed(f);
    const worker = this.workers.find((w) => w.document === document);
    return worker
      ? okResult(this.detail(worker))
      : failed({ kind: 'not-found', message: VACATION_MESSAGES.workerNotFound });
  }

  private refused(worker: VacationWorker, input: VacationInput, except?: number) {
    const problems = validateVacation(input, worker, this.periodsOf(worker.id, except));
    return problems.length > 0
      ? failed<VacationWorkerDetail>({
          kind: 'validation',
          message: 'Los datos enviados no son válidos.',
          fields: problems,
        })
      : null;
  }

  async create(document: string, input: VacationInput): Promise<ApiResult<VacationWorkerDetail>> {
    this.calls.push(`create ${document} ${input.start} ${input.end}`);
    const f = await this.failing();
    if (f) return failed(f);
    const worker = this.workers.find((w) => w.document === document);
    if (!worker) return failed({ kind: 'not-found', message: VACATION_MESSAGES.workerNotFound });
    const refusal = this.refused(worker, input);
    if (refusal) return refusal;
    const clean = cleanVacation(input);
    const id = this.nextId++;
    this.periods.set(id, {
      id,
      workerId: worker.id,
      ...clean,
      days: vacationDays(clean.start, clean.end),
      version: 1,
    });
    return okResult(this.detail(worker));
  }

  async update(id: number, version: number, input: VacationInput): Promise<ApiResult<VacationWorkerDetail>> {
    this.calls.push(`update ${id} ${version}`);
    const f = await this.failing();
    if (f) return failed(f);
    const current = this.periods.get(id);
    if (!current) return failed({ kind: 'not-found', message: VACATION_MESSAGES.notFound });
    if (current.version !== version) return failed(conflict);
    const worker = this.workers.find((w) => w.id === current.workerId)!;
    const refusal = this.refused(worker, input, id);
    if (refusal) return refusal;
    const clean = cleanVacation(input);
    this.periods.set(id, {
      ...current,
      ...clean,
      days: vacationDays(clean.start, clean.end),
      version: version + 1,
    });
    return okResult(this.detail(worker));
  }

  async remove(id: number, version: number): Promise<ApiResult<void>> {
    this.calls.push(`remove ${id} ${version}`);
    const f = await this.failing();
    if (f) return failed(f);
    const current = this.periods.get(id);
    if (!current) return failed({ kind: 'not-found', message: VACATION_MESSAGES.notFound });
    if (current.version !== version) return failed(conflict);
    this.periods.delete(id);
    return okResult(undefined);
  }
}
