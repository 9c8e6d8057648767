import type { AdjustmentRow } from '../../../../src/domain/fishing-weeks/grids';
import type {
  ComputeAnswer,
  ComputeOutcome,
  ComputeRefusal,
  FishingWeeksApi,
  WeekDetail,
  WeekListQuery,
  WeekSummary,
  WorkerBreakdown,
} from '../../../../src/application/fishing-weeks/fishing-weeks-api';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import {
  proposeWeek,
  type ComputeContext,
  type WeekInput,
  type WorkerTotals,
} from '../../../../src/domain/fishing-weeks';
import type { Page } from '../../../../src/domain/shared/paging';
import { STALE_UPDATE_MESSAGE } from '../../../../src/domain/shared/stale-update';

export const WORKERS: WorkerTotals[] = [
  {
    document: '40112233',
    name: 'QUISPE MAMANI, JUAN',
    gross: '1250.40',
    deductions: '162.55',
    net: '1087.85',
  },
  { document: '41223344', name: 'RAMOS TORRES, LUIS', gross: '980.10', deductions: '127.41', net: '852.69' },
];

export function sampleWeek(over: Partial<WeekDetail> = {}): WeekDetail {
  return {
    id: 7,
    year: 2025,
    number: 14,
    start: '2025-03-31',
    end: '2025-04-06',
    month: '2025-04',
    state: 'abierta',
    landingCount: 2,
    crewDays: 10,
    totals: null,
    version: 3,
    updatedAt: '2025-04-07T15:00:00.000Z',
    updatedBy: 'ana',
    prices: [],
    landings: [],
    crew: [],
    landWork: [],
    adjustments: [],
    closedAt: null,
    closedBy: null,
    reopenings: [],
    ...over,
  };
}

export const summaryOf = (w: WeekDetail): WeekSummary => {
  const {
    prices: _p,
    landings: _l,
    crew: _c,
    landWork: _w,
    adjustments: _a,
    closedAt: _ca,
    closedBy: _cb,
    reopenings: _r,
    ...s
  } = w;
  return s;
};

export const SAMPLE_BREAKDOWN: WorkerBreakdown = {
  source: 'calculo',
  document: '40112233',
  name: 'QUISPE MAMANI, JUAN',
  daysOnBoard: 5,
  fishingDays: 4,
  daysOnLand: 0,
  earnings: [
    {
      concept: 'catchShare',
      amount: '1250.40',
      formula: 'pool × partes / Σ partes (resto mayor; empates al menor documento)',
      inputs: {
        pool: {
          date: '2025-04-01',
          vessel: 'CO-1234-PM',
          species: 'ANC',
          tonnes: '120.500',
          penalisedTonnes: '2.000',
          pricePerTonne: '530.00',
          sharePct: '23.50',
          totalPartes: '18',
          valuePerParte: '823.120000',
        },
        position: 'PAT',
        partes: '1.5',
      },
    },
  ],
  deductions: [
    {
      concept: 'pensionContribution',
      amount: '125.04',
      formula: 'base × tasa',
      inputs: { base: '1250.40', rate: '10.00', scheme: 'AFP' },
    },
  ],
  employer: [
    {
      concept: 'essalud',
      amount: '112.54',
      formula: 'base × tasa',
      inputs: { base: '1250.40', rate: '9.00' },
    },
  ],
  gross: '1250.40',
  totalDeductions: '162.55',
  net: '1087.85',
  totalEmployer: '112.54',
};

export const SAMPLE_REFUSAL: ComputeRefusal = {
  error: 'PayrollRefused',
  message: 'El cálculo fue rechazado.',
  errors: [
    {
      kind: 'MissingPrice',
      message: 'La especie ANC no tiene precio el 01/04/2025.',
      rows: [{ list: 'landings', grid: 'descargas', row: 3 }],
    },
    {
      kind: 'UnknownPosition',
      message: 'El cargo XYZ no existe.',
      rows: [{ list: 'crew', grid: 'tripulacion', row: 9, workerId: 4 }],
    },
  ],
};

type Method = keyof FishingWeeksApi;

/** An in-memory FishingWeeksApi: one or more weeks, scripted answers, every call recorded. */
export class FakeFishingWeeksApi implements FishingWeeksApi {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  weeks: WeekDetail[] = [sampleWeek()];
  /** The next computation's outcome (default: computed with WORKERS). */
  computeOutcome: 'computed' | 'refused' = 'computed';
  /** A failure every call of these methods answers. */
  failures: Partial<Record<Method, ApiFailure>> = {};
  workers: WorkerTotals[] = WORKERS;
  diff: ComputeAnswer['diff'] = [];
  /** Whether the week has a computation (lastResult). */
  computed = false;
  /** A promise the named methods wait for (loading states). */
  hold: Partial<Record<Method, Promise<void>>> = {};

  private async record<T>(
    method: Method,
    args: unknown[],
    answer: () => ApiResult<T>,
  ): Promise<ApiResult<T>> {
    this.calls.push({ method, args });
    await this.hold[method];
    const failure = this.failures[method];
    if (failure) return failed(failure);
    return answer();
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  private find(id: number): WeekDetail | undefined {
    return this.weeks.find((w) => w.id === id);
  }

  private change(id: number, version: number, over: Partial<WeekDetail>): ApiResult<WeekSummary> {
    const week = this.find(id);
    if (!week) return failed({ kind: 'not-found', message: 'La semana de pesca no existe.' });
    if (week.version !== version) return failed({ kind: 'conflict', message: STALE_UPDATE_MESSAGE });
    const next = { ...week, ...over, version: week.version + 1 };
    this.weeks = this.weeks.map((w) => (w.id === id ? next : w));
    return okResult(summaryOf(next));
  }

  list(query: WeekListQuery): Promise<ApiResult<Page<WeekSummary>>> {
    return this.record('list', [query], () => {
      const rows = this.weeks
        .filter(
          (w) =>
            (query.year === undefined || w.year === query.year) && (!query.state || w.state === query.state),
        )
        .map(summaryOf);
      return okResult({ rows, total: rows.length, page: query.page, pageSize: query.pageSize });
    });
  }
  get(id: number) {
    return this.record('get', [id], () => {
      const week = this.find(id);
      return week
        ? okResult(week)
        : failed<WeekDetail>({ kind: 'not-found', message: 'La semana de pesca no existe.' });
    });
  }
  proposal(start: string) {
    return this.record('proposal', [start], () => okResult(proposeWeek(start)));
  }
  create(input: WeekInput) {
    return this.record('create', [input], () => {
      const week = sampleWeek({
        ...input,
        id: 100 + this.weeks.length,
        version: 1,
        landingCount: 0,
        crewDays: 0,
      });
      this.weeks = [...this.weeks, week];
      return okResult(week);
    });
  }
  saveLandings(id: number, body: { version: number }) {
    return this.record('saveLandings', [id, body], () => this.change(id, body.version, { state: 'abierta' }));
  }
  saveCrew(id: number, body: { version: number }) {
    return this.record('saveCrew', [id, body], () => this.change(id, body.version, { state: 'abierta' }));
  }
  saveAdjustments(id: number, body: { version: number }) {
    return this.record('saveAdjustments', [id, body], () =>
      this.change(id, body.version, { state: 'abierta' }),
    );
  }
  loanInstalments(id: number) {
    return this.record('loanInstalments', [id], () => okResult([] as readonly AdjustmentRow[]));
  }
  compute(id: number, body: { version: number }): Promise<ApiResult<ComputeOutcome>> {
    return this.record<ComputeOutcome>('compute', [id, body], () => {
      if (this.computeOutcome === 'refused') return okResult({ kind: 'refused', refusal: SAMPLE_REFUSAL });
      const changed = this.change(id, body.version, { state: 'calculada' });
      if (!changed.ok) return changed;
      this.computed = true;
      return okResult({ kind: 'computed', week: changed.value, workers: this.workers, diff: this.diff });
    });
  }
  close(id: number, body: { version: number }) {
    return this.record('close', [id, body], () =>
      this.change(id, body.version, {
        state: 'cerrada',
        closedAt: '2025-04-08T14:00:00.000Z',
        closedBy: 'ana',
      }),
    );
  }
  reopen(id: number, body: { version: number; reason: string }) {
    return this.record('reopen', [id, body], () =>
      this.change(id, body.version, {
        state: 'reabierta',
        reopenings: [{ at: '2025-04-09T14:00:00.000Z', by: 'jefe', reason: body.reason }],
      }),
    );
  }
  lastResult(id: number) {
    return this.record('lastResult', [id], () => {
      const week = this.find(id);
      if (!week || !this.computed)
        return failed<ComputeAnswer>({ kind: 'not-found', message: 'La semana no tiene un cálculo.' });
      return okResult({ week: summaryOf(week), workers: this.workers, diff: this.diff });
    });
  }
  workerBreakdown(id: number, document: string, source: 'calculo' | 'cierre') {
    return this.record('workerBreakdown', [id, document, source], () =>
      okResult({ ...SAMPLE_BREAKDOWN, source }),
    );
  }
  computeContext(id: number) {
    return this.record('computeContext', [id], () =>
      failed<ComputeContext>({ kind: 'unavailable', message: 'Sin contexto de cálculo en esta prueba.' }),
    );
  }
  result(id: number) {
    return this.record('result', [id], () => okResult({ result: {}, parameters: {}, workers: this.workers }));
  }
  accumulated(month: string) {
    return this.record('accumulated', [month], () => okResult([]));
  }
  landingsTemplate() {
    return this.record('landingsTemplate', [], () =>
      okResult({ fileName: 'plantilla-descargas.xlsx', file: new Blob([]) }),
    );
  }
}

/** Grants of the fishing weeks' module. */
export const grantsOf = (...actions: string[]) => ({
  execute: () => Promise.resolve({ semana_de_pesca: actions } as never),
});
