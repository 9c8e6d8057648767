import { afterEach, describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/ports/file-saver';
import {
  OwnPayslipsPresenter,
  type OwnPayslipsState,
} from '../../../src/presentation/payslip-deliveries/own-payslips-presenter';
import {
  ALREADY_CONFIRMED,
  certificatePayslip,
  FakePayslipDeliveriesApi,
  NOT_A_WORKER,
  settlementPayslip,
} from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestTranslate } from '../../support/i18n';

const t = createTestTranslate();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

class SavedFiles implements FileSaver {
  readonly names: string[] = [];
  save(fileName: string): void {
    this.names.push(fileName);
  }
}

const readyOf = (state: OwnPayslipsState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('OwnPayslipsPresenter («Mis boletas»)', () => {
  let presenter: OwnPayslipsPresenter | undefined;
  afterEach(() => presenter?.dispose());

  async function open(api = new FakePayslipDeliveriesApi(), files = new SavedFiles()) {
    presenter = new OwnPayslipsPresenter(api, files, t);
    presenter.attach();
    await settle();
    return { presenter, api, files };
  }

  it('shows each payslip as a card: kind, week, dates, employer, net, publication, deadline and state', async () => {
    const { presenter } = await open();
    const ready = readyOf(presenter.state);
    expect(ready.worker).toBe('TORRES VEGA, JUAN · DNI 09876543');
    expect(ready.refusal).toBeNull();
    expect(ready.cards).toEqual([
      {
        id: 7,
        kind: 'Boleta semanal',
        title: 'Semana 12 - 2025',
        dates: 'Del 17/03/2025 al 23/03/2025',
        employer: 'PESQUERA DEL PACÍFICO S.A.C.',
        net: 'S/ 1,234.56',
        published: 'Publicada el 24/03/2025 08:00',
        due: 'Plazo de entrega: 27/03/2025',
        confirmed: false,
        stateText: 'Pendiente de confirmar',
        observation: '',
      },
      expect.objectContaining({
        id: 6,
        confirmed: true,
        stateText: 'Recepción confirmada el 18/03/2025 09:30',
        observation: 'Conforme',
      }),
    ]);
  });

  it('shows a settlement with its net and deadline, a certificate with neither', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.list = { ...api.list, rows: [settlementPayslip(), certificatePayslip()] };
    const { presenter } = await open(api);
    expect(readyOf(presenter.state).cards).toEqual([
      expect.objectContaining({
        kind: 'Liquidación de beneficios sociales',
        net: 'S/ 3,456.78',
        due: 'Plazo de entrega: 22/03/2025',
      }),
      expect.objectContaining({
        kind: 'Certificado de rentas y retenciones',
        title: 'Certificado de rentas y retenciones 2025',
        net: null,
        due: null,
      }),
    ]);
  });

  it('shows the refusal when the signed-in user is not a worker', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.notAWorker = true;
    const { presenter } = await open(api);
    expect(readyOf(presenter.state)).toMatchObject({ refusal: NOT_A_WORKER, cards: [], worker: '' });
  });

  it('fails with the server’s message on another refusal, and reads again', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.failures.set('own', { kind: 'unavailable', message: 'No se pudo conectar con el servidor.' });
    const { presenter } = await open(api);
    expect(presenter.state).toEqual({ kind: 'failed', message: 'No se pudo conectar con el servidor.' });
    await presenter.load();
    expect(readyOf(presenter.state).cards).toHaveLength(2);
  });

  it('downloads the signed payslip, and shows a refused download', async () => {
    const { presenter, api, files } = await open();
    await presenter.download(7);
    expect(files.names).toEqual(['boleta-7.pdf']);
    api.failures.set('ownPdf', { kind: 'not-found', message: 'Boleta no encontrada.' });
    await presenter.download(7);
    expect(readyOf(presenter.state)).toMatchObject({
      downloading: null,
      notice: { severity: 'error', text: 'Boleta no encontrada.' },
    });
  });

  it('confirms receipt once with the observation, and the card shows the confirmation', async () => {
    const { presenter, api } = await open();
    presenter.openConfirm(7);
    expect(readyOf(presenter.state).confirming).toMatchObject({ id: 7, observation: '', counter: '0 / 500' });
    presenter.setObservation('Falta el bono de la semana');
    expect(readyOf(presenter.state).confirming?.counter).toBe('26 / 500');
    api.hold = true;
    const confirming = presenter.confirm();
    void presenter.confirm();
    expect(readyOf(presenter.state).confirming?.busy).toBe(true);
    api.release();
    await confirming;
    expect(api.asked.filter((a) => a.startsWith('confirm'))).toEqual([
      'confirm 7 {"observation":"Falta el bono de la semana"}',
    ]);
    const ready = readyOf(presenter.state);
    expect(ready.confirming).toBeNull();
    expect(ready.cards[0]).toMatchObject({
      confirmed: true,
      stateText: 'Recepción confirmada el 25/03/2025 10:10',
      observation: 'Falta el bono de la semana',
    });
    expect(ready.notice).toEqual({ severity: 'success', text: 'Recepción confirmada: Semana 12 - 2025.' });
  });

  it('cuts the observation at 500 characters and opens no dialog for a confirmed payslip', async () => {
    const { presenter } = await open();
    presenter.openConfirm(6);
    expect(readyOf(presenter.state).confirming).toBeNull();
    presenter.openConfirm(7);
    presenter.setObservation('x'.repeat(600));
    expect(readyOf(presenter.state).confirming).toMatchObject({ counter: '500 / 500' });
    expect(readyOf(presenter.state).confirming?.observation).toHaveLength(500);
    presenter.closeConfirm();
    expect(readyOf(presenter.state).confirming).toBeNull();
  });

  it('keeps the dialog with the server’s refusal, and reads again when it was already confirmed', async () => {
    const { presenter, api } = await open();
    presenter.openConfirm(7);
    api.failures.set('confirm', { kind: 'validation', message: 'La observación es muy larga.', fields: [] });
    await presenter.confirm();
    expect(readyOf(presenter.state).confirming).toMatchObject({
      busy: false,
      error: 'La observación es muy larga.',
    });
    api.failures.set('confirm', { kind: 'conflict', message: ALREADY_CONFIRMED });
    await presenter.confirm();
    expect(readyOf(presenter.state)).toMatchObject({
      confirming: null,
      notice: { severity: 'info', text: ALREADY_CONFIRMED },
    });
    expect(api.asked.filter((a) => a === 'own')).toHaveLength(2);
  });
});
