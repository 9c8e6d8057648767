import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { VacationWorkerPresenter } from '../../../src/presentation/vacations/vacations-presenter';
import { VacationWorkerDialog } from '../../../src/presentation/vacations/VacationsView';
import { FakeVacationsApi } from '../../support/fakes/vacations/fake-vacations-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n();
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});

function show(canEdit: boolean, api = new FakeVacationsApi()) {
  const presenter = new VacationWorkerPresenter(
    api,
    '10000001',
    'QUISPE MAMANI, JUAN',
    canEdit,
    t,
    () => undefined,
  );
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <VacationWorkerDialog presenter={presenter} onClose={onClose} />
    </I18nextProvider>,
  );
  return { api, presenter, onClose };
}

describe('VacationWorkerDialog', () => {
  it('shows the balance, the expired years and the periods, and edits one in the kit’s form dialog', async () => {
    show(true);
    const dialog = await screen.findByRole('dialog', { name: 'Vacaciones de QUISPE MAMANI, JUAN' });
    await within(dialog).findByText('Ingreso 15/03/2019 · 6 años completos de servicio al 30/06/2025');
    expect(within(dialog).getByText('Pendientes: 135 días')).toBeTruthy();
    expect(within(dialog).getByText('En curso: 7.50 días')).toBeTruthy();
    expect(
      within(dialog).getByText(/^30 días del año 5 \(ganados el 15\/03\/2024\) vencieron el 15\/03\/2025/),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Periodos gozados' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Editar el periodo del 01/02/2021 al 02/03/2021' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Editar periodo de vacaciones' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Observación' })).toHaveProperty(
        'value',
        'Primer periodo',
      ),
    );
    expect(within(form).getAllByText('Primer día').length).toBeGreaterThan(0);
    expect(within(form).getAllByText('Último día (incluido)').length).toBeGreaterThan(0);
  });

  it('records a period as an absence (land staff’s récord) with «Tipo», and shows it in the table', async () => {
    const { api } = show(true);
    const dialog = await screen.findByRole('dialog', { name: 'Vacaciones de QUISPE MAMANI, JUAN' });
    await within(dialog).findByText('01/02/2021');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Editar el periodo del 01/02/2021 al 02/03/2021' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Editar periodo de vacaciones' });
    const kind = await within(form).findByRole('combobox', { name: 'Tipo' });
    expect(kind.textContent).toContain('Vacaciones gozadas');
    await userEvent.click(kind);
    await userEvent.click(await screen.findByRole('option', { name: 'Inasistencia injustificada' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect([...api.periods.values()].some((p) => p.kind === 'inasistencia')).toBe(true));
    const table = within(dialog).getByRole('table', { name: 'Periodos gozados' });
    expect(await within(table).findByText('Inasistencia injustificada')).toBeTruthy();
  });

  it('offers no changes without editar', async () => {
    show(false);
    const dialog = await screen.findByRole('dialog', { name: 'Vacaciones de QUISPE MAMANI, JUAN' });
    await within(dialog).findByText('01/02/2021');
    expect(within(dialog).queryByRole('button', { name: 'Registrar periodo' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Eliminar el periodo/ })).toBeNull();
  });

  it('speaks of one day in the singular: «Gozados: 1 día», «(1 día)»', async () => {
    const api = new FakeVacationsApi();
    api.periods.clear();
    api.periods.set(13, {
      id: 13,
      workerId: 1,
      start: '2023-01-10',
      end: '2023-01-10',
      days: 1,
      note: '',
      version: 1,
    });
    show(true, api);
    const dialog = await screen.findByRole('dialog', { name: 'Vacaciones de QUISPE MAMANI, JUAN' });
    expect(await within(dialog).findByText('Gozados: 1 día')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Eliminar el periodo/ }));
    expect(
      await screen.findByText(
        '¿Eliminar el periodo del 10/01/2023 al 10/01/2023 (1 día)? Esta acción no se puede deshacer.',
      ),
    ).toBeTruthy();
  });
});
