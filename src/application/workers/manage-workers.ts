import type { Worker, WorkerInput } from '../../domain/workers/worker';
import { inputOfWorker, cleanWorker, validateWorker } from '../../domain/workers/worker';
import type { ImportMode, ImportSummary } from '../../domain/workers/worker-import';
import type { ApiResult } from '../shared/api-result';
import type { CatalogueChoice, DownloadedFile } from '../shared/catalogue-api';
import type { CatalogueRules, ManageCatalogue } from '../shared/manage-catalogue';

/** Workers (trabajador): the catalogue's use cases with the worker's rules; the form chooses a position. */
export type ManageWorkers = ManageCatalogue<Worker, WorkerInput>;
export const ManageWorkers = Symbol.for('ManageWorkers');

export const WORKER_RULES: CatalogueRules<Worker, WorkerInput> = {
  validate: validateWorker,
  clean: cleanWorker,
  inputOf: inputOfWorker,
};

/** The import of workers from a spreadsheet on the backend (`/trabajadores/importacion`). */
export interface WorkersImportApi {
  /** The template .xlsx (Spanish headers, one example row). */
  template(): Promise<ApiResult<DownloadedFile>>;
  /** Sends the file: validates it (validate), saves all or nothing (all), or only its valid rows (valid). */
  importFile(file: Blob, fileName: string, mode: ImportMode): Promise<ApiResult<ImportSummary>>;
}
export const WorkersImportApi = Symbol.for('WorkersImportApi');

/** What the T-Registro download covers: one worker, or the movements between two dates. */
export type TRegistroRequest = {
  readonly company: number;
  /** 'ide' | 'tra' | 'per' for one file; the zip otherwise. */
  readonly file?: 'ide' | 'tra' | 'per';
} & ({ readonly worker: number } | { readonly from: string; readonly to: string });

/** The T-Registro files of the workers (`/trabajadores/t-registro`) and the employers to choose from. */
export interface WorkersTRegistroApi {
  companies(): Promise<ApiResult<CatalogueChoice[]>>;
  download(request: TRegistroRequest): Promise<ApiResult<DownloadedFile>>;
}
export const WorkersTRegistroApi = Symbol.for('WorkersTRegistroApi');
