import type { WeekSummary } from '../../../../src/application/fishing-weeks/fishing-weeks-api';
import type {
  LandingsImportApi,
  LandingsImportSummary,
} from '../../../../src/application/fishing-weeks/landings-import';
import { failed, okResult, type ApiResult } from '../../../../src/application/shared/api-result';
import type { ImportMode } from '../../../../src/domain/shared/spreadsheet-import';

export const sampleWeek = (over: Partial<WeekSummary> = {}): WeekSummary => ({
  id: 7,
  year: 2025,
  number: 14,
  start: '2025-03-31',
  end: '2025-04-06',
  month: '2025-04',
  state: 'abierta',
  landingCount: 0,
  crewDays: 0,
  totals: null,
  version: 3,
  updatedAt: '2025-04-07T14:00:00.000Z',
  updatedBy: 'planillero',
  ...over,
});

export const landingsSummary = (over: Partial<LandingsImportSummary> = {}): LandingsImportSummary => ({
  mode: 'validate',
  rows: 3,
  valid: 2,
  rejected: 1,
  created: 1,
  updated: 1,
  unchanged: 0,
  saved: false,
  problems: [
    {
      row: 4,
      column: 'Embarcación (matrícula)',
      message: 'No existe una embarcación con la matrícula «XX-1».',
    },
  ],
  week: sampleWeek(),
  ...over,
});

/** A landings import answering per mode; it records every call (week, version, mode). */
export class FakeLandingsImportApi implements LandingsImportApi {
  readonly calls: { weekId: number; version: number; mode: ImportMode; fileName: string }[] = [];
  templates = 0;

  constructor(private readonly answers: Partial<Record<ImportMode, ApiResult<LandingsImportSummary>>> = {}) {}

  template() {
    this.templates += 1;
    return Promise.resolve(okResult({ fileName: 'plantilla-descargas.xlsx', file: new Blob(['x']) }));
  }

  importFile(weekId: number, version: number, _file: Blob, fileName: string, mode: ImportMode) {
    this.calls.push({ weekId, version, mode, fileName });
    return Promise.resolve(
      this.answers[mode] ??
        failed<LandingsImportSummary>({ kind: 'unavailable', message: 'Sin conexión con el servidor.' }),
    );
  }
}
