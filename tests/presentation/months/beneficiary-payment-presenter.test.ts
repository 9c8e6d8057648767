import { afterEach, describe, expect, it } from 'vitest';
import {
  BeneficiaryCompaniesPresenter,
  BeneficiaryPaymentPresenter,
} from '../../../src/presentation/months/beneficiary-payment-presenter';
import { FakeMonthsApi } from '../../support/fakes/months/fake-months-api';
import { createTestTranslate } from '../../support/i18n';

let presenter: { dispose(): void } | undefined;
afterEach(() => presenter?.dispose());

const RUC = '20100000001';

describe('BeneficiaryPaymentPresenter', () => {
  it('says how many payments to beneficiaries the month’s file makes, then downloads it in the bank chosen', async () => {
    const api = new FakeMonthsApi();
    const saved: string[] = [];
    const p = new BeneficiaryPaymentPresenter(
      api,
      { save: (name) => void saved.push(name) },
      '2025-04',
      RUC,
      '2025-05-05',
      createTestTranslate(),
    );
    presenter = p;
    p.attach();
    await p.load();
    expect(p.state).toMatchObject({
      kind: 'ready',
      summary: 'Se pagará lo retenido por órdenes judiciales en 2 pagos a beneficiarios: S/ 314.99.',
      reference: 'RET JUDICIAL 2025-04',
      canDownload: true,
    });
    await p.chooseLayout('BBVA_HABERES');
    expect(api.calls).toContain(`beneficiaryPaymentPreview 2025-04 ${RUC} BBVA_HABERES`);
    p.edit({ chargeAccount: '191-1234567-0-12' });
    await p.download();
    expect(saved).toEqual([`telecredito-beneficiarios-${RUC}-2025-04.txt`]);
    expect(api.calls).toContain(
      `beneficiaryPaymentFile 2025-04 ${RUC} 191-1234567-0-12 2025-05-05 RET JUDICIAL 2025-04`,
    );
  });
});

describe('BeneficiaryCompaniesPresenter', () => {
  it('reads the companies that withheld, proposes the first and names the one chosen', async () => {
    const api = new FakeMonthsApi();
    api.beneficiaryCompanies = [
      { ruc: RUC, legalName: 'PESQUERA NORTE S.A.C.' },
      { ruc: '20100000002', legalName: 'PESQUERA SUR S.A.C.' },
    ];
    const p = new BeneficiaryCompaniesPresenter(api, '2025-04');
    presenter = p;
    await p.load();
    expect(p.target()).toEqual({ month: '2025-04', ruc: RUC, company: 'PESQUERA NORTE S.A.C.' });
    p.choose('20100000002');
    expect(p.target()).toEqual({ month: '2025-04', ruc: '20100000002', company: 'PESQUERA SUR S.A.C.' });
    p.choose('20999999999');
    expect(p.target()?.ruc).toBe('20100000002');
    expect(api.calls).toContain('beneficiaryPaymentCompanies 2025-04');
  });
});
