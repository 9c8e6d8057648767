import { formatSoles } from '../../domain/shared/decimal-text';
import type { ApiResult } from '../../application/shared/api-result';
import type { FileSaver } from '../../application/ports/file-saver';
import type { CatalogueChoice } from '../../application/shared/catalogue-api';
import type { ManageCatalogue } from '../../application/shared/manage-catalogue';
import { WORKER_RULES } from '../../application/workers/manage-workers';
import { formatDate, limaDate } from '../../domain/shared/dates';
import {
  PENSION_SCHEMES,
  WORKER_DEFAULT_SORT,
  workerName,
  type PensionScheme,
  type Worker,
  type WorkerInput,
  type WorkerSort,
  type WorkerTerms,
} from '../../domain/workers/worker';
import {
  CataloguePresenter,
  type CatalogueExtraFilters,
  type CatalogueFilters,
  type CatalogueScreen,
} from '../common/catalogue-presenter';
import type { CatalogueColumn } from '../common/CatalogueView';
import { LoadPresenter, mapResult, type LoadState } from '../common/load-presenter';
import type { GrantsSource } from '../common/paged-list-presenter';
import type { Translate } from '../common/screen-state';

/** "AFP PRIMA (mixta)", "ONP", "REP". */
export const schemeText = (t: Pick<WorkerTerms, 'pensionScheme' | 'afp' | 'commissionType'>): string =>
  t.pensionScheme === 'AFP'
    ? `AFP ${t.afp ?? ''}${t.commissionType ? ` (${t.commissionType.toLowerCase()})` : ''}`
    : t.pensionScheme;

/** A row of the terms history as the form shows it. */
export interface TermsLine {
  readonly from: string;
  readonly position: string;
  readonly scheme: string;
  readonly flags: string;
}

export const termsLines = (w: Worker, t: Translate): TermsLine[] =>
  [...w.terms].reverse().map((x) => ({
    from: formatDate(x.effectiveFrom),
    position: x.positionName,
    scheme: schemeText(x),
    flags:
      [
        x.unionAffiliated ? t('workers.form.unionAffiliated') : '',
        x.eps ? t('workers.form.eps') : '',
        x.familyAllowance ? t('workers.form.familyAllowance') : '',
        x.labourRegime === 'general'
          ? `${t('workers.form.regimeGeneral')} ${formatSoles(x.monthlySalary)}`
          : '',
        x.employerCompanyName ? t('workers.form.employerOf', { company: x.employerCompanyName }) : '',
      ]
        .filter((s) => s !== '')
        .join(', ') || '—',
  }));

/**
 * Workers (trabajador): document, names, position and pension scheme in force today, hire date. The
 * form edits the terms "vigente desde" a date; the older rows stay in the history.
 */
export const WORKERS_SCREEN: CatalogueScreen<Worker, WorkerInput, WorkerSort> = {
  module: 'trabajador',
  texts: 'workers',
  sort: WORKER_DEFAULT_SORT,
  order: 'asc',
  firstOrder: (sort) => (sort === 'updatedAt' ? 'desc' : 'asc'),
  nameOf: workerName,
  choiceTexts: {
    documentType: 'common.documentTypes',
    labourRegime: 'workers.form.labourRegimes',
    commissionType: 'workers.form.commissionTypes',
    sex: 'workers.form.sexes',
  },
  cellsOf: (w) => ({
    document: `${w.documentType} ${w.documentNumber}`,
    name: workerName(w),
    position: w.current.positionName,
    pensionScheme: schemeText(w.current),
    hireDate: formatDate(w.hireDate),
  }),
  empty: () => ({
    documentType: 'DNI',
    documentNumber: '',
    paternalSurname: '',
    maternalSurname: '',
    names: '',
    birthDate: '',
    hireDate: '',
    endDate: '',
    positionId: null,
    pensionScheme: 'ONP',
    afp: '',
    commissionType: '',
    cuspp: '',
    unionAffiliated: false,
    eps: false,
    familyAllowance: false,
    labourRegime: 'pesquero',
    monthlySalary: '',
    employerCompanyId: null,
    termsFrom: '',
    bank: '',
    account: '',
    ctsBank: '',
    ctsAccount: '',
    bankAccount: '',
    sex: '',
    education: '',
    occupation: '',
    ubigeo: '',
    address: '',
    endReason: '',
    active: true,
  }),
  valuesOf: (w) => ({ ...WORKER_RULES.inputOf(w), termsFrom: WORKER_RULES.inputOf(w).termsFrom }),
};

/**
 * The list's columns. On a narrow screen the name, the document, the position and the scheme stay; the
 * hire date, «Activo» and «Modificado» give way first (the kit's chooser shows them again).
 */
export const WORKER_COLUMNS: readonly CatalogueColumn<WorkerSort, Worker>[] = [
  { field: 'document', sort: 'document', flex: 0.8, minWidth: 120, priority: 2 },
  { field: 'name', sort: 'name', flex: 1.6, minWidth: 200, priority: 1 },
  { field: 'position', sort: 'position', flex: 1.1, minWidth: 140, priority: 3 },
  { field: 'pensionScheme', sort: 'pensionScheme', flex: 0.9, minWidth: 120, priority: 4 },
  { field: 'hireDate', sort: 'hireDate', flex: 0.7, minWidth: 100, priority: 5 },
];

/**
 * The list's filters, applied by the server to the terms in force today: the position ('' any, else its
 * id), the pension scheme ('' any), the vessel whose crew they were in its last fishing week ('' any) and
 * active.
 */
export interface WorkerFilters extends CatalogueFilters {
  readonly positionId: string;
  readonly pensionScheme: '' | PensionScheme;
  readonly vesselId: string;
}

export const WORKER_FILTERS: CatalogueExtraFilters<WorkerFilters> = {
  initial: { positionId: '', pensionScheme: '', vesselId: '' },
  query: (f) => ({
    ...(f.positionId ? { positionId: Number(f.positionId) } : {}),
    ...(f.vesselId ? { vesselId: Number(f.vesselId) } : {}),
    ...(f.pensionScheme ? { pensionScheme: f.pensionScheme } : {}),
  }),
};

/** The choices of the list's position and scheme selects. */
interface WorkerFilterChoices {
  readonly positions: readonly CatalogueChoice[];
  readonly schemes: readonly CatalogueChoice[];
  readonly vessels: readonly CatalogueChoice[];
}

export type WorkerFilterChoicesState = LoadState<WorkerFilterChoices>;

/** Loads the filter selects' choices (the active positions and vessels; the schemes are fixed) once shown. */
export class WorkerFilterChoicesPresenter extends LoadPresenter<WorkerFilterChoices> {
  constructor(private readonly manage: Pick<ManageCatalogue<Worker, WorkerInput>, 'formChoices'>) {
    super();
  }

  protected async read(): Promise<ApiResult<WorkerFilterChoices>> {
    return mapResult(await this.manage.formChoices(), (choices) => ({
      positions: choices.positionId ?? [],
      schemes: choices.pensionScheme ?? PENSION_SCHEMES.map((id) => ({ id, label: id })),
      vessels: choices.vesselId ?? [],
    }));
  }
}

/** The workers' list: the catalogue's with the position and scheme filters, and the reload after an import. */
export class WorkersPresenter extends CataloguePresenter<Worker, WorkerInput, WorkerSort, WorkerFilters> {
  readonly choices: WorkerFilterChoicesPresenter;

  constructor(
    manage: ManageCatalogue<Worker, WorkerInput>,
    grants: GrantsSource,
    files: FileSaver,
    t: Translate,
  ) {
    super(manage, WORKERS_SCREEN, grants, files, t, WORKER_FILTERS);
    this.choices = new WorkerFilterChoicesPresenter(manage);
  }

  override dispose(): void {
    this.choices.dispose();
    super.dispose();
  }

  /** An import saved workers: say what it did and read the list again. */
  imported(message: string): void {
    this.formSaved(message);
  }
}

/** Today in Lima, for a new "vigente desde". */
export const todayInLima = (): string => limaDate(new Date());
