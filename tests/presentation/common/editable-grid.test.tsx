import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EditableGrid,
  decimalText,
  errorLines,
  type EditableColumn,
} from '../../../src/presentation/common/EditableGrid';

interface Row {
  readonly name: string;
  readonly tonnes: string;
  readonly price: string | null;
  readonly speciesId: number;
}

const columns: EditableColumn<Row>[] = [
  { field: 'name', header: 'Nombre', kind: 'text', maxLength: 10 },
  { field: 'tonnes', header: 'TM', kind: 'decimal', places: 3 },
  {
    field: 'price',
    header: 'Precio',
    kind: 'decimal',
    places: 2,
    nullable: true,
    placeholder: () => 'de lista',
  },
  {
    field: 'speciesId',
    header: 'Especie',
    kind: 'select',
    choices: [
      { id: 1, label: 'Anchoveta' },
      { id: 2, label: 'Jurel' },
    ],
  },
];

function Harness(props: {
  errors?: Map<string, string>;
  readOnly?: boolean;
  onChange?: (i: number, r: Row) => void;
}) {
  const [rows, setRows] = useState<Row[]>([{ name: 'Uno', tonnes: '10.5', price: null, speciesId: 1 }]);
  return (
    <EditableGrid
      id="test"
      label="Prueba"
      columns={columns}
      rows={rows}
      errors={props.errors}
      readOnly={props.readOnly}
      onChange={(i, r) => {
        props.onChange?.(i, r);
        setRows((all) => all.map((x, j) => (j === i ? r : x)));
      }}
      onAdd={() => setRows((all) => [...all, { name: '', tonnes: '', price: null, speciesId: 0 }])}
      onDelete={(i) => setRows((all) => all.filter((_x, j) => j !== i))}
    />
  );
}

describe('EditableGrid', () => {
  it('reads a comma as the point and never changes the rest of a decimal (the check refuses it)', () => {
    expect(decimalText(' 12,5 ')).toBe('12.5');
    expect(decimalText('-150')).toBe('-150');
    expect(decimalText('12,3456')).toBe('12.3456');
    expect(decimalText('1a.2.3')).toBe('1a.2.3');
  });

  it('orders the error lines by row with the column header', () => {
    const errors = new Map([
      ['3.tonnes', 'Mal'],
      ['1', 'Fila señalada'],
    ]);
    expect(errorLines(errors, columns).map((l) => l.text)).toEqual([
      'Fila 1: Fila señalada',
      'Fila 3 · TM: Mal',
    ]);
  });

  it('shows choices by name and the placeholder of an empty cell', async () => {
    render(<Harness />);
    const grid = await screen.findByRole('grid', { name: 'Prueba' });
    expect(within(grid).getByText('Anchoveta')).toBeTruthy();
    expect(within(grid).getByText('de lista')).toBeTruthy();
  });

  it('edits a decimal from the keyboard and reports the row', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const grid = await screen.findByRole('grid', { name: 'Prueba' });
    await user.click(within(grid).getByText('10.5'));
    await user.keyboard('{Enter}');
    const input = await within(grid).findByDisplayValue('10.5');
    await user.clear(input);
    await user.type(input, '12,5{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(0, { name: 'Uno', tonnes: '12.5', price: null, speciesId: 1 }),
    );
    expect(await within(grid).findByText('12.5')).toBeTruthy();
  });

  it('keeps a minus sign typed in a decimal cell, for the check to refuse', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const grid = await screen.findByRole('grid', { name: 'Prueba' });
    await user.click(within(grid).getByText('10.5'));
    await user.keyboard('{Enter}');
    const input = await within(grid).findByDisplayValue('10.5');
    await user.clear(input);
    await user.type(input, '-150{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(0, { name: 'Uno', tonnes: '-150', price: null, speciesId: 1 }),
    );
    expect(await within(grid).findByText('-150')).toBeTruthy();
  });

  it('chooses from a select by typing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const grid = await screen.findByRole('grid', { name: 'Prueba' });
    await user.click(within(grid).getByText('Anchoveta'));
    await user.keyboard('{Enter}');
    const input = await within(grid).findByRole('combobox', { name: 'Especie' });
    await user.clear(input);
    await user.type(input, 'jur');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(0, expect.objectContaining({ speciesId: 2 })));
    expect(await within(grid).findByText('Jurel')).toBeTruthy();
  });

  it('adds and deletes rows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Agregar fila' }));
    expect(await screen.findByRole('button', { name: 'Quitar la fila 2 de Prueba' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar la fila 1 de Prueba' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Quitar la fila 2 de Prueba' })).toBeNull(),
    );
  });

  it('marks a cell with its error and counts the errors', async () => {
    render(
      <Harness
        errors={
          new Map([
            ['1.tonnes', 'Indique las TM.'],
            ['1', 'Fila del cálculo'],
          ])
        }
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Prueba' });
    const cell = within(grid).getByText('10.5');
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    expect(cell.closest('.editable-grid-cell-error')).not.toBeNull();
    expect(screen.getByText('2 errores')).toBeTruthy();
    expect(screen.getByText('Fila 1 · TM: Indique las TM.')).toBeTruthy();
  });

  it('has no buttons when read-only', async () => {
    render(<Harness readOnly />);
    await screen.findByRole('grid', { name: 'Prueba' });
    expect(screen.queryByRole('button', { name: 'Agregar fila' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });
});
