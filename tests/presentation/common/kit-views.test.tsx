import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { failed, okResult, type ApiResult } from '../../../src/application/shared/api-result';
import { FormDialog, type FormFields } from '../../../src/presentation/common/FormDialog';
import { FormPresenter } from '../../../src/presentation/common/form-presenter';
import { ListView, type ListIntents } from '../../../src/presentation/common/ListView';
import { NOTHING_ALLOWED, type ListState } from '../../../src/presentation/common/paged-list-presenter';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n();
const wrap = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

interface Row {
  readonly id: number;
  readonly name: string;
}

function intents(): ListIntents<'name'> & Record<string, ReturnType<typeof vi.fn>> {
  return {
    setSearch: vi.fn(),
    search: vi.fn(),
    setPage: vi.fn(),
    setPageSize: vi.fn(),
    setSort: vi.fn(),
    load: vi.fn(() => Promise.resolve()),
    dismissNotice: vi.fn(),
    cancelCommand: vi.fn(),
    confirmCommand: vi.fn(() => Promise.resolve()),
  } as never;
}

function listState(change: Partial<ListState<Row, 'name', object, 'delete', never>> = {}) {
  return {
    table: { kind: 'ready', rows: [{ id: 1, name: 'Pesquera Sur' }], total: 1, refreshing: false },
    query: { q: '', filters: {}, page: 0, pageSize: 25, sort: 'name', order: 'asc' },
    can: NOTHING_ALLOWED,
    notice: null,
    confirming: null,
    form: null,
    exporting: false,
    ...change,
  } as ListState<Row, 'name', object, 'delete', never>;
}

function list(
  presenter: ListIntents<'name'>,
  state: ListState<Row, 'name', object, 'delete', never>,
  extra = {},
) {
  return (
    <ListView<Row, 'name', object, 'delete'>
      id="things"
      label="Cosas"
      presenter={presenter}
      state={state}
      columns={[{ field: 'name', header: 'Nombre', sort: 'name' }]}
      actions={[
        { key: 'delete', label: (r) => `Eliminar ${r.name}`, icon: <span>x</span>, onClick: () => undefined },
      ]}
      searchLabel="Buscar cosas"
      filtered={state.query.q !== ''}
      emptyText="No hay cosas."
      noMatchesText="Ninguna cosa coincide."
      confirmText={(c) => ({
        title: 'Eliminar',
        question: `¿Eliminar ${c.row.name}?`,
        action: 'Eliminar',
        danger: true,
      })}
      {...extra}
    />
  );
}

// The first render transforms MUI X on demand; the machine may be busy.
describe('ListView', { timeout: 30_000 }, () => {
  it('forwards typing and Enter in the search box, and shows create and export only when given', async () => {
    const p = intents();
    const onCreate = vi.fn();
    const onExport = vi.fn();
    const { rerender } = wrap(list(p, listState()));
    expect(screen.queryByRole('button', { name: 'Nueva cosa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar cosas' }), 'p{Enter}');
    expect(p.setSearch).toHaveBeenCalledWith('p');
    expect(p.search).toHaveBeenCalled();
    rerender(
      <I18nextProvider i18n={i18n}>
        {list(p, listState(), {
          create: { label: 'Nueva cosa', onClick: onCreate },
          exportList: { label: 'Exportar', onClick: onExport, busy: false },
        })}
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nueva cosa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(onCreate).toHaveBeenCalledOnce();
    expect(onExport).toHaveBeenCalledOnce();
    expect(screen.getByRole('grid', { name: 'Cosas' })).toBeInTheDocument();
  });

  it('shows the failure with a retry instead of the grid', async () => {
    const p = intents();
    wrap(list(p, listState({ table: { kind: 'failed', message: 'No se pudo conectar con el servidor.' } })));
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor.');
    expect(screen.queryByRole('grid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(p.load).toHaveBeenCalledOnce();
  });

  it('shows a progress bar while a newer page is read', () => {
    wrap(list(intents(), listState({ table: { kind: 'ready', rows: [], total: 0, refreshing: true } })));
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
  });

  it('asks before a command and forwards the answer; the server’s refusal shows inside', async () => {
    const p = intents();
    const row = { id: 1, name: 'Pesquera Sur' };
    wrap(
      list(
        p,
        listState({ confirming: { command: 'delete', row, busy: false, error: 'La usan 2 embarcaciones.' } }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar' });
    expect(within(dialog).getByText('¿Eliminar Pesquera Sur?')).toBeInTheDocument();
    expect(within(dialog).getByText('La usan 2 embarcaciones.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(p.confirmCommand).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(p.cancelCommand).toHaveBeenCalledOnce();
  });
});

interface Boat {
  readonly id: number;
  readonly version: number;
}
interface BoatValues {
  readonly registration: string;
  readonly capacity: string;
  readonly companyId: number | null;
  readonly union: boolean;
  readonly shares: readonly { effectiveFrom: string; percent: string }[];
}

const FIELDS: FormFields<BoatValues> = [
  { kind: 'text', name: 'registration', label: 'Matrícula', maxLength: 20, upperCase: true, required: true },
  { kind: 'decimal', name: 'capacity', label: 'Bodega', unit: 'm³', decimals: 2 },
  { kind: 'select', name: 'companyId', label: 'Empresa', options: 'companyId' },
  { kind: 'switch', name: 'union', label: 'Sindicato' },
  {
    kind: 'rows',
    name: 'shares',
    label: 'Participación',
    columns: [{ key: 'percent', label: 'Porcentaje', kind: 'decimal', decimals: 2 }],
    newRow: () => ({ effectiveFrom: '2026-03-10', percent: '' }),
    addLabel: 'Agregar porcentaje',
    removeLabel: 'Quitar la fila',
  },
];

function boatForm(save: (v: BoatValues) => Promise<ApiResult<Boat>>) {
  const presenter = new FormPresenter<BoatValues, Boat>(
    {
      empty: () => ({
        registration: '',
        capacity: '',
        companyId: null,
        union: false,
        shares: [{ effectiveFrom: '2026-01-01', percent: '' }],
      }),
      read: () => Promise.resolve(okResult({ id: 1, version: 1 })),
      valuesOf: () => ({ registration: 'X', capacity: '1', companyId: 1, union: false, shares: [] }),
      save: (values) => save(values),
      options: () => Promise.resolve(okResult({ companyId: [{ id: 1, label: 'Pesquera Sur' }] })),
    },
    null,
    () => undefined,
  );
  wrap(
    <FormDialog
      id="boat"
      title={{ create: 'Nueva embarcación', edit: 'Editar embarcación' }}
      presenter={presenter}
      fields={FIELDS}
      onClose={() => undefined}
    />,
  );
  return presenter;
}

describe('FormDialog', { timeout: 30_000 }, () => {
  it('draws the fields from data: limits mirrored, capitals, decimals kept as typed, choices, switch', async () => {
    const presenter = boatForm(() => Promise.resolve(okResult({ id: 1, version: 1 })));
    const registration = await screen.findByRole('textbox', { name: 'Matrícula' });
    expect(registration).toHaveAttribute('maxlength', '20');
    await userEvent.type(registration, 'co-12');
    expect(registration).toHaveValue('CO-12');
    const capacity = screen.getByRole('textbox', { name: 'Bodega (m³)' });
    // A decimal field never changes what is typed: it says why it cannot take it.
    await userEvent.type(capacity, '12a,505');
    expect(capacity).toHaveValue('12a,505');
    expect(capacity).toHaveAccessibleDescription('Escriba solo números (por ejemplo 1250.50).');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '-5');
    expect(capacity).toHaveValue('-5');
    expect(capacity).toHaveAccessibleDescription('No admite valores negativos.');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '12,505');
    expect(capacity).toHaveAccessibleDescription('Admite como máximo 2 decimales.');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '12,50');
    expect(capacity).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pesquera Sur' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Sindicato' }));
    const s = presenter.state;
    expect(s.kind === 'editing' && s.values).toMatchObject({
      registration: 'CO-12',
      capacity: '12,50',
      companyId: 1,
      union: true,
    });
  });

  it('edits the rows of a sub-table; the last row cannot be removed', async () => {
    const presenter = boatForm(() => Promise.resolve(okResult({ id: 1, version: 1 })));
    const group = await screen.findByRole('group', { name: 'Participación' });
    expect(within(group).getByRole('button', { name: 'Quitar la fila 1' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('button', { name: 'Agregar porcentaje' }));
    await userEvent.type(within(group).getByRole('textbox', { name: 'Porcentaje 2' }), '24');
    await userEvent.click(within(group).getByRole('button', { name: 'Quitar la fila 1' }));
    const s = presenter.state;
    expect(s.kind === 'editing' && s.values.shares).toEqual([{ effectiveFrom: '2026-03-10', percent: '24' }]);
  });

  it('shows errors next to their fields and cells, and a refusal not about fields above them', async () => {
    let answer: ApiResult<Boat> = failed({
      kind: 'validation',
      message: 'Revise los datos marcados.',
      fields: [
        { field: 'registration', message: 'Ya existe una embarcación con esa matrícula.' },
        { field: 'shares.0.percent', message: 'El porcentaje debe estar entre 0 y 100.' },
      ],
    });
    boatForm(() => Promise.resolve(answer));
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una embarcación con esa matrícula.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Matrícula' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('El porcentaje debe estar entre 0 y 100.')).toBeInTheDocument();
    answer = failed({ kind: 'unavailable', message: 'No se pudo conectar con el servidor.' });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    await waitFor(() => expect(screen.getByText('No se pudo conectar con el servidor.')).toBeInTheDocument());
  });
});
