import { afterEach, describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/ports/file-saver';
import type { MyGrants } from '../../../src/application/shared/my-grants';
import type { Grants } from '../../../src/domain/shared/grants';
import {
  DeliveriesPresenter,
  type DeliveriesState,
} from '../../../src/presentation/payslip-deliveries/deliveries-presenter';
import {
  deliveriesSource,
  type DeliveriesPeriod,
} from '../../../src/presentation/payslip-deliveries/deliveries-source';
import {
  FakePayslipDeliveriesApi,
  monthDeliveries,
  weekDeliveries,
} from '../../support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { createTestTranslate } from '../../support/i18n';

const t = createTestTranslate();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const grantsOf = (grants: Grants): MyGrants => ({ execute: () => Promise.resolve(grants) });
const OFFICE: Grants = { semana_de_pesca: ['ver', 'exportar'] };
const MONTHS_OFFICE: Grants = { vacaciones_gratificaciones_cts: ['ver', 'exportar'] };
const WEEK: DeliveriesPeriod = { kind: 'week', weekId: 12 };
const MARCH: DeliveriesPeriod = { kind: 'month', month: '2025-03' };

class SavedFiles implements FileSaver {
  readonly names: string[] = [];
  save(fileName: string): void {
    this.names.push(fileName);
  }
}

const readyOf = (state: DeliveriesState) => {
  if (state.kind !== 'ready') throw new Error(`not ready: ${state.kind}`);
  return state;
};

describe('DeliveriesPresenter (a closed period’s «Entregas de boletas»)', () => {
  let presenter: DeliveriesPresenter | undefined;
  afterEach(() => presenter?.dispose());

  async function open(
    api = new FakePayslipDeliveriesApi(),
    grants = OFFICE,
    files = new SavedFiles(),
    period = WEEK,
  ) {
    presenter = new DeliveriesPresenter(deliveriesSource(api, period), grantsOf(grants), files, t);
    presenter.attach();
    await settle();
    return { presenter, api, files };
  }

  describe('of a week', () => {
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
      expect(ready.tableLabel).toBe('Entregas de boletas de la semana');
      expect(ready.columns.map((c) => c.header)).toEqual([
        'Trabajador',
        'Documento',
        'Acceso',
        'Estado',
        'Confirmada el',
        'Desde',
        'Observación',
      ]);
      expect(ready.rows[0]).toEqual({
        id: 1,
        name: 'QUISPE ROJAS, MARÍA',
        document: '45678912',
        kind: 'Boleta semanal',
        access: 'Activo',
        state: 'Confirmada',
        pending: false,
        due: '27/03/2025',
        overdue: false,
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
      const ready = readyOf(overdue.presenter.state);
      expect(ready).toMatchObject({
        overdue: true,
        overdueText: 'El plazo de entrega venció y hay boletas pendientes: imprímalas y entréguelas.',
        canPrint: false,
      });
      expect(ready.rows.map((r) => r.overdue)).toEqual([false, false, true]);
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

  describe('of a month', () => {
    it('shows each document’s kind and its own deadline, overdue or none', async () => {
      const { presenter, api } = await open(undefined, MONTHS_OFFICE, undefined, MARCH);
      expect(api.asked).toEqual(['month 2025-03']);
      const ready = readyOf(presenter.state);
      expect(ready.due).toBe(
        'Plazo de las boletas: hasta el 03/04/2025 (3 días hábiles); el de una liquidación, 2 días después del cese.',
      );
      expect(ready.tableLabel).toBe('Entregas de documentos del mes');
      expect(ready.columns.map((c) => c.header)).toEqual([
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
      expect(ready.rows.map((r) => [r.kind, r.state, r.due, r.overdue])).toEqual([
        ['Boleta mensual', 'Confirmada', '03/04/2025', false],
        ['Boleta mensual', 'Pendiente', '03/04/2025 · Vencida', true],
        ['Liquidación de beneficios sociales', 'Pendiente', '22/03/2025 · Vencida', true],
        ['Certificado de rentas y retenciones', 'Pendiente', 'Sin plazo', false],
      ]);
      expect(ready).toMatchObject({ overdue: true, canPrint: true });
    });

    it('never shows a document without a deadline as overdue', async () => {
      const api = new FakePayslipDeliveriesApi();
      const certificate = monthDeliveries().rows[3];
      if (!certificate) throw new Error('no certificate');
      api.monthly = monthDeliveries({ rows: [{ ...certificate, overdue: true }] });
      const { presenter } = await open(api, MONTHS_OFFICE, undefined, MARCH);
      expect(readyOf(presenter.state).rows.map((r) => [r.due, r.overdue])).toEqual([['Sin plazo', false]]);
    });

    it('prints with `exportar` on the months’ module, not the weeks’', async () => {
      const weeksOnly = await open(new FakePayslipDeliveriesApi(), OFFICE, undefined, MARCH);
      expect(readyOf(weeksOnly.presenter.state).canPrint).toBe(false);
      weeksOnly.presenter.dispose();

      const { presenter, api, files } = await open(undefined, MONTHS_OFFICE, undefined, MARCH);
      await presenter.printPending();
      expect(files.names).toEqual(['documentos-pendientes-2025-03.pdf']);
      expect(api.asked).toEqual(['month 2025-03', 'month pending 2025-03', 'month 2025-03']);
      expect(readyOf(presenter.state).notice).toEqual({
        severity: 'success',
        text: 'Se descargaron los documentos pendientes para imprimir; quedan como entregados.',
      });
    });
  });
});
