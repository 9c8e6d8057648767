import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { failed } from '../../../src/application/shared/api-result';
import { failureOf } from '../../../src/infrastructure/http/json-api';
import { filledWeek } from '../../support/fakes/fishing-weeks/fake-week-grids';
import { createTestI18n } from '../../support/i18n';
import { WeekGridsStory, type WeekGridsStoryProps } from '../../support/stories/week-grids-story';

const i18n = createTestI18n();
const show = (props: WeekGridsStoryProps) =>
  render(
    <I18nextProvider i18n={i18n}>
      <WeekGridsStory {...props} />
    </I18nextProvider>,
  );

describe('WeekGrids', () => {
  it('shows why the preview cannot run when the server fails to give its context', async () => {
    show({
      tab: 'descargas',
      week: () => filledWeek(),
      api: (api) => {
        api.contextAnswer = failed(failureOf(500, { message: 'Ocurrió un error inesperado.' }));
      },
    });
    const panel = await screen.findByRole('status', { name: 'Vista previa del cálculo' });
    expect(
      await within(panel).findByText(
        'El servidor no pudo preparar la vista previa (error 500): Ocurrió un error inesperado.',
      ),
    ).toBeTruthy();
    expect(within(panel).queryByText(/No se pudo conectar/)).toBeNull();
  });

  it('shows the landings by name with the price list, and the import button', async () => {
    show({ tab: 'descargas', week: () => filledWeek() });
    const grid = await screen.findByRole('grid', { name: 'Descargas' });
    expect(await within(grid).findByText('DON LUCHO')).toBeTruthy();
    expect(within(grid).getByText('T-002')).toBeTruthy();
    expect(within(grid).getByText('180.00 (lista)')).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Lista de precios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar descargas' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Guardar descargas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps a tab it opened mounted out of sight, and shows the same grid again on coming back', async () => {
    const tree = (tab: WeekGridsStoryProps['tab']) => (
      <I18nextProvider i18n={i18n}>
        <WeekGridsStory tab={tab} week={filledWeek} />
      </I18nextProvider>
    );
    const view = render(tree('descargas'));
    const landings = await screen.findByRole('grid', { name: 'Descargas' });
    view.rerender(tree('ajustes'));
    expect(await screen.findByRole('grid', { name: 'Otros ingresos y descuentos' })).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Descargas' })).toBeNull();
    expect(landings.isConnected).toBe(true);
    expect(landings.closest('[aria-hidden="true"]')).not.toBeNull();
    view.rerender(tree('descargas'));
    expect(screen.getByRole('grid', { name: 'Descargas' })).toBe(landings);
    expect(screen.queryByRole('grid', { name: 'Otros ingresos y descuentos' })).toBeNull();
  });

  it('deletes a row, saves the tab and reports the new version', async () => {
    const user = userEvent.setup();
    show({ tab: 'ajustes', week: () => filledWeek() });
    await user.click(
      await screen.findByRole('button', { name: 'Quitar la fila 1 de Otros ingresos y descuentos' }),
    );
    expect(screen.getByText('Hay cambios sin guardar.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar ingresos y descuentos' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(screen.getByTestId('saved-version').textContent).toBe('Versión 4');
    expect(screen.getByText(/cuotas sindicales no se ingresan/)).toBeTruthy();
  });

  it('shows the errors of a new row at once and refuses to save them', async () => {
    const user = userEvent.setup();
    show({ tab: 'ajustes', week: () => filledWeek() });
    await user.click(await screen.findByRole('button', { name: 'Agregar ingreso o descuento' }));
    expect(await screen.findByText('Fila 3 · Motivo: Indique el motivo.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar ingresos y descuentos' }));
    expect(await screen.findByText('Corrija los errores señalados antes de guardar.')).toBeTruthy();
  });

  it('shows an other earning by its kind, and says the tab takes earnings too', async () => {
    const week = filledWeek();
    show({
      tab: 'ajustes',
      week: () => ({
        ...week,
        adjustments: [
          ...week.adjustments,
          {
            workerId: 100,
            kind: 'otro_ingreso',
            amount: '120.00',
            percent: null,
            beneficiary: '',
            reason: 'Reintegro semana 44',
          },
        ],
      }),
    });
    const grid = await screen.findByRole('grid', { name: 'Otros ingresos y descuentos' });
    expect(await within(grid).findByText('Otro ingreso')).toBeTruthy();
    expect(within(grid).getByText('Reintegro semana 44')).toBeTruthy();
    expect(screen.getByText(/«Otro ingreso» paga al trabajador/)).toBeTruthy();
    expect(screen.queryByText(/Fila 3/)).toBeNull();
  });

  it('copies the previous day of a vessel', async () => {
    const user = userEvent.setup();
    show({ tab: 'tripulacion', week: () => filledWeek() });
    await user.click(await screen.findByRole('button', { name: /^Mar 03\/11/ }));
    const grid = screen.getByRole('grid', { name: 'Tripulación de la embarcación y el día' });
    await waitFor(() => expect(within(grid).queryByText('HUAMÁN ROJAS, PEDRO (40234567)')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Copiar día anterior' }));
    expect(await within(grid).findByText('HUAMÁN ROJAS, PEDRO (40234567)')).toBeTruthy();
  });

  it('is read-only without buttons', async () => {
    show({ tab: 'tripulacion', week: () => filledWeek(), readOnly: true });
    await screen.findByRole('grid', { name: 'Trabajo en tierra' });
    expect(screen.queryByRole('button', { name: /Guardar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar tripulante' })).toBeNull();
  });
});
