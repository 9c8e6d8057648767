import type { Static } from 'typebox';
import type { ImportMode } from '../../domain/shared/spreadsheet-import';
import type { ApiResult } from '../shared/api-result';
import type { DownloadedFile } from '../shared/catalogue-api';
import type * as contract from './contract';

/**
 * What an import of landings did (or, validating, would do): the counts and bad rows of every import,
 * and the week as it is after it (its new version and state when saved).
 */
export type LandingsImportSummary = Static<typeof contract.LandingsImportSummary>;

/** The import of a week's landings from the plants' spreadsheets (.xlsx or .csv). */
export interface LandingsImportApi {
  /** The template .xlsx (Spanish headers, one example row). */
  template(): Promise<ApiResult<DownloadedFile>>;
  /**
   * Sends the file for the week read at `version`: validates it (validate), saves all or nothing
   * (all), or only its valid rows (valid).
   */
  importFile(
    weekId: number,
    version: number,
    file: Blob,
    fileName: string,
    mode: ImportMode,
  ): Promise<ApiResult<LandingsImportSummary>>;
}
export const LandingsImportApi = Symbol.for('LandingsImportApi');
