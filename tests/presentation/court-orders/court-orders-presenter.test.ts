import { describe, expect, it } from 'vitest';
import { CourtOrdersPresenter } from '../../../src/presentation/court-orders/court-orders-presenter';
import { FakeCourtOrdersApi } from '../../support/fakes/court-orders/fake-court-orders-api';
import { createTestTranslate } from '../../support/i18n';

const translate = createTestTranslate();

async function ready(api = new FakeCourtOrdersApi()) {
  const presenter = new CourtOrdersPresenter(
    api,
    { id: 1, name: 'CHUMPITAZ RAMOS, PEDRO' },
    true,
    () => '2025-06-02',
    translate,
  );
  presenter.attach();
  await presenter.load();
  return { presenter, api };
}

const readyState = (p: CourtOrdersPresenter) => {
  const s = p.state;
  if (s.kind !== 'ready') throw new Error(`not ready: ${s.kind}`);
  return s;
};

describe('CourtOrdersPresenter', () => {
  it('shows each order with what it withholds, the benefits it reaches and the beneficiary’s account', async () => {
    const { presenter } = await ready();
    expect(readyState(presenter).rows[0]).toMatchObject({
      title: 'Exp. 00123-2025-0-2501-JP-FC-01',
      kind: 'Alimentos',
      withholding: '30.00 % del neto',
      benefits: 'Gratificación, CTS',
      beneficiary: 'QUISPE ROJAS, MARÍA (DNI 45678912)',
      account: 'BCP 00219300123456789013',
      period: '01/03/2025 – sin fin',
    });
  });

  it('records an order through the kit’s form, checked before sending', async () => {
    const { presenter, api } = await ready();
    presenter.openCreate();
    const form = readyState(presenter).form!;
    form.attach();
    await new Promise((r) => setTimeout(r, 0));
    const editing = () => {
      const s = form.state;
      if (s.kind !== 'editing') throw new Error(s.kind);
      return s;
    };
    expect(editing().values).toMatchObject({
      kind: 'alimentos',
      basis: 'porcentaje',
      startsOn: '2025-06-02',
    });
    await form.submit();
    expect(editing().errors).toMatchObject({ caseNumber: 'Indique el número de expediente.' });
    expect(api.calls).toEqual([]);
    form.set('caseNumber', '555-2025');
    form.set('court', 'Juzgado Civil de Huarmey');
    form.set('kind', 'embargo');
    form.set('basis', 'monto_semanal');
    form.set('amount', '150');
    form.set('beneficiaryName', 'Banco Ejemplo');
    form.set('beneficiaryDocumentNumber', '45678912');
    form.set('beneficiaryCci', '00219300123456789013');
    await form.submit();
    await new Promise((r) => setTimeout(r, 0));
    expect(api.calls).toEqual(['create 1']);
    const s = readyState(presenter);
    expect(s.notice).toBe('Orden judicial registrada.');
    expect(s.rows.map((r) => r.withholding)).toEqual(['30.00 % del neto', 'S/ 150.00 por semana']);
  });

  it('reads an order’s report for the court: each closed week’s base and what it withheld', async () => {
    const { presenter } = await ready();
    const report = presenter.reportPresenter(3);
    await report.load();
    expect(report.state).toMatchObject({
      kind: 'ready',
      rows: [
        { week: 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)', base: 'S/ 920.00', withheld: 'S/ 276.00' },
      ],
      total: 'S/ 276.00',
    });
  });

  it('lists the month runs’ withholdings of the gratificación and the CTS with their month', async () => {
    const api = new FakeCourtOrdersApi();
    api.monthRows = [
      {
        source: 'cts',
        year: 2025,
        number: 4,
        start: '2025-04-01',
        end: '2025-04-30',
        base: '200.00',
        withheld: '60.00',
      },
      {
        source: 'gratificacion',
        year: 2025,
        number: 7,
        start: '2025-07-01',
        end: '2025-07-31',
        base: '1500.00',
        withheld: '450.00',
      },
    ];
    api.monthTotal = '786.00';
    const { presenter } = await ready(api);
    const report = presenter.reportPresenter(3);
    await report.load();
    expect(report.state).toMatchObject({
      kind: 'ready',
      rows: [
        { week: 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)', withheld: 'S/ 276.00' },
        { key: 'cts-2025-4', week: 'CTS – abril 2025', base: 'S/ 200.00', withheld: 'S/ 60.00' },
        { key: 'gratificacion-2025-7', week: 'Gratificación – julio 2025', withheld: 'S/ 450.00' },
      ],
      total: 'S/ 786.00',
    });
  });
});
