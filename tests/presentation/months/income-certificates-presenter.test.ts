import { afterEach, describe, expect, it } from 'vitest';
import { IncomeCertificatesPresenter } from '../../../src/presentation/months/income-certificates-presenter';
import { FakeMonthsApi, monthGrantsOf } from '../../support/fakes/months/fake-months-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n();
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});

let presenter: IncomeCertificatesPresenter | undefined;
afterEach(() => presenter?.dispose());

const row = (document: string, name: string, taxablePay: string, annualTax: string, taxWithheld: string) => ({
  document,
  name,
  months: 3,
  taxablePay,
  annualTax,
  taxWithheld,
  balance: (Number(annualTax) - Number(taxWithheld)).toFixed(2),
});

function started(actions: string[] = ['ver', 'exportar']) {
  const api = new FakeMonthsApi();
  api.certificates.set(2025, {
    year: 2025,
    openMonths: ['2025-11', '2025-12'],
    rows: [
      row('10000001', 'QUISPE, JUAN', '50000.00', '1004.00', '1700.00'),
      row('10000002', 'ROJAS, LUIS', '41450.00', '320.00', '300.00'),
      row('10000003', 'SALAS, ANA', '300.00', '0.00', '0.00'),
    ],
  });
  const saved: string[] = [];
  presenter = new IncomeCertificatesPresenter(
    api,
    { save: (n) => void saved.push(n) },
    monthGrantsOf(...actions),
    t,
    '2025',
  );
  presenter.attach();
  return { api, saved, presenter };
}

describe('IncomeCertificatesPresenter', () => {
  it('lists the year’s certificates with their balance in words, the totals and the months left out', async () => {
    const { presenter: p } = started();
    await p.load();
    const table = p.state.table;
    if (table.kind !== 'ready') throw new Error(table.kind);
    expect(table.rows.map((r) => [r.document, r.taxablePay, r.taxWithheld, r.balance])).toEqual([
      // 1,004.00 − 1,700.00 = −696.00: withheld in excess, refunded to the worker.
      ['10000001', '50,000.00', '1,700.00', 'A devolver 696.00'],
      // 320.00 − 300.00 = 20.00 still owed.
      ['10000002', '41,450.00', '300.00', 'Por regularizar 20.00'],
      ['10000003', '300.00', '0.00', 'Sin saldo'],
    ]);
    // 50,000.00 + 41,450.00 + 300.00; 1,004.00 + 320.00; 1,700.00 + 300.00.
    expect(table.totals).toEqual({ taxablePay: '91,750.00', annualTax: '1,324.00', taxWithheld: '2,000.00' });
    expect(table.openMonths).toBe('noviembre 2025, diciembre 2025');
  });

  it('downloads one worker’s certificate or all of them, with the export permission only', async () => {
    const { api, saved, presenter: p } = started();
    await p.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(p.state.canExport).toBe(true);
    await p.download({ document: '10000002' });
    await p.downloadAll();
    expect(saved).toEqual(['certificado-renta-2025-10000002.pdf', 'certificados-renta-2025.pdf']);
    expect(api.calls).toContain('incomeCertificatesPdf 2025');
    expect(p.state.downloading).toBeNull();

    p.dispose();
    const viewer = started(['ver']);
    await viewer.presenter.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(viewer.presenter.state.canExport).toBe(false);
    await viewer.presenter.downloadAll();
    expect(viewer.saved).toEqual([]);
  });

  it('reads another year when four digits are typed, and shows a refusal', async () => {
    const { api, presenter: p } = started();
    await p.load();
    const reads = () => api.calls.filter((c) => c.startsWith('incomeCertificates ')).length;
    const before = reads();
    p.setYear('20');
    expect([p.state.year, reads()]).toEqual(['20', before]);
    p.setYear('2024');
    await new Promise((r) => setTimeout(r, 0));
    const table = p.state.table;
    expect(table.kind === 'ready' && table.rows).toEqual([]);
    api.failure = { kind: 'conflict', message: 'No se pudo leer los certificados.' };
    await p.load();
    expect(p.state.table).toEqual({ kind: 'failed', message: 'No se pudo leer los certificados.' });
  });
});
