import { afterEach, describe, expect, it } from 'vitest';
import { leaverSettlement } from '../../../src/domain/months/leaver';
import { LeaversPresenter } from '../../../src/presentation/months/leavers-presenter';
import { SettlementPaymentPresenter } from '../../../src/presentation/months/settlement-payment-presenter';
import { FakeMonthsApi, MONTH_WORKERS, monthGrantsOf } from '../../support/fakes/months/fake-months-api';
import { createTestTranslate } from '../../support/i18n';

let presenter: LeaversPresenter | undefined;
afterEach(() => presenter?.dispose());

/** CHUMPITAZ leaves on 20/04/2025; April is closed, March has weeks still open. */
const LEAVER = leaverSettlement(
  {
    document: '10000005',
    documentType: 'DNI',
    name: 'CHUMPITAZ RAMOS, PEDRO',
    hireDate: '2019-03-01',
    endDate: '2025-04-20',
  },
  [
    { month: '2025-03', state: 'calculado', workers: null },
    { month: '2025-04', state: 'cerrado', workers: MONTH_WORKERS },
  ],
);

describe('LeaversPresenter', () => {
  it('lists the year’s leavers with the CTS to deposit and what the runs paid; downloads the document', async () => {
    const api = Object.assign(new FakeMonthsApi(), { settlements: [LEAVER] });
    const saved: string[] = [];
    presenter = new LeaversPresenter(
      api,
      { save: (n) => void saved.push(n) },
      monthGrantsOf('ver', 'exportar'),
      '2025',
      createTestTranslate(),
    );
    presenter.attach();
    await presenter.load();
    const t = presenter.state.table;
    if (t.kind !== 'ready') throw new Error(t.kind);
    // 4,253.00 of shares in April: CTS 8.33 % = 354.27; gratificación 708.55 + 63.77 and vacaciones 354.27 paid.
    expect(t.rows).toEqual([
      {
        id: '10000005',
        document: '10000005',
        name: 'CHUMPITAZ RAMOS, PEDRO',
        hireDate: '01/03/2019',
        endDate: '20/04/2025',
        service: '6 años, 1 mes y 20 días',
        cts: '354.27',
        paid: '1,126.59',
        total: '354.27',
        provisional: 'Provisional: marzo 2025 sin cerrar',
        // No vacation record nor tax scale given: the CTS alone, deposited; due 48 hours after the end.
        tax: '0.00',
        net: '354.27',
        payable: '0.00',
        due: '22/04/2025 23:59',
        state: 'Provisional',
      },
    ]);
    // «Pagar liquidación»: the only company is chosen; the dialog's target.
    expect(presenter.state.companies.map((c) => c.ruc)).toEqual(['20100000001']);
    expect(presenter.paymentTarget()).toEqual({
      year: 2025,
      ruc: '20100000001',
      company: 'PESQUERA NORTE S.A.C.',
    });
    await Promise.resolve();
    expect(presenter.state.canExport).toBe(true);
    await presenter.download(t.rows[0]!);
    expect(saved).toEqual(['liquidacion-10000005.pdf']);
    // The certificado de rentas y retenciones of the year they left (Reglamento LIR art. 45).
    await presenter.downloadCertificate(t.rows[0]!);
    expect(saved).toEqual(['liquidacion-10000005.pdf', 'certificado-renta-2025-10000005.pdf']);
    expect(api.calls).toContain('incomeCertificatePdf 10000005 2025');
    presenter.setYear('2024');
    await presenter.load();
    const other = presenter.state.table;
    expect(other.kind === 'ready' && other.rows).toEqual([]);
  });

  it('pays the company’s final settlements through the bank file', async () => {
    const api = new FakeMonthsApi();
    const saved: string[] = [];
    const payment = new SettlementPaymentPresenter(
      api,
      { save: (n) => void saved.push(n) },
      2025,
      '20100000001',
      '2025-04-21',
      createTestTranslate(),
    );
    payment.attach();
    await payment.load();
    const s = payment.state;
    if (s.kind !== 'ready') throw new Error(s.kind);
    expect(s.summary).toContain('Se pagará la liquidación de');
    expect(s.reference).toBe('LIQUIDACIONES 2025');
    payment.dispose();
    expect(api.calls).toContain('settlementPaymentPreview 2025 20100000001');
  });
});
