import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { EditableGrid, type EditableColumn } from './EditableGrid';
import { expectText } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

interface Row {
  readonly ticket: string;
  readonly tonnes: string;
  readonly speciesId: number;
  readonly date: string;
}

const columns: EditableColumn<Row>[] = [
  { field: 'date', header: 'Fecha', kind: 'date' },
  {
    field: 'speciesId',
    header: 'Especie',
    kind: 'select',
    choices: [
      { id: 1, label: 'Anchoveta' },
      { id: 2, label: 'Jurel' },
    ],
  },
  { field: 'ticket', header: 'Ticket', kind: 'text', maxLength: 40 },
  { field: 'tonnes', header: 'TM', kind: 'decimal', places: 3 },
];

/** A small grid whose rows live in the story, with the errors and mode given. */
function GridDemo({ errors, readOnly }: { errors?: [string, string][]; readOnly?: boolean }) {
  const [rows, setRowsNow] = useState<Row[]>([
    { date: '2026-11-02', speciesId: 1, ticket: 'T-001', tonnes: '120.500' },
    { date: '2026-11-03', speciesId: 2, ticket: 'T-002', tonnes: '' },
  ]);
  const [history, setHistory] = useState<Row[][]>([]);
  const setRows = (change: (all: Row[]) => Row[]) => {
    setHistory((h) => [...h, rows]);
    setRowsNow(change);
  };
  return (
    <EditableGrid
      id="demo"
      label="Descargas de ejemplo"
      columns={columns}
      rows={rows}
      errors={new Map(errors ?? [])}
      readOnly={readOnly}
      onChange={(i, r) => setRows((all) => all.map((x, j) => (j === i ? r : x)))}
      onAdd={() => setRows((all) => [...all, { date: '2026-11-02', speciesId: 0, ticket: '', tonnes: '' }])}
      onDelete={(i) => setRows((all) => all.filter((_x, j) => j !== i))}
      newRow={() => ({ date: '2026-11-02', speciesId: 0, ticket: '', tonnes: '' })}
      onPaste={(start, pasted) =>
        setRows((all) => {
          const next = [...all];
          pasted.forEach((r, i) => (next[start + i] = r));
          return next;
        })
      }
      onUndo={() => {
        const previous = history.at(-1);
        if (!previous) return;
        setHistory((h) => h.slice(0, -1));
        setRowsNow(previous);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Grilla editable',
  component: GridDemo,
} satisfies Meta<typeof GridDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  name: 'Editable: agregar y quitar filas',
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('grid', { name: 'Descargas de ejemplo' }, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar fila' }));
    await expect(
      await canvas.findByRole('button', { name: 'Quitar la fila 3 de Descargas de ejemplo' }, wait),
    ).toBeVisible();
  }),
};

export const ConErrores: Story = {
  name: 'Con errores por celda y por fila',
  args: {
    errors: [
      ['2.tonnes', 'Indique las TM descargadas, mayores que cero, con hasta tres decimales.'],
      ['1', 'El último cálculo rechazado señala esta fila.'],
    ],
  },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, '2 errores');
  }),
};

export const SoloLectura: Story = {
  name: 'Solo lectura',
  args: { readOnly: true },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, 'T-001');
    await expect(canvas.queryByRole('button', { name: 'Agregar fila' })).toBeNull();
  }),
};

export const FechaPorTeclado: Story = {
  name: 'Fecha DD/MM/AAAA: se muestra y se escribe con el teclado',
  play: playInCanvas(async (canvas) => {
    const grid = await canvas.findByRole('grid', { name: 'Descargas de ejemplo' }, wait);
    const cell = await within(grid).findByText('02/11/2026', {}, wait);
    await userEvent.dblClick(cell);
    const field = await within(grid).findByRole('group', { name: 'Fecha' }, wait);
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15112026{Enter}');
    await expectText(within(grid), '15/11/2026');
  }),
};

export const PegarDesdeHojaDeCalculo: Story = {
  name: 'Pegar un bloque de una hoja de cálculo y deshacer',
  play: playInCanvas(async (canvas) => {
    const grid = await canvas.findByRole('grid', { name: 'Descargas de ejemplo' }, wait);
    await userEvent.click(await within(grid).findByText('T-002', {}, wait));
    await userEvent.paste('T-009\t180,5\nT-010\t-150\nT-011\tabc');
    await expectText(within(grid), 'T-011');
    await expect(within(grid).getByText('180.5')).toBeVisible();
    await expect(within(grid).getByText('-150')).toBeVisible();
    await expect(within(grid).queryByText('T-002')).toBeNull();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expectText(within(grid), 'T-002');
    await expect(within(grid).queryByText('T-011')).toBeNull();
  }),
};
