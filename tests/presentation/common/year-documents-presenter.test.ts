import { afterEach, describe, expect, it } from 'vitest';
import { failed, okResult, type ApiResult } from '../../../src/application/shared/api-result';
import type { DownloadedFile } from '../../../src/application/shared/catalogue-api';
import { loadedOf, type LoadState } from '../../../src/presentation/common/load-presenter';
import {
  YearDocumentsPresenter,
  yearDocumentsStart,
  type YearDocumentsState,
} from '../../../src/presentation/common/year-documents-presenter';

interface Table {
  readonly rows: readonly string[];
}

interface State extends YearDocumentsState<Table> {
  readonly extra: string;
}

/** A year's list of documents named `<year>-<n>`; the year 1999 is refused, as is the document 'bad'. */
class Documents extends YearDocumentsPresenter<Table, State> {
  readonly reads: number[] = [];
  readonly saved: string[] = [];
  afterwards: string[] = [];

  constructor(actions: string[], year: string) {
    const saved: string[] = [];
    super(
      { save: (name) => void saved.push(name) },
      { execute: () => Promise.resolve({ modulo: actions } as never) },
      'modulo',
      { ...yearDocumentsStart(year), extra: 'x' },
    );
    this.saved = saved;
  }

  protected async readTable(year: number): Promise<LoadState<Table>> {
    this.reads.push(year);
    const answer: ApiResult<string[]> =
      year === 1999
        ? failed({ kind: 'conflict', message: 'Año cerrado' })
        : okResult([`${year}-1`, `${year}-2`]);
    return loadedOf(await Promise.resolve(answer), (rows) => ({ rows }));
  }

  protected override yearChanged(state: State): State {
    return { ...state, extra: '' };
  }

  protected override async loaded(year: string): Promise<void> {
    this.afterwards.push(year);
    return Promise.resolve();
  }

  download(document: string): Promise<void> {
    const answer: ApiResult<DownloadedFile> =
      document === 'bad'
        ? failed({ kind: 'not-found', message: 'No existe' })
        : okResult({ fileName: `${document}.pdf`, file: new Blob(['%PDF']) });
    return this.saveDocument(document, () => Promise.resolve(answer));
  }
}

let presenter: Documents | undefined;
afterEach(() => presenter?.dispose());

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('YearDocumentsPresenter (kit)', () => {
  it('reads the year on the first attach, with the export grant of its module', async () => {
    presenter = new Documents(['ver', 'exportar'], '2025');
    expect(presenter.state.table).toEqual({ kind: 'loading' });
    presenter.attach();
    await flush();
    expect(presenter.state.table).toEqual({ kind: 'ready', rows: ['2025-1', '2025-2'] });
    expect(presenter.state.canExport).toBe(true);
    expect(presenter.afterwards).toEqual(['2025']);
  });

  it('reads a year once four digits are typed, resetting what the screen says', async () => {
    presenter = new Documents(['ver'], '2025');
    presenter.attach();
    await flush();
    presenter.setYear('2a0');
    expect(presenter.state).toMatchObject({ year: '20', extra: '' });
    presenter.setYear('19999');
    await flush();
    expect(presenter.reads).toEqual([2025, 1999]);
    expect(presenter.state.table).toEqual({ kind: 'failed', message: 'Año cerrado' });
    expect(presenter.state.canExport).toBe(false);
  });

  it('keeps only the answer of the year shown', async () => {
    presenter = new Documents(['ver'], '2025');
    const first = presenter.load();
    presenter.setYear('2024');
    await first;
    await flush();
    expect(presenter.state.table).toEqual({ kind: 'ready', rows: ['2024-1', '2024-2'] });
    expect(presenter.afterwards).toEqual(['2024']);
  });

  it('downloads one document at a time with the export grant; a refusal is the notice', async () => {
    presenter = new Documents(['ver', 'exportar'], '2025');
    presenter.attach();
    await flush();
    const one = presenter.download('2025-1');
    expect(presenter.state.downloading).toBe('2025-1');
    await presenter.download('2025-2');
    await one;
    expect(presenter.saved).toEqual(['2025-1.pdf']);
    await presenter.download('bad');
    expect(presenter.state).toMatchObject({
      downloading: null,
      notice: { severity: 'error', text: 'No existe' },
    });
    presenter.dismissNotice();
    expect(presenter.state.notice).toBeNull();
  });

  it('downloads nothing without the export grant', async () => {
    presenter = new Documents(['ver'], '2025');
    presenter.attach();
    await flush();
    await presenter.download('2025-1');
    expect(presenter.saved).toEqual([]);
  });
});
