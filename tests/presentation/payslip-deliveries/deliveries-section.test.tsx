import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Grants } from '../../../src/domain/shared/grants';
import { useAttachedPresenter } from '../../../src/presentation/core/use-presenter';
import { DeliveriesView } from '../../../src/presentation/payslip-deliveries/DeliveriesSection';
import { DeliveriesPresenter } from '../../../src/presentation/payslip-deliveries/deliveries-presenter';
import {
  deliveriesSource,
  type DeliveriesPeriod,
} from '../../../src/presentation/payslip-deliveries/deliveries-source';
import {
  FakePayslipDeliveriesApi,
  weekDeliveries,
} from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestI18n, createTestTranslate } from '../../support/i18n';
import { RecordingFileSaver } from '../../support/stories/catalogue-story';

const i18n = createTestI18n();
const translate = createTestTranslate();

function Host({ presenter, id }: { presenter: DeliveriesPresenter; id: string }) {
  const state = useAttachedPresenter(presenter);
  return <DeliveriesView presenter={presenter} state={state} id={id} />;
}

function show(
  api = new FakePayslipDeliveriesApi(),
  grants: Grants = { semana_de_pesca: ['ver', 'exportar'] },
  period: DeliveriesPeriod = { kind: 'week', weekId: 12 },
) {
  const files = new RecordingFileSaver();
  const presenter = new DeliveriesPresenter(
    deliveriesSource(api, period),
    { execute: () => Promise.resolve(grants) },
    files,
    translate,
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Host presenter={presenter} id={`${period.kind}-deliveries`} />
    </I18nextProvider>,
  );
  return { api, files };
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('a closed week’s «Entregas de boletas»', () => {
  it('shows the counts, the deadline and the table of deliveries', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Entregas de boletas' });
    const table = await within(section).findByRole('table', { name: 'Entregas de boletas de la semana' });
    expect(headersOf(table)).toEqual([
      'Trabajador',
      'Documento',
      'Acceso',
      'Estado',
      'Confirmada el',
      'Desde',
      'Observación',
    ]);
    const maria = within(table).getByRole('row', { name: /QUISPE ROJAS, MARÍA/ });
    for (const text of ['45678912', 'Activo', 'Confirmada', '24/03/2025 10:05', 'Conforme'])
      expect(within(maria).getByText(text)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /TORRES VEGA, JUAN/ })).toHaveTextContent('Sin acceso');
    expect(within(section).getByText('Pendientes').nextSibling).toHaveTextContent('1');
    expect(within(section).getByText('Total').nextSibling).toHaveTextContent('3');
    expect(within(section).getByText('Plazo: hasta el 27/03/2025 (3 días hábiles)')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('warns when the deadline passed, and prints the pending payslips', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.deliveries = weekDeliveries({ overdue: true });
    const { files } = show(api);
    expect(await screen.findByText(/El plazo de entrega venció/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir pendientes (PDF)' }));
    expect(await screen.findByText(/Se descargaron las boletas pendientes/)).toBeInTheDocument();
    expect(files.saved).toEqual(['boletas-pendientes-semana-12.pdf']);
  });

  it('offers no print without exportar', async () => {
    show(new FakePayslipDeliveriesApi(), { semana_de_pesca: ['ver'] });
    await screen.findByRole('table', { name: 'Entregas de boletas de la semana' });
    expect(screen.queryByRole('button', { name: 'Imprimir pendientes (PDF)' })).toBeNull();
  });
});

describe('a closed month’s «Entregas de boletas»', () => {
  const MONTHS_OFFICE: Grants = { vacaciones_gratificaciones_cts: ['ver', 'exportar'] };
  const MARCH: DeliveriesPeriod = { kind: 'month', month: '2025-03' };

  it('shows each document’s kind and its own deadline, and prints the pending ones', async () => {
    const { files } = show(new FakePayslipDeliveriesApi(), MONTHS_OFFICE, MARCH);
    const section = await screen.findByRole('region', { name: 'Entregas de boletas' });
    const table = await within(section).findByRole('table', { name: 'Entregas de documentos del mes' });
    expect(headersOf(table)).toEqual([
      'Trabajador',
      'Doc. de identidad',
      'Documento',
      'Acceso',
      'Estado',
      'Plazo',
      'Confirmada el',
      'Desde',
      'Observación',
    ]);
    const rows = within(table).getAllByRole('row', { name: /TORRES VEGA, JUAN/ });
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Boleta mensualSin accesoPendiente03/04/2025 · Vencida'),
      expect.stringContaining('Liquidación de beneficios socialesSin accesoPendiente22/03/2025 · Vencida'),
      expect.stringContaining('Certificado de rentas y retencionesSin accesoPendienteSin plazo'),
    ]);
    expect(within(section).getByText(/Hay documentos pendientes con el plazo vencido/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Imprimir pendientes (PDF)' }));
    expect(await screen.findByText(/Se descargaron los documentos pendientes/)).toBeInTheDocument();
    expect(files.saved).toEqual(['documentos-pendientes-2025-03.pdf']);
  });
});
