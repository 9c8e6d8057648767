import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsFor, hiddenColumns } from '../../../src/presentation/common/column-choice';
import { PagedGrid, type ListColumn } from '../../../src/presentation/common/ListView';
import { WORKER_COLUMNS } from '../../../src/presentation/workers/workers-screen';
import { createTestI18n } from '../../support/i18n';

/** What the shell leaves a list at these screens: the docked menu (18 rem) and the page's padding. */
const LIST_AT_1280 = 1280 - 288 - 48 - 2;
const LIST_AT_1366 = 1366 - 288 - 48 - 2;

describe('columnsFor', () => {
  const columns = [
    { field: 'a', minWidth: 200 },
    { field: 'b', minWidth: 100 },
    { field: 'c', minWidth: 100 },
  ];

  it('shows every column while the width is not measured, or when they fit', () => {
    expect(columnsFor(columns, undefined, 500)).toEqual({ a: true, b: true, c: true });
    expect(columnsFor(columns, 400)).toEqual({ a: true, b: true, c: true });
  });

  it('hides the last columns first when they do not fit beside the reserved actions', () => {
    expect(columnsFor(columns, 400, 100)).toEqual({ a: true, b: true, c: false });
    expect(columnsFor(columns, 299, 0)).toEqual({ a: true, b: false, c: false });
  });

  it('keeps the most important column even when nothing fits, and never a minor column in a major one’s place', () => {
    expect(columnsFor(columns, 50)).toEqual({ a: true, b: false, c: false });
    const ranked = [
      { field: 'wide', minWidth: 300, priority: 2 },
      { field: 'name', minWidth: 200, priority: 1 },
      { field: 'flag', minWidth: 50, priority: 3 },
    ];
    // «wide» does not fit beside «name»; «flag» would, but it matters less: it hides as well.
    expect(columnsFor(ranked, 400)).toEqual({ wide: false, name: true, flag: false });
  });

  it('names the hidden columns in the list’s order', () => {
    expect(hiddenColumns({ a: true, b: false, c: false })).toEqual(['b', 'c']);
  });

  it('the workers list hides «Activo» and «Modificado» at 1280 px, only «Modificado» at 1366 px', () => {
    // The catalogue adds «Activo» (110) and «Modificado» (180); five row buttons take 224 px.
    const all = [...WORKER_COLUMNS, { field: 'active', minWidth: 110 }, { field: 'updated', minWidth: 180 }];
    expect(hiddenColumns(columnsFor(all, LIST_AT_1280, 224))).toEqual(['active', 'updated']);
    expect(hiddenColumns(columnsFor(all, LIST_AT_1366, 224))).toEqual(['updated']);
    // Narrower still (the menu docked on a 1024 px screen), the scheme and the hire date go too.
    expect(hiddenColumns(columnsFor(all, 1024 - 288 - 48 - 2, 224))).toEqual([
      'pensionScheme',
      'hireDate',
      'active',
      'updated',
    ]);
  });
});

describe('PagedGrid on a narrow screen', { timeout: 30_000 }, () => {
  interface Row {
    readonly id: number;
    readonly name: string;
    readonly city: string;
    readonly note: string;
  }
  const i18n = createTestI18n();
  afterEach(() => vi.unstubAllGlobals());

  it('hides what does not fit, says so, and shows it again from the «Columnas» chooser', async () => {
    // A layout the test's DOM does not do: the grid's frame measures 500 px.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('MuiPaper-root') ? 500 : 0;
    });
    const columns: ListColumn<Row, 'name'>[] = [
      { field: 'name', header: 'Nombre', minWidth: 200 },
      { field: 'city', header: 'Ciudad', minWidth: 150 },
      { field: 'note', header: 'Nota', minWidth: 150 },
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <PagedGrid<Row, 'name'>
          label="Cosas"
          columns={columns}
          actions={[{ key: 'x', label: (r) => `Quitar ${r.name}`, icon: <span>x</span>, onClick: () => {} }]}
          table={{
            kind: 'ready',
            rows: [{ id: 1, name: 'Ana', city: 'Chimbote', note: 'Nueva' }],
            total: 1,
            refreshing: false,
          }}
          query={{ page: 0, pageSize: 25, sort: 'name', order: 'asc' }}
          emptyText="Nada"
          onPage={() => {}}
          onPageSize={() => {}}
          onSort={() => {}}
          onRetry={() => {}}
        />
      </I18nextProvider>,
    );
    const grid = screen.getByRole('grid', { name: 'Cosas' });
    // 500 px less one button's 64: «Nombre» and «Ciudad» fit, «Nota» does not.
    expect(within(grid).getByRole('columnheader', { name: 'Ciudad' })).toBeDefined();
    expect(within(grid).queryByRole('columnheader', { name: 'Nota' })).toBeNull();
    expect(screen.getByText('1 columna oculta')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Columnas' }));
    const note = screen.getByRole('menuitemcheckbox', { name: 'Nota' });
    expect(note.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(note);
    expect(note.getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(await within(grid).findByRole('columnheader', { name: 'Nota' })).toBeDefined();
    expect(screen.queryByText('1 columna oculta')).toBeNull();
    // The actions stay, whatever shows.
    expect(within(grid).getByRole('button', { name: 'Quitar Ana' })).toBeDefined();
  });

  it('opens a row to show its hidden columns’ values, «label: value», and closes it again', async () => {
    narrowFrame(500);
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Cosas' });
    expect(within(grid).queryByRole('columnheader', { name: 'Nota' })).toBeNull();
    expect(within(grid).queryByText('Nueva')).toBeNull();
    const open = within(grid).getByRole('button', { name: 'Ver las columnas ocultas de Ana' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    const values = await within(grid).findByRole('group', { name: 'Columnas ocultas' });
    expect(within(values).getByText('Nota:')).toBeDefined();
    expect(within(values).getByText('Nueva')).toBeDefined();
    // A shown column is not repeated.
    expect(within(values).queryByText('Ciudad:')).toBeNull();
    // The other row stays closed.
    expect(within(grid).queryByText('Vieja')).toBeNull();
    const close = within(grid).getByRole('button', { name: 'Cerrar las columnas ocultas de Ana' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(close);
    expect(within(grid).queryByText('Nueva')).toBeNull();
  });

  it('offers no row opening when every column shows', () => {
    narrowFrame(1000);
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Cosas' });
    expect(within(grid).getByRole('columnheader', { name: 'Nota' })).toBeDefined();
    expect(within(grid).queryByRole('button', { name: /columnas ocultas/ })).toBeNull();
  });

  /** A layout the test's DOM does not do: the grid's frame measures `width` px. */
  function narrowFrame(width: number) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('MuiPaper-root') ? width : 0;
    });
  }

  function renderGrid() {
    const columns: ListColumn<Row, 'name'>[] = [
      { field: 'name', header: 'Nombre', minWidth: 200 },
      { field: 'city', header: 'Ciudad', minWidth: 150 },
      { field: 'note', header: 'Nota', minWidth: 150 },
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <PagedGrid<Row, 'name'>
          label="Cosas"
          columns={columns}
          actions={[{ key: 'x', label: (r) => `Quitar ${r.name}`, icon: <span>x</span>, onClick: () => {} }]}
          table={{
            kind: 'ready',
            rows: [
              { id: 1, name: 'Ana', city: 'Chimbote', note: 'Nueva' },
              { id: 2, name: 'Luis', city: 'Paita', note: 'Vieja' },
            ],
            total: 2,
            refreshing: false,
          }}
          query={{ page: 0, pageSize: 25, sort: 'name', order: 'asc' }}
          emptyText="Nada"
          onPage={() => {}}
          onPageSize={() => {}}
          onSort={() => {}}
          onRetry={() => {}}
        />
      </I18nextProvider>,
    );
  }
});
