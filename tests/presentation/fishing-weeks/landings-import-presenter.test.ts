import { describe, expect, it } from 'vitest';
import type { WeekSummary } from '../../../src/application/fishing-weeks/fishing-weeks-api';
import { failed, okResult } from '../../../src/application/shared/api-result';
import { LandingsImportPresenter } from '../../../src/presentation/fishing-weeks/landings-import/landings-import-presenter';
import {
  FakeLandingsImportApi,
  landingsSummary,
  sampleWeek,
} from '../../support/fakes/fishing-weeks/fake-landings-import-api';

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;

function setup(api: FakeLandingsImportApi) {
  const saved: string[] = [];
  const imported: WeekSummary[] = [];
  const files = { save: (name: string) => void saved.push(name) };
  const p = new LandingsImportPresenter(api, files, t, 7, 3, (week) => imported.push(week));
  return { p, saved, imported };
}

describe('LandingsImportPresenter', () => {
  it('validates the file for the week, lists the bad rows and offers only "solo las válidas"', async () => {
    const api = new FakeLandingsImportApi({ validate: okResult(landingsSummary()) });
    const { p, imported } = setup(api);
    await p.choose(new Blob(['x']), 'planta.xlsx');
    expect(api.calls).toEqual([{ weekId: 7, version: 3, mode: 'validate', fileName: 'planta.xlsx' }]);
    expect(p.getSnapshot()).toMatchObject({
      kind: 'checked',
      canImportAll: false,
      canImportValid: true,
      problems: [{ row: 4, column: 'Embarcación (matrícula)' }],
    });
    const state = p.getSnapshot();
    expect(state.kind === 'checked' && state.summary).toContain('landingsImport.summary');
    // "Importar" is refused while some rows are bad.
    await p.importAll();
    expect(api.calls.map((c) => c.mode)).toEqual(['validate']);
    expect(imported).toEqual([]);
  });

  it('imports only the valid rows when asked and hands the week its new version and state', async () => {
    const after = sampleWeek({ version: 4, landingCount: 5 });
    const api = new FakeLandingsImportApi({
      validate: okResult(landingsSummary()),
      valid: okResult(landingsSummary({ mode: 'valid', saved: true, week: after })),
    });
    const { p, imported } = setup(api);
    await p.choose(new Blob(['x']), 'planta.xlsx');
    await p.importValid();
    expect(api.calls.map((c) => c.mode)).toEqual(['validate', 'valid']);
    expect(p.getSnapshot()).toMatchObject({ kind: 'done' });
    const state = p.getSnapshot();
    expect(state.kind === 'done' && state.result).toContain('"created":"1","updated":"1"');
    expect(imported).toEqual([after]);
  });

  it('imports everything when every row is valid, with the latest version of the week', async () => {
    const all = landingsSummary({ rejected: 0, valid: 3, problems: [], created: 3, updated: 0 });
    const api = new FakeLandingsImportApi({
      validate: okResult(all),
      all: okResult({ ...all, mode: 'all', saved: true, week: sampleWeek({ version: 5 }) }),
    });
    const { p, imported } = setup(api);
    await p.choose(new Blob(['x']), 'planta.csv');
    expect(p.getSnapshot()).toMatchObject({ kind: 'checked', canImportAll: true, canImportValid: false });
    p.setWeek(4, (week) => imported.push(week));
    await p.importAll();
    expect(api.calls.map((c) => [c.mode, c.version])).toEqual([
      ['validate', 3],
      ['all', 4],
    ]);
    expect(imported.map((w) => w.version)).toEqual([5]);
  });

  it('shows the refusal of a closed or changed week and keeps the check', async () => {
    const all = landingsSummary({ rejected: 0, problems: [] });
    const api = new FakeLandingsImportApi({
      validate: okResult(all),
      all: failed({ kind: 'conflict', message: 'La semana está cerrada: no admite cambios.' }),
    });
    const { p, imported } = setup(api);
    await p.choose(new Blob(['x']), 'planta.xlsx');
    await p.importAll();
    expect(p.getSnapshot()).toMatchObject({
      kind: 'checked',
      saving: null,
      error: 'La semana está cerrada: no admite cambios.',
    });
    expect(imported).toEqual([]);
  });

  it('downloads the template and reports a file the server could not read', async () => {
    const api = new FakeLandingsImportApi({
      validate: failed({ kind: 'validation', message: 'No se pudo leer el archivo.', fields: [] }),
    });
    const { p, saved } = setup(api);
    await p.downloadTemplate();
    expect(saved).toEqual(['plantilla-descargas.xlsx']);
    await p.choose(new Blob(['x']), 'foto.png');
    expect(p.getSnapshot()).toEqual({
      kind: 'choosing',
      error: 'No se pudo leer el archivo.',
      downloading: false,
    });
  });
});
