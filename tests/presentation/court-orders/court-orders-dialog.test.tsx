import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CourtOrdersDialog } from '../../../src/presentation/court-orders/CourtOrdersDialog';
import { CourtOrdersPresenter } from '../../../src/presentation/court-orders/court-orders-presenter';
import { FakeCourtOrdersApi } from '../../support/fakes/court-orders/fake-court-orders-api';
import { createTestI18n, createTestTranslate } from '../../support/i18n';
import { RecordingFileSaver } from '../../support/stories/catalogue-story';

const i18n = createTestI18n();
const translate = createTestTranslate();

function show(canEdit: boolean, canExport = false, api = new FakeCourtOrdersApi()) {
  const files = new RecordingFileSaver();
  const presenter = new CourtOrdersPresenter(
    api,
    { id: 1, name: 'CHUMPITAZ RAMOS, PEDRO' },
    canEdit,
    () => '2025-06-02',
    translate,
    { canExport, files },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <CourtOrdersDialog presenter={presenter} onClose={vi.fn()} />
    </I18nextProvider>,
  );
  return { api, files };
}

describe('CourtOrdersDialog', () => {
  it('lists the orders with their report for the court, and opens the form to record one', async () => {
    show(true);
    const dialog = await screen.findByRole('dialog', {
      name: 'Órdenes judiciales de CHUMPITAZ RAMOS, PEDRO',
    });
    const table = await within(dialog).findByRole('table', { name: 'Órdenes judiciales' });
    expect(within(table).getByText('30.00 % del neto')).toBeTruthy();
    const report = await within(dialog).findByRole('table', {
      name: 'Reporte para el juzgado de la orden Exp. 00123-2025-0-2501-JP-FC-01',
    });
    expect(within(report).getAllByText('S/ 276.00')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nueva orden judicial' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva orden judicial' });
    expect(within(form).getByRole('textbox', { name: 'N.° de expediente' })).toBeTruthy();
  });

  it('offers no changes without editar', async () => {
    show(false);
    const dialog = await screen.findByRole('dialog', {
      name: 'Órdenes judiciales de CHUMPITAZ RAMOS, PEDRO',
    });
    await within(dialog).findByText('30.00 % del neto');
    expect(within(dialog).queryByRole('button', { name: 'Nueva orden judicial' })).toBeNull();
  });

  it('exports an order’s report for the court as .xlsx with exportar', async () => {
    const { api, files } = show(false, true);
    const dialog = await screen.findByRole('dialog', {
      name: 'Órdenes judiciales de CHUMPITAZ RAMOS, PEDRO',
    });
    const button = await within(dialog).findByRole('button', {
      name: 'Exportar reporte (.xlsx) de la orden Exp. 00123-2025-0-2501-JP-FC-01',
    });
    expect(button.textContent).toBe('Exportar reporte (.xlsx)');
    await userEvent.click(button);
    await waitFor(() => expect(files.saved).toEqual(['orden-judicial-00123-2025-0-2501-JP-FC-01.xlsx']));
    expect(api.calls).toContain('reportWorkbook 3');
  });

  it('shows the server’s refusal of the export', async () => {
    const api = new FakeCourtOrdersApi();
    api.workbookRefusal = 'No tiene permiso para exportar.';
    const { files } = show(false, true, api);
    const dialog = await screen.findByRole('dialog', {
      name: 'Órdenes judiciales de CHUMPITAZ RAMOS, PEDRO',
    });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /^Exportar reporte \(\.xlsx\)/ }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No tiene permiso para exportar.');
    expect(files.saved).toEqual([]);
  });

  it('offers no export without exportar', async () => {
    show(true, false);
    const dialog = await screen.findByRole('dialog', {
      name: 'Órdenes judiciales de CHUMPITAZ RAMOS, PEDRO',
    });
    await within(dialog).findByRole('table', {
      name: 'Reporte para el juzgado de la orden Exp. 00123-2025-0-2501-JP-FC-01',
    });
    expect(within(dialog).queryByRole('button', { name: /Exportar reporte/ })).toBeNull();
  });
});
