import { failed, okResult, type ApiFailure, type ApiResult } from '../../application/shared/api-result';
import type { VacationsApi } from '../../application/vacations/vacations-api';
import { formatDate } from '../../domain/shared/dates';
import {
  VACATION_KINDS,
  VACATION_MESSAGES,
  VACATION_RECORD_DAYS,
  VACATION_WORK_WEEK_DAYS,
  formatVacationDays,
  validateVacation,
  type VacationBalance,
  type VacationInput,
  type VacationPeriod,
  type VacationSort,
  type VacationWorkerDetail,
  type VacationWorkerRow,
} from '../../domain/vacations/vacation';
import type { FormMode, FormPresenter, FormSource } from '../common/form-presenter';
import { mapResult } from '../common/load-presenter';
import type { RecordsState } from '../common/records-presenter';
import { TextedRecordsPresenter } from '../common/texted-records-presenter';
import {
  PagedListPresenter,
  pageRequest,
  type GrantsSource,
  type ListQuery,
  type ListState,
} from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';

/** A worker's row: the balance's figures as the grid shows them. */
export interface VacationRow {
  readonly id: number;
  readonly document: string;
  readonly name: string;
  readonly hireDate: string;
  readonly years: string;
  readonly earned: string;
  readonly taken: string;
  readonly pending: string;
  /** Two decimals: '7.50'. */
  readonly accruing: string;
  /** The chip of expired pending days ('105 días vencidos'), or null. */
  readonly expired: string | null;
  /** 'Cesado el 31/05/2022', 'Inactivo', or ''. */
  readonly status: string;
}

export interface VacationFilters {
  /** Inactive workers and leavers too. */
  readonly all: boolean;
}

export interface VacationsOwn {
  /** The worker whose periods are open. */
  readonly open: VacationWorkerPresenter | null;
}

export type VacationsListState = ListState<VacationRow, VacationSort, VacationFilters, never, never> &
  VacationsOwn;

/**
 * The «Vacaciones» tab of vacaciones_gratificaciones_cts (docs/months.md): the workers with their rest
 * earned, taken, pending and accruing, the expired pending days flagged; a row opens the worker's periods.
 */
export class VacationsPresenter extends PagedListPresenter<
  VacationWorkerRow,
  VacationRow,
  VacationSort,
  VacationFilters,
  never,
  never,
  VacationsOwn
> {
  constructor(
    private readonly api: VacationsApi,
    grants: GrantsSource,
    t: Translate,
  ) {
    super(grants, t, {
      module: 'vacaciones_gratificaciones_cts',
      sort: 'name',
      order: 'asc',
      filters: { all: false },
      firstOrder: (sort) => (sort === 'taken' || sort === 'pending' ? 'desc' : 'asc'),
      own: { open: null },
    });
  }

  protected fetch(query: ListQuery<VacationSort, VacationFilters>) {
    return this.api.list({ ...pageRequest(query), all: query.filters.all });
  }

  protected rowOf(w: VacationWorkerRow): VacationRow {
    const b = w.balance;
    return {
      id: w.id,
      document: w.document,
      name: w.name,
      hireDate: formatDate(w.hireDate),
      years: String(b.years),
      earned: String(b.earned),
      taken: String(b.taken),
      pending: String(b.pending),
      accruing: formatVacationDays(b.accruing),
      expired:
        b.expiredDays > 0
          ? this.t('vacations.expiredChip', { days: b.expiredDays, count: Number(b.expiredDays) })
          : null,
      // A leaver's balance stops at the end date.
      status:
        w.endDate !== null && w.endDate === b.asOf
          ? this.t('vacations.left', { date: formatDate(w.endDate) })
          : w.active
            ? ''
            : this.t('vacations.inactive'),
    };
  }

  /** Opens the worker's periods. */
  open(row: VacationRow): void {
    this.state.open?.dispose();
    const open = new VacationWorkerPresenter(
      this.api,
      row.document,
      row.name,
      this.state.can.editar,
      this.t,
      () => void this.load(),
    );
    this.setState((s) => ({ ...s, open, notice: null }));
  }

  closeWorker(): void {
    const open = this.state.open;
    this.setState((s) => ({ ...s, open: null }));
    open?.dispose();
  }

  override dispose(): void {
    this.state.open?.dispose();
    super.dispose();
  }
}

/** A period as the worker's dialog lists it. */
export interface PeriodView {
  readonly id: number;
  readonly start: string;
  readonly end: string;
  readonly days: string;
  readonly note: string;
  readonly period: VacationPeriod;
}

export type PeriodFormPresenter = FormPresenter<VacationInput, VacationPeriod>;

export interface WorkerSummary {
  readonly title: string;
  /** 'Ingreso 15/03/2019 · 6 años de servicio al 30/06/2025'. */
  readonly service: string;
  readonly earned: string;
  readonly taken: string;
  readonly pending: string;
  readonly accruing: string;
  /** One warning per year whose days expired (only years whose récord was reached). */
  readonly expired: readonly string[];
  /** Each year of service with its récord vacacional, the year in course last. */
  readonly records: readonly YearRecordView[];
  /** What counts for the récord and how many days it needs. */
  readonly recordNote: string;
}

/** A year of service's récord as the worker's dialog lists it. */
export interface YearRecordView {
  readonly year: string;
  /** '15/03/2019 – 14/03/2020'. */
  readonly period: string;
  /** Days worked, days of rest, computable / required: '314 + 0 = 314 / 260'. */
  readonly worked: string;
  readonly rest: string;
  readonly computable: string;
  readonly required: string;
  /** 'Cumplido (30 días)', 'No cumplido', 'Sin asistencia registrada', 'En curso'. */
  readonly status: string;
  readonly reached: boolean;
}

interface VacationWorker {
  readonly title: string;
  readonly summary: WorkerSummary;
  readonly periods: readonly PeriodView[];
}

export type VacationWorkerState = RecordsState<
  VacationWorker,
  PeriodView,
  VacationInput,
  VacationPeriod,
  { readonly title: string }
>;

/**
 * One worker's vacation periods: the balance, the periods (oldest first), the form to record or change
 * one (the kit's form presenter, checked with the domain's rules before sending), and the deletion.
 */
export class VacationWorkerPresenter extends TextedRecordsPresenter<
  VacationWorker,
  PeriodView,
  VacationInput,
  VacationPeriod,
  { readonly title: string }
> {
  private detail: VacationWorkerDetail | null = null;
  /** The worker as the last save answered it. */
  private answered: VacationWorkerDetail | null = null;

  constructor(
    private readonly api: VacationsApi,
    readonly document: string,
    /** The name the title shows until the worker is read. */
    name: string,
    /** `editar` on the module: record, change and delete periods. */
    canEdit: boolean,
    private readonly t: Translate,
    /** A period changed: the list's balance follows. */
    private readonly onChanged: () => void,
  ) {
    super({ title: t('vacations.title', { name }) }, canEdit, { t, texts: 'vacations' });
  }

  protected override around(state: VacationWorkerState): { readonly title: string } {
    return { title: state.title };
  }

  protected async records(): Promise<ApiResult<VacationWorker>> {
    return mapResult(await this.api.get(this.document), (detail) => this.workerOf(detail));
  }

  private workerOf(detail: VacationWorkerDetail): VacationWorker {
    this.detail = detail;
    const { worker, balance } = detail;
    const title = this.t('vacations.title', { name: worker.name });
    return {
      title,
      summary: this.summaryOf(balance, worker.hireDate, title),
      periods: detail.periods.map((p) => ({
        id: p.id,
        start: formatDate(p.start),
        end: formatDate(p.end),
        days: String(p.days),
        note: p.note,
        period: p,
      })),
    };
  }

  private summaryOf(b: VacationBalance, hireDate: string, title: string): WorkerSummary {
    return {
      title,
      service: this.t('vacations.service', {
        hireDate: formatDate(hireDate),
        years: b.years,
        asOf: formatDate(b.asOf),
      }),
      earned: String(b.earned),
      taken: String(b.taken),
      pending: String(b.pending),
      accruing: formatVacationDays(b.accruing),
      expired: b.expired.map((e) =>
        this.t('vacations.expiredWarning', {
          days: e.days,
          year: e.year,
          earnedOn: formatDate(e.earnedOn),
          expiredOn: formatDate(e.expiredOn),
        }),
      ),
      records: b.records.map((r) => ({
        year: String(r.year),
        period: `${formatDate(r.from)} – ${formatDate(r.to)}`,
        worked: String(r.worked),
        rest: String(r.rest),
        computable: String(r.computable),
        required: String(r.required),
        status: this.t(
          !r.complete
            ? 'vacations.records.inCourse'
            : !r.known
              ? 'vacations.records.unknown'
              : r.reached
                ? 'vacations.records.reached'
                : 'vacations.records.notReached',
        ),
        reached: r.reached,
      })),
      recordNote: this.t('vacations.records.note', {
        required: b.records[0]?.required ?? VACATION_RECORD_DAYS[VACATION_WORK_WEEK_DAYS],
      }),
    };
  }

  protected formSource(_existing: VacationPeriod | null): FormSource<VacationInput, VacationPeriod> {
    this.answered = null;
    return {
      // No dates proposed: a period is saved only with the days the clerk chose.
      empty: () => ({ start: '', end: '', note: '', kind: 'vacaciones' }),
      // Rest taken, or an absence (land staff's récord vacacional, D.Leg. 713 art. 10).
      options: () =>
        Promise.resolve(
          okResult({
            kind: VACATION_KINDS.map((k) => ({ id: k, label: this.t(`vacations.kinds.${k}`) })),
          }),
        ),
      read: async (id) => {
        const answer = await this.api.get(this.document);
        if (!answer.ok) return answer;
        const period = answer.value.periods.find((p) => p.id === id);
        return period ? okResult(period) : failed({ kind: 'not-found', message: VACATION_MESSAGES.notFound });
      },
      valuesOf: (p) => ({ start: p.start, end: p.end, note: p.note, kind: p.kind ?? 'vacaciones' }),
      save: async (values, current) => {
        const detail = this.detail;
        if (detail) {
          const others = detail.periods.filter((p) => p.id !== current?.id);
          const problems = validateVacation(values, detail.worker, others);
          if (problems.length > 0)
            return failed({ kind: 'validation', message: this.t('vacations.fixFields'), fields: problems });
        }
        const answer = current
          ? await this.api.update(current.id, current.version, values)
          : await this.api.create(this.document, values);
        if (!answer.ok) return answer;
        this.answered = answer.value;
        const saved =
          answer.value.periods.find((p) => (current ? p.id === current.id : p.start === values.start)) ??
          current;
        return saved ? okResult(saved) : failed({ kind: 'not-found', message: VACATION_MESSAGES.notFound });
      },
    };
  }

  protected override saved(mode: FormMode): void {
    const notice = this.savedNotice(mode);
    if (this.answered) this.show(this.workerOf(this.answered), notice);
    else void this.load(notice);
  }

  protected recordOf(row: PeriodView): VacationPeriod {
    return row.period;
  }

  protected remove(row: PeriodView): Promise<ApiResult<unknown>> {
    return this.api.remove(row.period.id, row.period.version);
  }

  /** Someone changed or removed it meanwhile: show what is there now, keeping the refusal. */
  protected override async refused(failure: ApiFailure): Promise<void> {
    if (failure.kind !== 'conflict' && failure.kind !== 'not-found') return;
    const again = await this.api.get(this.document);
    if (!this.disposed && again.ok) {
      this.show(this.workerOf(again.value), null);
      this.setState((c) => (c.kind === 'ready' ? { ...c, error: failure.message } : c));
    }
  }

  protected override changed(): void {
    this.onChanged();
  }
}
