import { afterEach, describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/ports/file-saver';
import type { MyGrants } from '../../../src/application/shared/my-grants';
import type { Grants } from '../../../src/domain/shared/grants';
import {
  WeekDeliveriesPresenter,
  type WeekDeliveriesState,
} from '../../../src/presentation/payslip-deliveries/week-deliveries-presenter';
import {
  FakePayslipDeliveriesApi,
  weekDeliveries,
} from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestTranslate } from '../../support/i18n';

const t = createTestTranslate();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const grantsOf = (grants: Grants): MyGrants => ({ execute: () => Promise.resolve(grants) });
const OFFICE: Grants = { semana_de_pesca: ['ver', 'exportar'] };

class SavedFiles implements FileSaver {
  readonly names: string[] = [];
  save(fileName: string): void {
    this.names.push(fileName);
  }
}

const readyOf = (state: WeekDeliveriesState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('WeekDeliveriesPresenter (a closed week’s «Entregas de boletas»)', () => {
  let presenter: WeekDeliveriesPresenter | undefined;
  afterEach(() => presenter?.dispose());

  async function open(api = new FakePayslipDeliveriesApi(), grants = OFFICE, files = new SavedFiles()) {
    presenter = new WeekDeliveriesPresenter(api, grantsOf(grants), files, t, 12);
    presenter.attach();
    await settle();
    return { presenter, api, files };
  }

  it('shows the counts, the deadline and each worker’s delivery', async () => {
    const { presenter, api } = await open();
    expect(api.asked).toEqual(['week 12']);
    const ready = readyOf(presenter.state);
    expect(ready.counts.map((c) => `${c.label}: ${c.value}`)).toEqual([
      'Confirmadas: 1',
      'Entregadas: 1',
      'Pendientes: 1',
      'Total: 3',
    ]);
    expect(ready.due).toBe('Plazo: hasta el 27/03/2025 (3 días hábiles)');
    expect(ready.overdue).toBe(false);
    expect(ready.canPrint).toBe(true);
    expect(ready.rows[0]).toEqual({
      id: 1,
      name: 'QUISPE ROJAS, MARÍA',
      document: '45678912',
      access: 'Activo',
      state: 'Confirmada',
      pending: false,
      confirmedAt: '24/03/2025 10:05',
      from: '190.12.3.4 · Chrome en Android',
      observation: 'Conforme',
    });
    expect(ready.rows.map((r) => [r.access, r.state, r.confirmedAt])).toEqual([
      ['Activo', 'Confirmada', '24/03/2025 10:05'],
      ['Invitado', 'Entregada', ''],
      ['Sin acceso', 'Pendiente', ''],
    ]);
  });

  it('says when the deadline passed, and offers no print without `exportar` or pending payslips', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.deliveries = weekDeliveries({ overdue: true });
    const overdue = await open(api, { semana_de_pesca: ['ver'] });
    expect(readyOf(overdue.presenter.state)).toMatchObject({ overdue: true, canPrint: false });
    overdue.presenter.dispose();

    const done = new FakePayslipDeliveriesApi();
    done.deliveries = weekDeliveries({ counts: { total: 3, confirmed: 3, delivered: 0, pending: 0 } });
    const all = await open(done);
    expect(readyOf(all.presenter.state).canPrint).toBe(false);
  });

  it('shows the server’s refusal of a week never closed', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.failures.set('week', { kind: 'conflict', message: 'La semana no está cerrada.' });
    const { presenter } = await open(api);
    expect(presenter.state).toEqual({ kind: 'failed', message: 'La semana no está cerrada.' });
  });

  it('downloads the pending payslips to print, then reads the week again', async () => {
    const { presenter, api, files } = await open();
    await presenter.printPending();
    expect(files.names).toEqual(['boletas-pendientes-semana-12.pdf']);
    expect(api.asked).toEqual(['week 12', 'pending 12', 'week 12']);
    expect(readyOf(presenter.state).notice).toEqual({
      severity: 'success',
      text: 'Se descargaron las boletas pendientes para imprimir; quedan como entregadas.',
    });
  });

  it('shows a refused download as a notice', async () => {
    const api = new FakePayslipDeliveriesApi();
    api.failures.set('pendingPdf', { kind: 'forbidden', message: 'No tiene permiso para exportar.' });
    const { presenter, files } = await open(api);
    await presenter.printPending();
    expect(files.names).toEqual([]);
    expect(readyOf(presenter.state)).toMatchObject({
      printing: false,
      notice: { severity: 'error', text: 'No tiene permiso para exportar.' },
    });
  });
});
