import type {
  AdjustmentsBody,
  ClosedResult,
  ComputeAnswer,
  ComputeOutcome,
  ComputeRefusal,
  CrewBody,
  FishingWeeksApi,
  LandingsBody,
  WeekDetail,
  WeekListQuery,
  WeekSummary,
  WorkerBreakdown,
} from '../../application/fishing-weeks/fishing-weeks-api';
import { failed, okResult, type ApiResult } from '../../application/shared/api-result';
import type { DownloadedFile } from '../../application/shared/catalogue-api';
import type { Accumulated, AdjustmentRow, ComputeContext, WeekInput } from '../../domain/fishing-weeks';
import { queryString } from '../../domain/shared/paging';
import { downloadFile } from '../http/file-transfer';
import { invalidAnswer, failureOf, unanswered } from '../http/json-api';
import { BackendAdapter } from '../http/backend-adapter';
import { hasFields } from '../http/answer-shape';
const BASE = '/semanas-de-pesca';

const isRefusal = (body: unknown) => hasFields<ComputeRefusal>(body, { message: 'string', errors: 'array' });

const isAnswer = (body: unknown) => hasFields<ComputeAnswer>(body, { week: 'object', workers: 'array' });

/**
 * The FishingWeeksApi port over the backend (docs/fishing-weeks.md): JSON calls on the shared client;
 * a computation the engine refuses (422) is the `refused` outcome with the rows it names, a grid
 * save's 400 keeps its `grid.row.field` fields as the server sends them.
 */
export class HttpFishingWeeksApi extends BackendAdapter implements FishingWeeksApi {
  list(query: WeekListQuery) {
    return this.api.page<WeekSummary>(`${BASE}${queryString({ ...query })}`);
  }

  get(id: number) {
    return this.api.call<WeekDetail>('GET', `${BASE}/${id}`);
  }

  proposal(start: string) {
    return this.api.call<WeekInput>('GET', `${BASE}/propuesta${queryString({ start })}`);
  }

  create(input: WeekInput) {
    return this.api.call<WeekDetail>('POST', BASE, input);
  }

  saveLandings(id: number, body: LandingsBody) {
    return this.api.call<WeekSummary>('PUT', `${BASE}/${id}/descargas`, body);
  }

  saveCrew(id: number, body: CrewBody) {
    return this.api.call<WeekSummary>('PUT', `${BASE}/${id}/tripulacion`, body);
  }

  saveAdjustments(id: number, body: AdjustmentsBody) {
    return this.api.call<WeekSummary>('PUT', `${BASE}/${id}/ajustes`, body);
  }

  async loanInstalments(id: number): Promise<ApiResult<readonly AdjustmentRow[]>> {
    const result = await this.api.call<{ rows: readonly AdjustmentRow[] }>(
      'GET',
      `${BASE}/${id}/cuotas-de-prestamo`,
    );
    return result.ok ? okResult(result.value.rows) : result;
  }

  async compute(id: number, body: { version: number }): Promise<ApiResult<ComputeOutcome>> {
    const path = `${BASE}/${id}/calculo`;
    let response;
    try {
      response = await this.http.request<unknown>({
        method: 'POST',
        url: this.url(path),
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    } catch (error) {
      return unanswered(error, this.logger, `No se pudo llamar a POST ${path}.`);
    }
    if (response.status === 422 && isRefusal(response.body))
      return okResult({ kind: 'refused', refusal: response.body });
    if (response.status >= 200 && response.status < 300) {
      if (!isAnswer(response.body)) {
        this.logger.warn(`POST ${path} respondió un cálculo no válido.`);
        return failed(invalidAnswer(response.status));
      }
      const { week, workers, diff } = response.body;
      return okResult({ kind: 'computed', week, workers, diff: Array.isArray(diff) ? diff : [] });
    }
    if (response.status >= 500) this.logger.warn(`POST ${path} respondió HTTP ${response.status}.`);
    return failed(failureOf(response.status, response.body));
  }

  close(id: number, body: { version: number }) {
    return this.api.call<WeekSummary>('POST', `${BASE}/${id}/cierre`, body);
  }

  reopen(id: number, body: { version: number; reason: string }) {
    return this.api.call<WeekSummary>('POST', `${BASE}/${id}/reapertura`, body);
  }

  async lastResult(id: number): Promise<ApiResult<ComputeAnswer>> {
    const result = await this.api.call<ComputeAnswer>('GET', `${BASE}/${id}/calculo`);
    if (!result.ok) return result;
    if (!isAnswer(result.value)) {
      this.logger.warn(`GET ${BASE}/${id}/calculo respondió un cálculo no válido.`);
      return failed(invalidAnswer());
    }
    const { week, workers, diff } = result.value;
    return okResult({ week, workers, diff: Array.isArray(diff) ? diff : [] });
  }

  workerBreakdown(id: number, document: string, source: 'calculo' | 'cierre') {
    return this.api.call<WorkerBreakdown>(
      'GET',
      `${BASE}/${id}/detalle/${encodeURIComponent(document)}${queryString({ fuente: source })}`,
    );
  }

  computeContext(id: number, workerIds: readonly number[] = []) {
    const query = workerIds.length > 0 ? queryString({ trabajadores: workerIds.join(',') }) : '';
    return this.api.call<ComputeContext>('GET', `${BASE}/${id}/contexto${query}`);
  }

  result(id: number) {
    return this.api.call<ClosedResult>('GET', `${BASE}/${id}/resultado`);
  }

  accumulated(month: string) {
    return this.api.list<Accumulated>(`${BASE}/acumulados${queryString({ month })}`);
  }

  landingsTemplate(): Promise<ApiResult<DownloadedFile>> {
    return downloadFile(this.http, this.logger, {
      url: this.url(`${BASE}/plantilla-descargas`),
      fallbackName: 'plantilla-descargas.xlsx',
      what: 'la plantilla de descargas',
    });
  }
}
