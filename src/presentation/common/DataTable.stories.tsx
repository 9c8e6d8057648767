import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { STORY_WAIT } from '../../../tests/support/stories/wait';
import { DataTable, type TableColumn } from './DataTable';
import { expectText } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

interface Row {
  readonly document: string;
  readonly name: string;
  readonly net: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'document', header: 'Documento', cell: (r) => r.document },
  { key: 'name', header: 'Trabajador', cell: (r) => r.name, rowHeader: true },
  { key: 'net', header: 'Neto', align: 'right', cell: (r) => r.net },
];

/** A week of `count` workers' results in the kit's table, scrolling past 600 px. */
function ResultDemo({ count }: { count: number }) {
  const rows = Array.from({ length: count }, (_, i) => ({
    document: String(40000000 + i),
    name: `TRABAJADOR ${String(i + 1).padStart(4, '0')}`,
    net: '1,087.85',
  }));
  return (
    <DataTable
      label="Resultado por trabajador"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.document}
      maxHeight={600}
      total={{ label: `Totales (${count} trabajadores)`, span: 2, cells: { net: '2,175,700.00' } }}
    />
  );
}

const meta = {
  title: 'Kit/Tabla',
  component: ResultDemo,
} satisfies Meta<typeof ResultDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = STORY_WAIT;

export const DosMilFilas: Story = {
  name: '2,000 filas: solo se dibujan las visibles',
  args: { count: 2000 },
  play: playInCanvas(async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Resultado por trabajador' }, wait);
    await expect(table.getAttribute('aria-rowcount')).toBe('2002');
    await expectText(within(table), 'TRABAJADOR 0001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    await expect(within(table).getByText('Totales (2000 trabajadores)')).toBeVisible();
    const scroller = table.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(table).getByText('TRABAJADOR 2000')).toBeVisible(), wait);
  }),
};

export const PocasFilas: Story = {
  name: 'Pocas filas: todas en la tabla',
  args: { count: 12 },
  play: playInCanvas(async (canvas) => {
    const table = await canvas.findByRole('table', { name: 'Resultado por trabajador' }, wait);
    await expect(table.getAttribute('aria-rowcount')).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
  }),
};
