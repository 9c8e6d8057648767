import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CourtOrdersDialog } from '../../../src/presentation/court-orders/CourtOrdersDialog';
import { CourtOrdersPresenter } from '../../../src/presentation/court-orders/court-orders-presenter';
import { FakeCourtOrdersApi } from '../../support/fakes/court-orders/fake-court-orders-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n();

function show(canEdit: boolean) {
  const presenter = new CourtOrdersPresenter(
    new FakeCourtOrdersApi(),
    { id: 1, name: 'CHUMPITAZ RAMOS, PEDRO' },
    canEdit,
    () => '2025-06-02',
  );
  render(
    <I18nextProvider i18n={i18n}>
      <CourtOrdersDialog presenter={presenter} onClose={vi.fn()} />
    </I18nextProvider>,
  );
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
});
