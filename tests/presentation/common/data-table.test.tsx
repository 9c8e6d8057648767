import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableColumn } from '../../../src/presentation/common/DataTable';

interface Row {
  readonly name: string;
  readonly net: string;
  readonly subtotal: boolean;
}

const COLUMNS: readonly TableColumn<Row>[] = [
  { key: 'name', header: 'Nombre', rowHeader: true, strong: true, cell: (r) => r.name },
  { key: 'net', header: 'Neto', align: 'right', cell: (r) => r.net },
];

describe('DataTable', () => {
  it('draws a named table from its columns, with the row headers, the bold rows and the closing total', () => {
    render(
      <DataTable
        label="Totales"
        columns={COLUMNS}
        rows={[
          { name: 'ANITA', net: '10.00', subtotal: false },
          { name: 'Total empresa', net: '10.00', subtotal: true },
        ]}
        rowKey={(r) => r.name}
        strong={(r) => r.subtotal}
        total={{ label: 'Total general', span: 1, cells: { net: '10.00' } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Totales' });
    const texts = (role: string) =>
      within(table)
        .getAllByRole(role)
        .map((c) => c.textContent);
    expect(texts('columnheader')).toEqual(['Nombre', 'Neto']);
    expect(texts('rowheader')).toEqual(['ANITA', 'Total empresa']);
    expect(within(table).getByRole('rowheader', { name: 'Total empresa' })).toHaveStyle({
      fontWeight: '600',
    });
    expect(within(table).getByRole('rowheader', { name: 'ANITA' })).toHaveStyle({ fontWeight: '400' });
    expect(within(table).getByRole('row', { name: /Total general/ })).toHaveTextContent('Total general10.00');
  });

  it('says what an empty table holds in one row across its columns', () => {
    render(<DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.name} empty="Sin conceptos." />);
    expect(screen.getByRole('cell', { name: 'Sin conceptos.' })).toHaveAttribute('colspan', '2');
  });
});
