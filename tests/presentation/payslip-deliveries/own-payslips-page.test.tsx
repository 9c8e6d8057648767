import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useAttachedPresenter } from '../../../src/presentation/core/use-presenter';
import { OwnPayslipsView } from '../../../src/presentation/payslip-deliveries/OwnPayslipsPage';
import { OwnPayslipsPresenter } from '../../../src/presentation/payslip-deliveries/own-payslips-presenter';
import {
  certificatePayslip,
  FakePayslipDeliveriesApi,
  NOT_A_WORKER,
  settlementPayslip,
} from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestI18n, createTestTranslate } from '../../support/i18n';
import { RecordingFileSaver } from '../../support/stories/catalogue-story';

const i18n = createTestI18n();
const translate = createTestTranslate();

function Host({ presenter }: { presenter: OwnPayslipsPresenter }) {
  const state = useAttachedPresenter(presenter);
  return <OwnPayslipsView presenter={presenter} state={state} />;
}

function show(api = new FakePayslipDeliveriesApi()) {
  const files = new RecordingFileSaver();
  const presenter = new OwnPayslipsPresenter(api, files, translate);
  render(
    <I18nextProvider i18n={i18n}>
      <Host presenter={presenter} />
    </I18nextProvider>,
  );
  return { api, files };
}

describe('«Mis boletas»', () => {
  it('lists the payslips as cards, each to download', async () => {
    const { files } = show();
    const card = await screen.findByRole('article', { name: 'Semana 12 - 2025' });
    for (const text of [
      'Boleta semanal',
      'Del 17/03/2025 al 23/03/2025',
      'PESQUERA DEL PACÍFICO S.A.C.',
      'S/ 1,234.56',
      'Publicada el 24/03/2025 08:00',
      'Plazo de entrega: 27/03/2025',
      'Pendiente de confirmar',
    ])
      expect(within(card).getByText(text)).toBeInTheDocument();
    const older = screen.getByRole('article', { name: 'Semana 11 - 2025' });
    expect(within(older).getByText('Recepción confirmada el 18/03/2025 09:30')).toBeInTheDocument();
    expect(within(older).queryByRole('button', { name: /Confirmar recepción/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Descargar PDF de Semana 12 - 2025' }));
    expect(files.saved).toEqual(['boleta-7.pdf']);
  });

  it('shows a settlement’s net and deadline, and neither for a certificate', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.list = { ...api.list, rows: [settlementPayslip(), certificatePayslip()] };
    show(api);
    const settlement = await screen.findByRole('article', { name: 'Liquidación de beneficios sociales' });
    expect(within(settlement).getByText('S/ 3,456.78')).toBeInTheDocument();
    expect(within(settlement).getByText('Plazo de entrega: 22/03/2025')).toBeInTheDocument();
    const certificate = screen.getByRole('article', { name: 'Certificado de rentas y retenciones 2025' });
    expect(within(certificate).getByText('Certificado de rentas y retenciones')).toBeInTheDocument();
    expect(within(certificate).queryByText('Neto:', { exact: false })).toBeNull();
    expect(within(certificate).queryByText(/Plazo de entrega/)).toBeNull();
    expect(
      within(certificate).getByRole('button', {
        name: 'Descargar PDF de Certificado de rentas y retenciones 2025',
      }),
    ).toBeEnabled();
  });

  it('confirms receipt with an observation, and the card shows it', async () => {
    const { api } = show();
    const card = await screen.findByRole('article', { name: 'Semana 12 - 2025' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Confirmar recepción de Semana 12 - 2025' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar recepción' });
    const field = within(dialog).getByRole('textbox', { name: 'Observación' });
    expect(field).toHaveAttribute('maxlength', '500');
    await userEvent.type(field, 'Conforme');
    expect(within(dialog).getByText('8 / 500')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(card).findByText('Recepción confirmada el 25/03/2025 10:10')).toBeInTheDocument();
    expect(within(card).getByText('Observación: Conforme')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.asked).toContain('confirm 7 {"observation":"Conforme"}');
  });

  it('says when there are no payslips yet', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.list = { ...api.list, rows: [] };
    show(api);
    expect(await screen.findByText('Aún no tiene boletas publicadas.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the refusal when the user is not a worker', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.notAWorker = true;
    show(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_A_WORKER);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
