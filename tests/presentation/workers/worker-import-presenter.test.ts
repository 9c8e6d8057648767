import { describe, expect, it } from 'vitest';
import { failed, okResult, type ApiResult } from '../../../src/application/shared/api-result';
import type { WorkersImportApi } from '../../../src/application/workers/manage-workers';
import type { ImportMode, ImportSummary } from '../../../src/domain/workers/worker-import';
import { WorkerImportPresenter } from '../../../src/presentation/workers/worker-import-presenter';

const summary = (over: Partial<ImportSummary> = {}): ImportSummary => ({
  mode: 'validate',
  rows: 3,
  valid: 2,
  rejected: 1,
  created: 2,
  updated: 0,
  unchanged: 0,
  saved: false,
  problems: [{ row: 3, column: 'CCI', message: 'El CCI no es válido.' }],
  ...over,
});

class FakeApi implements WorkersImportApi {
  readonly calls: ImportMode[] = [];
  constructor(private readonly answers: Partial<Record<ImportMode, ApiResult<ImportSummary>>>) {}
  template() {
    return Promise.resolve(okResult({ fileName: 'plantilla.xlsx', file: new Blob(['x']) }));
  }
  importFile(_file: Blob, _name: string, mode: ImportMode) {
    this.calls.push(mode);
    return Promise.resolve(
      this.answers[mode] ?? failed<ImportSummary>({ kind: 'unavailable', message: 'Sin conexión.' }),
    );
  }
}

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
const saver = {
  saved: [] as string[],
  save(name: string) {
    this.saved.push(name);
  },
};

describe('WorkerImportPresenter', () => {
  it('validates first, lists the bad rows, offers only "solo las válidas", then reports the counts', async () => {
    const api = new FakeApi({
      validate: okResult(summary()),
      valid: okResult(summary({ mode: 'valid', saved: true })),
    });
    const notices: string[] = [];
    const p = new WorkerImportPresenter(api, saver, t, (m) => notices.push(m));
    await p.choose(new Blob(['x']), 'trabajadores.xlsx');
    const checked = p.getSnapshot();
    expect(checked).toMatchObject({ kind: 'checked', canImportAll: false, canImportValid: true });
    if (checked.kind !== 'checked') throw new Error('not checked');
    expect(checked.problems).toEqual([{ row: 3, column: 'CCI', message: 'El CCI no es válido.' }]);
    await p.importAll();
    expect(api.calls).toEqual(['validate']);
    await p.importValid();
    expect(api.calls).toEqual(['validate', 'valid']);
    expect(p.getSnapshot().kind).toBe('done');
    expect(notices).toHaveLength(1);
  });

  it('a valid file imports all; a refusal stays on the check with its message', async () => {
    const api = new FakeApi({
      validate: okResult(summary({ rejected: 0, valid: 3, created: 3, problems: [] })),
    });
    const p = new WorkerImportPresenter(api, saver, t);
    await p.choose(new Blob(['x']), 'ok.csv');
    expect(p.getSnapshot()).toMatchObject({ kind: 'checked', canImportAll: true, canImportValid: false });
    await p.importAll();
    expect(p.getSnapshot()).toMatchObject({ kind: 'checked', error: 'Sin conexión.' });
    p.reset();
    expect(p.getSnapshot().kind).toBe('choosing');
    await p.downloadTemplate();
    expect(saver.saved).toContain('plantilla.xlsx');
  });
});
