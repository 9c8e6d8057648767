import { saveDownload } from '../common/file-download';
import type { DepositCompany, MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { formatMonthName } from '../../domain/shared/month-names';
import {
  ctsDepositOf,
  hasCtsWithheld,
  type SemesterKind,
  type SemesterStatement,
} from '../../domain/months/semesters';
import { hasGrant } from '../../domain/shared/grants';
import { loadedOf, LOADING, type LoadState } from '../common/load-presenter';
import type { GrantsSource } from '../common/paged-list-presenter';
import type { Notice, Translate } from '../common/screen-state';
import { Presenter } from '../core/presenter';
import { formatAmount } from './month-format';
import { MONTHS_MODULE } from './month-presenter';

/** The statements a clerk picks: each kind with its month; its name is the text `months.semester.choices.<key>`. */
export const SEMESTER_CHOICES = [
  { key: 'gratificacion-07', kind: 'gratificacion', month: '07' },
  { key: 'gratificacion-12', kind: 'gratificacion', month: '12' },
  { key: 'cts-05', kind: 'cts', month: '05' },
  { key: 'cts-11', kind: 'cts', month: '11' },
] as const satisfies readonly { key: string; kind: SemesterKind; month: string }[];
export type SemesterChoice = (typeof SEMESTER_CHOICES)[number]['key'];

export interface SemesterRow {
  readonly id: string;
  readonly document: string;
  readonly name: string;
  /** One text per month of the semester ('' when the worker had nothing that month). */
  readonly months: readonly string[];
  readonly bonus: string;
  readonly bonusExtra: string;
  readonly total: string;
  /** CTS only: what court orders withheld of it in the semester ('' when nothing) and the CTS deposited. */
  readonly withheld: string;
  readonly deposit: string;
}

export type SemesterTable = LoadState<{
  readonly title: string;
  /** The months not closed yet, named: the statement is provisional. */
  readonly pending: string | null;
  readonly monthLabels: readonly string[];
  readonly withBonus: boolean;
  /** A CTS statement with court-order withholdings: the withheld and deposited columns show. */
  readonly withWithheld: boolean;
  readonly rows: readonly SemesterRow[];
  readonly total: string;
}>;

export interface SemesterState {
  readonly choice: SemesterChoice;
  readonly year: string;
  readonly table: SemesterTable;
  readonly canExport: boolean;
  readonly downloading: boolean;
  readonly notice: Notice | null;
  /**
   * A final CTS statement's bank deposit (`exportar`): the companies with CTS to deposit and the one
   * chosen; null for a gratificación, a provisional statement or without the grant.
   */
  readonly deposit: {
    readonly period: string;
    readonly companies: readonly DepositCompany[];
    readonly ruc: string;
  } | null;
}

/** A CTS worker's withheld and deposited amounts, as shown ('' for none or a gratificación). */
function depositOf(kind: SemesterKind, w: SemesterStatement['workers'][number]) {
  if (kind !== 'cts' || w.withheld === undefined) return { withheld: '', deposit: '' };
  const d = ctsDepositOf(w);
  return { withheld: formatAmount(d.withheld), deposit: formatAmount(d.deposit) };
}

function tableOf(s: SemesterStatement, t: Translate) {
  return {
    title: s.title,
    pending:
      s.pending.length > 0
        ? t('months.semester.pending', {
            count: s.pending.length,
            months: s.pending.map(formatMonthName).join(', '),
          })
        : null,
    monthLabels: s.months.map((m) => formatMonthName(m.month)),
    withBonus: s.kind === 'gratificacion',
    withWithheld: s.kind === 'cts' && hasCtsWithheld(s),
    rows: s.workers.map((w) => ({
      id: w.document,
      document: w.document,
      name: w.name,
      months: s.months.map((m) => (w.months[m.month] !== undefined ? formatAmount(w.months[m.month]!) : '')),
      bonus: w.bonus ? formatAmount(w.bonus) : '',
      bonusExtra: w.bonusExtra ? formatAmount(w.bonusExtra) : '',
      total: formatAmount(w.total),
      ...depositOf(s.kind, w),
    })),
    total: formatAmount(s.total),
  };
}

/**
 * Gratificaciones y CTS: July's or December's gratificación with its bonificación, May's or November's
 * CTS deposit, added up per worker from the closed months of the semester; downloadable as .xlsx.
 */
export class SemesterPresenter extends Presenter<SemesterState> {
  constructor(
    private readonly api: MonthsApi,
    private readonly files: FileSaver,
    private readonly grants: GrantsSource,
    year: string,
    private readonly t: Translate,
  ) {
    super({
      choice: 'gratificacion-07',
      year,
      table: LOADING,
      canExport: false,
      downloading: false,
      notice: null,
      deposit: null,
    });
  }

  protected override onAttach(): void {
    void this.grants.execute().then(
      (grants) => {
        this.setState((s) => ({ ...s, canExport: hasGrant(grants, MONTHS_MODULE, 'exportar') }));
        void this.loadDeposit();
      },
      () => undefined,
    );
    if (this.state.table.kind !== 'ready') void this.load();
  }

  private request() {
    const choice = SEMESTER_CHOICES.find((c) => c.key === this.state.choice)!;
    return { kind: choice.kind, period: `${this.state.year}-${choice.month}` };
  }

  async load(): Promise<void> {
    if (!/^\d{4}$/.test(this.state.year)) return;
    const { kind, period } = this.request();
    this.setState((s) => ({ ...s, table: LOADING, deposit: null }));
    const result = await this.api.semester(kind, period);
    if (this.disposed || this.request().period !== period || this.request().kind !== kind) return;
    this.setState((s) => ({
      ...s,
      table: loadedOf(result, (statement) => tableOf(statement, this.t)),
    }));
    await this.loadDeposit();
  }

  /** The companies of a final CTS statement's deposit, once both the statement and the grant are known. */
  private async loadDeposit(): Promise<void> {
    const { kind, period } = this.request();
    const table = this.state.table;
    if (kind !== 'cts' || !this.state.canExport || table.kind !== 'ready' || table.pending !== null) return;
    if (this.state.deposit?.period === period || table.rows.length === 0) return;
    const result = await this.api.ctsDepositCompanies(period);
    if (this.disposed || !result.ok || result.value.length === 0) return;
    if (this.request().period !== period || this.request().kind !== 'cts') return;
    this.setState((s) => ({
      ...s,
      deposit: { period, companies: result.value, ruc: result.value[0]!.ruc },
    }));
  }

  chooseDepositCompany(ruc: string): void {
    this.setState((s) => (s.deposit ? { ...s, deposit: { ...s.deposit, ruc } } : s));
  }

  /** What the deposit dialog needs: the period and the chosen company. */
  depositTarget(): { period: string; ruc: string; company: string } | null {
    const deposit = this.state.deposit;
    const company = deposit?.companies.find((c) => c.ruc === deposit.ruc);
    return deposit && company
      ? { period: deposit.period, ruc: company.ruc, company: company.legalName }
      : null;
  }

  choose(choice: SemesterChoice): void {
    this.setState((s) => ({ ...s, choice }));
    void this.load();
  }

  setYear(year: string): void {
    const digits = year.replace(/\D/g, '').slice(0, 4);
    this.setState((s) => ({ ...s, year: digits }));
    if (digits.length === 4) void this.load();
  }

  async download(): Promise<void> {
    if (!this.state.canExport || this.state.downloading) return;
    const { kind, period } = this.request();
    this.setState((s) => ({ ...s, downloading: true, notice: null }));
    const result = await this.api.semesterWorkbook(kind, period);
    if (this.disposed) return;
    const notice = saveDownload(this.files, result);
    this.setState((s) => ({ ...s, downloading: false, notice }));
  }

  dismissNotice(): void {
    this.setState((s) => ({ ...s, notice: null }));
  }
}
