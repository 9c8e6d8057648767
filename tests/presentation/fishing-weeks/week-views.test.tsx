import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  FakeFishingWeeksApi,
  sampleWeek,
  WORKERS,
} from '../../support/fakes/fishing-weeks/fake-fishing-weeks-api';
import type { CatalogueApiFactory } from '../../../src/application/shared/catalogue-api';
import { fakeChoicesFactory } from '../../support/fakes/fishing-weeks/fake-week-grids';
import { FakePayslipDeliveriesApi } from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { FakePayslipsApi } from '../../support/fakes/payslips/fake-payslips-api';
import { createTestI18n } from '../../support/i18n';
import { FishingWeeksStory, type FishingWeeksStoryProps } from '../../support/stories/fishing-weeks-story';

const i18n = createTestI18n('es');
const show = (props: FishingWeeksStoryProps) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FishingWeeksStory {...props} />
    </I18nextProvider>,
  );

describe('the fishing weeks screen', () => {
  it('lists the weeks and opens one, and goes back', async () => {
    const user = userEvent.setup();
    show({});
    await user.click(await screen.findByRole('button', { name: 'Semana 14 – 2025' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Semana 14 – 2025' })).toBeVisible();
    expect(screen.getByText('31/03/2025 al 06/04/2025 · Mes de planilla: abril 2025')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volver a las semanas' }));
    expect(await screen.findByRole('grid', { name: 'Semanas de pesca' })).toBeVisible();
  });

  it('computes a week, shows the totals and a worker’s breakdown', async () => {
    const user = userEvent.setup();
    show({ at: '/semana_de_pesca?semana=7' });
    await user.click(await screen.findByRole('button', { name: 'Calcular' }));
    const table = await screen.findByRole('table', { name: 'Resultado por trabajador' });
    expect(within(table).getByText('Totales (2 trabajadores)')).toBeVisible();
    expect(within(table).getByText('2,230.50')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: `Ver el detalle de ${WORKERS[0]!.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Detalle de ${WORKERS[0]!.name} (40112233)` });
    expect(within(dialog).getByText('Participación de pesca')).toBeVisible();
    expect(within(dialog).getByText(/Embarcación: CO-1234-PM/)).toBeVisible();
    expect(within(dialog).getByText('Neto a pagar: 1,087.85')).toBeVisible();
  });

  it('keeps unsaved rows and the catalogues while the result is shown', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const factory = fakeChoicesFactory();
    const counting: CatalogueApiFactory = {
      create: <E, I>(path: string) => {
        const api = factory.create<E, I>(path);
        return { ...api, options: () => (reads++, api.options()) };
      },
    };
    show({ at: '/semana_de_pesca?semana=7', catalogues: () => counting });
    await user.click(await screen.findByRole('button', { name: 'Agregar descarga' }));
    const firstReads = reads;
    expect(await screen.findByText('Hay cambios sin guardar.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Resultado' }));
    expect(screen.queryByRole('grid', { name: 'Descargas' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Descargas' }));
    // Drawn at once: no catalogue is read again, and the added row is still there, unsaved.
    expect(screen.queryByLabelText('Cargando catálogos')).toBeNull();
    expect(screen.getByRole('grid', { name: 'Descargas' })).toBeVisible();
    expect(screen.getByText('Hay cambios sin guardar.')).toBeVisible();
    expect(reads).toBe(firstReads);
  });

  it('shows a refused computation by grid and row', async () => {
    const user = userEvent.setup();
    show({
      at: '/semana_de_pesca?semana=7',
      api: () => Object.assign(new FakeFishingWeeksApi(), { computeOutcome: 'refused' as const }),
    });
    await user.click(await screen.findByRole('button', { name: 'Calcular' }));
    expect(
      await screen.findByText('Descargas, fila 3: La especie ANC no tiene precio el 01/04/2025.'),
    ).toBeVisible();
  });

  it('asks for a reason of at least ten characters to reopen a closed week', async () => {
    const user = userEvent.setup();
    show({
      at: '/semana_de_pesca?semana=7',
      api: () => Object.assign(new FakeFishingWeeksApi(), { weeks: [sampleWeek({ state: 'cerrada' })] }),
    });
    expect(await screen.findByText(/La semana está cerrada: solo lectura/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Calcular' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir la semana' });
    await user.type(within(dialog).getByLabelText('Motivo de la reapertura'), 'corto');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(
      await within(dialog).findByText('Indique el motivo de la reapertura (al menos 10 caracteres).'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Motivo de la reapertura'), ' — faltó una descarga');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Semana reabierta.')).toBeVisible();
  });

  it('shows a closed week’s payslip deliveries', async () => {
    const deliveries = new FakePayslipDeliveriesApi();
    show({
      at: '/semana_de_pesca?semana=7',
      api: () => Object.assign(new FakeFishingWeeksApi(), { weeks: [sampleWeek({ state: 'cerrada' })] }),
      deliveries: () => deliveries,
    });
    const section = await screen.findByRole('region', { name: 'Entregas de boletas' });
    expect(
      await within(section).findByRole('table', { name: 'Entregas de boletas de la semana' }),
    ).toBeVisible();
    expect(deliveries.asked).toEqual(['week 7']);
  });

  it('reads no deliveries of an open week', async () => {
    const deliveries = new FakePayslipDeliveriesApi();
    show({ at: '/semana_de_pesca?semana=7', deliveries: () => deliveries });
    expect(await screen.findByRole('button', { name: 'Calcular' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Entregas de boletas' })).toBeNull();
    expect(deliveries.asked).toEqual([]);
  });

  it('downloads the payslips of a closed week, and a worker’s from the breakdown', async () => {
    const user = userEvent.setup();
    const payslips = new FakePayslipsApi();
    show({
      at: '/semana_de_pesca?semana=7',
      api: () =>
        Object.assign(new FakeFishingWeeksApi(), {
          weeks: [sampleWeek({ state: 'cerrada', closedAt: '2025-04-08T14:00:00.000Z' })],
          computed: true,
        }),
      payslips,
    });
    await user.click(await screen.findByRole('button', { name: 'Boletas (PDF)' }));
    await waitFor(() => expect(payslips.asked).toEqual(['semana 7']));
    await user.click(screen.getByRole('tab', { name: 'Resultado' }));
    await user.click((await screen.findAllByRole('button', { name: /Ver el detalle de/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Boleta (PDF)' }));
    await waitFor(() => expect(payslips.asked).toHaveLength(2));
    expect(payslips.asked[1]).toMatch(/^7 \d{8}$/);
  });

  it('shows how much of the payslips has arrived while the file comes', async () => {
    const user = userEvent.setup();
    const payslips = new FakePayslipsApi();
    payslips.holdAt = 1_250_000;
    show({
      at: '/semana_de_pesca?semana=7',
      api: () =>
        Object.assign(new FakeFishingWeeksApi(), {
          weeks: [sampleWeek({ state: 'cerrada', closedAt: '2025-04-08T14:00:00.000Z' })],
          computed: true,
        }),
      payslips,
    });
    await user.click(await screen.findByRole('button', { name: 'Boletas (PDF)' }));
    expect(await screen.findByRole('button', { name: 'Descargando boletas: 1.3 MB' })).toBeDisabled();
    payslips.release();
    expect(await screen.findByRole('button', { name: 'Boletas (PDF)' })).toBeEnabled();
  });

  it('offers no payslips without exportar', async () => {
    show({
      at: '/semana_de_pesca?semana=7',
      actions: ['ver', 'editar', 'aprobar'],
      api: () =>
        Object.assign(new FakeFishingWeeksApi(), {
          weeks: [sampleWeek({ state: 'cerrada', closedAt: '2025-04-08T14:00:00.000Z' })],
        }),
    });
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Boletas (PDF)' })).toBeNull();
  });
});
