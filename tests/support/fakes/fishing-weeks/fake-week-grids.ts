import type { ComputeContext } from '../../../../src/domain/fishing-weeks';
import type { AdjustmentRow } from '../../../../src/domain/fishing-weeks/grids';
import type {
  FishingWeeksApi,
  WeekDetail,
  WeekSummary,
} from '../../../../src/application/fishing-weeks/fishing-weeks-api';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import type {
  CatalogueApi,
  CatalogueApiFactory,
  CatalogueChoice,
} from '../../../../src/application/shared/catalogue-api';
import type { WeekChoices } from '../../../../src/presentation/fishing-weeks/grids/week-grids-presenter';

/** A week of grids: Monday 2 to Sunday 8 November 2026. */
export function sampleWeek(change: Partial<WeekDetail> = {}): WeekDetail {
  return {
    id: 7,
    year: 2026,
    number: 45,
    start: '2026-11-02',
    end: '2026-11-08',
    month: '2026-11',
    state: 'abierta',
    landingCount: 0,
    crewDays: 0,
    totals: null,
    version: 3,
    updatedAt: '2026-11-03T10:00:00Z',
    updatedBy: 'ana',
    prices: [],
    landings: [],
    crew: [],
    landWork: [],
    adjustments: [],
    closedAt: null,
    closedBy: null,
    reopenings: [],
    ...change,
  };
}

/** The same week with rows in every grid. */
export function filledWeek(change: Partial<WeekDetail> = {}): WeekDetail {
  return sampleWeek({
    prices: [{ speciesId: 1, effectiveFrom: '2026-11-02', pricePerTonne: '180.00' }],
    landings: [
      {
        date: '2026-11-02',
        vesselId: 10,
        speciesId: 1,
        plantId: 20,
        ticket: 'T-001',
        tonnes: '120.500',
        penalisedTonnes: '0',
        pricePerTonne: null,
        priceReason: '',
      },
      {
        date: '2026-11-03',
        vesselId: 11,
        speciesId: 1,
        plantId: 20,
        ticket: 'T-002',
        tonnes: '80.000',
        penalisedTonnes: '2.000',
        pricePerTonne: '175.00',
        priceReason: 'Calidad',
      },
    ],
    crew: [
      { date: '2026-11-02', vesselId: 10, workerId: 100, positionId: null },
      { date: '2026-11-02', vesselId: 10, workerId: 101, positionId: 31 },
      { date: '2026-11-03', vesselId: 10, workerId: 100, positionId: null },
      { date: '2026-11-03', vesselId: 11, workerId: 102, positionId: null },
    ],
    landWork: [{ date: '2026-11-04', workerId: 103, positionId: null }],
    adjustments: [
      {
        workerId: 100,
        kind: 'adelanto',
        amount: '150.00',
        percent: null,
        beneficiary: '',
        reason: 'Adelanto del martes',
      },
      {
        workerId: 101,
        kind: 'retencion_judicial',
        amount: null,
        percent: '30.00',
        beneficiary: 'María Quispe',
        reason: 'Alimentos, exp. 123-2025',
      },
    ],
    landingCount: 2,
    crewDays: 4,
    ...change,
  });
}

export const SAMPLE_CHOICES: WeekChoices = {
  vessels: [
    { id: 10, label: 'DON LUCHO' },
    { id: 11, label: 'SANTA ROSA' },
  ],
  species: [
    { id: 1, label: 'Anchoveta' },
    { id: 2, label: 'Jurel' },
  ],
  plants: [{ id: 20, label: 'Planta Callao' }],
  positions: [
    { id: 30, label: 'Patrón' },
    { id: 31, label: 'Motorista' },
    { id: 32, label: 'Tripulante' },
  ],
  workers: [
    { id: 100, label: 'QUISPE MAMANI, JUAN (40123456)' },
    { id: 101, label: 'HUAMÁN ROJAS, PEDRO (40234567)' },
    { id: 102, label: 'FLORES DÍAZ, LUIS (40345678)' },
    { id: 103, label: 'TORRES VEGA, ANA (40456789)' },
  ],
};

const summaryOf = (week: WeekDetail): WeekSummary => {
  const {
    prices: _p,
    landings,
    crew,
    landWork: _l,
    adjustments: _a,
    closedAt: _c,
    closedBy: _b,
    reopenings: _r,
    ...summary
  } = week;
  return { ...summary, landingCount: landings.length, crewDays: crew.length };
};

const notUsed = (): never => {
  throw new Error('not used by the grids');
};

/**
 * The fishing weeks' API as the grids use it: it keeps one week, saves its grids (bumping the version),
 * refuses a stale version (409), and answers `refusal` instead when one is set.
 */
export class FakeWeekGridsApi implements FishingWeeksApi {
  week: WeekDetail;
  /** The next save's refusal (once). */
  refusal: ApiFailure | null = null;
  readonly saves: { kind: string; body: unknown }[] = [];
  /** The week before, offered by `list` and `get` (for the usual crew). */
  previous: WeekDetail | null = null;

  constructor(week: WeekDetail = sampleWeek()) {
    this.week = week;
  }

  private save(
    kind: string,
    body: { version: number },
    change: Partial<WeekDetail>,
  ): Promise<ApiResult<WeekSummary>> {
    this.saves.push({ kind, body });
    const refusal = this.refusal;
    this.refusal = null;
    if (refusal) return Promise.resolve(failed(refusal));
    if (body.version !== this.week.version)
      return Promise.resolve(
        failed({ kind: 'conflict', message: 'La semana cambió desde que la leyó. Vuelva a cargarla.' }),
      );
    this.week = { ...this.week, ...change, version: this.week.version + 1 };
    return Promise.resolve(okResult(summaryOf(this.week)));
  }

  saveLandings: FishingWeeksApi['saveLandings'] = (_id, body) =>
    this.save('descargas', body, { prices: [...body.prices], landings: [...body.landings] });
  saveCrew: FishingWeeksApi['saveCrew'] = (_id, body) =>
    this.save('tripulacion', body, { crew: [...body.crew], landWork: [...body.landWork] });
  saveAdjustments: FishingWeeksApi['saveAdjustments'] = (_id, body) =>
    this.save('ajustes', body, { adjustments: [...body.adjustments] });
  /** The loan instalments the server would offer (docs/loans.md); none unless a test sets them. */
  instalments: AdjustmentRow[] = [];
  loanInstalments: FishingWeeksApi['loanInstalments'] = () =>
    Promise.resolve(
      okResult(
        this.instalments.filter(
          (i) => !this.week.adjustments.some((a) => a.loanId !== undefined && a.loanId === i.loanId),
        ),
      ),
    );
  get: FishingWeeksApi['get'] = (id) =>
    Promise.resolve(
      this.previous && id === this.previous.id
        ? okResult(this.previous)
        : id === this.week.id
          ? okResult(this.week)
          : failed({ kind: 'not-found', message: 'La semana no existe.' }),
    );

  list: FishingWeeksApi['list'] = (query) => {
    const rows = [this.week, ...(this.previous ? [this.previous] : [])].map(summaryOf);
    return Promise.resolve(
      okResult({ rows, total: rows.length, page: query.page, pageSize: query.pageSize }),
    );
  };
  proposal = notUsed;
  create = notUsed;
  compute = notUsed;
  close = notUsed;
  reopen = notUsed;
  lastResult = notUsed;
  workerBreakdown = notUsed;
  result = notUsed;
  accumulated = notUsed;
  landingsTemplate = notUsed;
  /** What the preview's context read answers (the grids' tests that do not set it never preview). */
  contextAnswer: ApiResult<ComputeContext> | null = null;
  computeContext: FishingWeeksApi['computeContext'] = () =>
    this.contextAnswer ? Promise.resolve(this.contextAnswer) : notUsed();
}

const PATH_CHOICES: Record<string, keyof WeekChoices> = {
  '/embarcaciones': 'vessels',
  '/especies': 'species',
  '/fabricas': 'plants',
  '/cargos': 'positions',
  '/trabajadores': 'workers',
};

/** A catalogue factory whose `options()` answer the sample choices (or a failure). */
export function fakeChoicesFactory(
  choices: WeekChoices = SAMPLE_CHOICES,
  failure: ApiFailure | null = null,
): CatalogueApiFactory {
  return {
    create<E, I>(path: string): CatalogueApi<E, I> {
      const key = PATH_CHOICES[path];
      return {
        list: notUsed,
        get: notUsed,
        create: notUsed,
        update: notUsed,
        delete: notUsed,
        exportXlsx: notUsed,
        options: () =>
          Promise.resolve(
            failure ? failed(failure) : okResult<CatalogueChoice[]>(key ? [...choices[key]] : []),
          ),
      };
    },
  };
}
