import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../src/application/shared/api-result';
import type { Grants } from '../../../src/domain/shared/grants';
import type { Page } from '../../../src/domain/shared/paging';
import {
  PagedListPresenter,
  SEARCH_DELAY_MS,
  type ListQuery,
} from '../../../src/presentation/common/paged-list-presenter';

interface Fruit {
  readonly id: number;
  readonly name: string;
  readonly color: string;
}
interface FruitRow {
  readonly id: number;
  readonly label: string;
}
type Sort = 'name' | 'id';
interface Filters {
  readonly color: string;
}

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const settle = () => new Promise((r) => setTimeout(r, 0));
const conflict: ApiFailure = { kind: 'conflict', message: 'Otra persona la cambió.' };

/** An in-memory server of fruits; `gate` holds answers until released (latest-only tests). */
class FruitServer {
  fruits: Fruit[] = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    name: `fruta ${String(i + 1).padStart(2, '0')}`,
    color: i % 2 === 0 ? 'roja' : 'verde',
  }));
  readonly queries: ListQuery<Sort, Filters>[] = [];
  failNext: ApiFailure | null = null;
  held: (() => void)[] = [];
  hold = false;

  async list(query: ListQuery<Sort, Filters>): Promise<ApiResult<Page<Fruit>>> {
    this.queries.push(query);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    else await Promise.resolve();
    if (this.failNext) {
      const failure = this.failNext;
      this.failNext = null;
      return failed(failure);
    }
    const matching = this.fruits
      .filter((f) => f.name.includes(query.q) && (!query.filters.color || f.color === query.filters.color))
      .sort(
        (a, b) =>
          (query.sort === 'id' ? a.id - b.id : a.name.localeCompare(b.name)) *
          (query.order === 'asc' ? 1 : -1),
      );
    const start = query.page * query.pageSize;
    return okResult({
      rows: matching.slice(start, start + query.pageSize),
      total: matching.length,
      page: query.page + 1,
      pageSize: query.pageSize,
    });
  }
}

class FruitsPresenter extends PagedListPresenter<Fruit, FruitRow, Sort, Filters, 'delete'> {
  deleted: number[] = [];
  deleteFailure: ApiFailure | null = null;
  constructor(
    private readonly server: FruitServer,
    grants: Grants = { fruta: ['ver', 'crear', 'eliminar'] },
  ) {
    super({ execute: () => Promise.resolve(grants) }, t, {
      module: 'fruta',
      sort: 'name',
      order: 'asc',
      filters: { color: '' },
      firstOrder: (s) => (s === 'id' ? 'desc' : 'asc'),
    });
  }
  protected fetch(query: ListQuery<Sort, Filters>) {
    return this.server.list(query);
  }
  protected rowOf(f: Fruit): FruitRow {
    return { id: f.id, label: `${f.name} (${f.color})` };
  }
  protected override async runCommand(_c: 'delete', row: FruitRow): Promise<ApiResult<unknown>> {
    await Promise.resolve();
    if (this.deleteFailure) return failed(this.deleteFailure);
    this.deleted.push(row.id);
    this.server.fruits = this.server.fruits.filter((f) => f.id !== row.id);
    return okResult(undefined);
  }
  protected override doneMessage(_c: 'delete', row: FruitRow) {
    return this.t('fruit.deleted', { label: row.label });
  }
}

const rows = (p: FruitsPresenter) => {
  const table = p.state.table;
  if (table.kind !== 'ready') throw new Error(`table is ${table.kind}`);
  return table.rows;
};

describe('PagedListPresenter', () => {
  let presenter: FruitsPresenter | undefined;
  afterEach(() => {
    presenter?.dispose();
    vi.useRealTimers();
  });

  it('reads the first page sorted, with display rows, the total and the user’s actions', async () => {
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    expect(presenter.state.table).toEqual({ kind: 'loading' });
    presenter.attach();
    await settle();
    expect(rows(presenter)).toHaveLength(25);
    expect(rows(presenter)[0]).toEqual({ id: 1, label: 'fruta 01 (roja)' });
    expect(presenter.state.table).toMatchObject({ total: 30, refreshing: false });
    expect(server.queries[0]).toEqual({
      q: '',
      filters: { color: '' },
      page: 0,
      pageSize: 25,
      sort: 'name',
      order: 'asc',
    });
    expect(presenter.state.can).toEqual({
      ver: true,
      crear: true,
      editar: false,
      eliminar: true,
      exportar: false,
      aprobar: false,
    });
  });

  it('waits for a pause in typing before searching, and Enter searches at once', async () => {
    vi.useFakeTimers();
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await vi.advanceTimersByTimeAsync(0);
    presenter.setSearch('fr');
    presenter.setSearch('fruta 1');
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1);
    expect(server.queries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.queries).toHaveLength(2);
    expect(server.queries[1]).toMatchObject({ q: 'fruta 1', page: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(rows(presenter).map((r) => r.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    presenter.setSearch('  fruta 2 ');
    presenter.search();
    expect(server.queries.at(-1)).toMatchObject({ q: 'fruta 2' });
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(server.queries).toHaveLength(3);
  });

  it('filters, pages and sorts on the server; the same column flips the order', async () => {
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await settle();
    presenter.setPage(1);
    await settle();
    expect(rows(presenter)).toHaveLength(5);
    presenter.setFilter('color', 'verde');
    await settle();
    expect(server.queries.at(-1)).toMatchObject({ filters: { color: 'verde' }, page: 0 });
    expect(rows(presenter)).toHaveLength(15);
    presenter.sortBy('id');
    await settle();
    expect(server.queries.at(-1)).toMatchObject({ sort: 'id', order: 'desc' });
    expect(rows(presenter)[0]?.id).toBe(30);
    presenter.sortBy('id');
    await settle();
    expect(server.queries.at(-1)).toMatchObject({ sort: 'id', order: 'asc' });
    presenter.setPageSize(10);
    await settle();
    expect(server.queries.at(-1)).toMatchObject({ pageSize: 10, page: 0 });
    presenter.setSort('name', 'desc');
    await settle();
    expect(rows(presenter)[0]?.label).toBe('fruta 30 (verde)');
  });

  it('keeps only the latest answer when an older one arrives after it', async () => {
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await settle();
    server.hold = true;
    presenter.setFilter('color', 'roja');
    presenter.setFilter('color', 'verde');
    expect(presenter.state.table).toMatchObject({ kind: 'ready', refreshing: true });
    const [older, newer] = server.held;
    newer?.();
    await settle();
    older?.();
    await settle();
    expect(rows(presenter).every((r) => r.label.endsWith('(verde)'))).toBe(true);
    expect(presenter.state.table).toMatchObject({ refreshing: false, total: 15 });
  });

  it('goes back to the last page with rows when the page emptied meanwhile', async () => {
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await settle();
    presenter.setPage(1);
    await settle();
    server.fruits = server.fruits.slice(0, 20);
    await presenter.load();
    await settle();
    expect(presenter.state.query.page).toBe(0);
    expect(rows(presenter)).toHaveLength(20);
  });

  it('shows the server’s message when a page cannot be read, and reads again', async () => {
    const server = new FruitServer();
    server.failNext = {
      kind: 'unavailable',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    };
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await settle();
    expect(presenter.state.table).toEqual({
      kind: 'failed',
      message: 'No se pudo conectar con el servidor. Intente nuevamente.',
    });
    await presenter.load();
    expect(rows(presenter)).toHaveLength(25);
  });

  it('runs a confirmed command once, says so and reads the page again', async () => {
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await settle();
    const row = rows(presenter)[0]!;
    presenter.ask('delete', row);
    expect(presenter.state.confirming).toEqual({ command: 'delete', row, busy: false, error: null });
    const first = presenter.confirmCommand();
    const second = presenter.confirmCommand();
    expect(presenter.state.confirming?.busy).toBe(true);
    presenter.cancelCommand();
    expect(presenter.state.confirming).not.toBeNull();
    await Promise.all([first, second]);
    await settle();
    expect(presenter.deleted).toEqual([1]);
    expect(presenter.state.confirming).toBeNull();
    expect(presenter.state.notice).toEqual({
      severity: 'success',
      text: 'fruit.deleted {"label":"fruta 01 (roja)"}',
    });
    expect(rows(presenter)[0]?.id).toBe(2);
  });

  it('keeps a refused command’s reason in the dialog and refreshes the list after a conflict', async () => {
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await settle();
    presenter.deleteFailure = conflict;
    presenter.ask('delete', rows(presenter)[0]!);
    const reads = server.queries.length;
    await presenter.confirmCommand();
    expect(presenter.state.confirming).toMatchObject({ busy: false, error: conflict.message });
    await settle();
    expect(server.queries.length).toBe(reads + 1);
    presenter.cancelCommand();
    expect(presenter.state.confirming).toBeNull();
  });

  it('stops a pending search when no view shows it any more', async () => {
    vi.useFakeTimers();
    const server = new FruitServer();
    presenter = new FruitsPresenter(server);
    presenter.attach();
    await vi.advanceTimersByTimeAsync(0);
    presenter.setSearch('fruta');
    presenter.detach();
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    expect(server.queries).toHaveLength(1);
  });

  it('grants nothing when the permissions cannot be read', async () => {
    presenter = new FruitsPresenter(new FruitServer(), {});
    presenter.attach();
    await settle();
    expect(Object.values(presenter.state.can).some(Boolean)).toBe(false);
  });
});
