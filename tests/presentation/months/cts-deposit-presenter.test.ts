import { afterEach, describe, expect, it } from 'vitest';
import { CtsDepositPresenter } from '../../../src/presentation/months/cts-deposit-presenter';
import { FakeMonthsApi } from '../../support/fakes/months/fake-months-api';
import { createTestTranslate } from '../../support/i18n';

let presenter: CtsDepositPresenter | undefined;
afterEach(() => presenter?.dispose());

const RUC = '20100000001';

async function open(api: FakeMonthsApi, saved: string[]) {
  presenter = new CtsDepositPresenter(
    api,
    { save: (name) => void saved.push(name) },
    '2025-05',
    RUC,
    '2025-05-14',
    createTestTranslate(),
  );
  presenter.attach();
  await presenter.load();
  return presenter;
}

describe('CtsDepositPresenter', () => {
  it('says who the deposit covers and who has no CTS account, then downloads the file', async () => {
    const api = new FakeMonthsApi();
    const saved: string[] = [];
    const p = await open(api, saved);
    expect(p.state).toMatchObject({
      kind: 'ready',
      layoutName: 'BCP Telecrédito (depósito de CTS)',
      summary: 'Se depositará la CTS de 2 trabajadores: S/ 2,012.45.',
      withoutAccount: ['HUAMÁN ROJAS, PEDRO (40112234): S/ 455.10'],
      reference: 'CTS MAY-2025',
      paymentDate: '2025-05-14',
      canDownload: true,
    });
    p.edit({ chargeAccount: '123' });
    await p.download();
    expect(p.state).toMatchObject({
      message:
        'Hay 1 dato(s) por corregir antes de generar el archivo del banco: no se genera con datos incompletos.',
      problems: [
        'La cuenta de cargo debe ser una cuenta corriente BCP de 13 dígitos (por ejemplo 191-1234567-0-12).',
      ],
    });
    expect(saved).toEqual([]);
    p.edit({ chargeAccount: '191-1234567-0-12' });
    await p.download();
    expect(p.state).toMatchObject({ message: '', problems: [], downloading: false });
    expect(saved).toEqual([`telecredito-cts-${RUC}-2025-05.txt`]);
    expect(api.calls).toContain(`ctsDepositFile 2025-05 ${RUC} 191-1234567-0-12 2025-05-14 CTS MAY-2025`);
  });

  it('with nobody to deposit to, offers no file', async () => {
    const api = new FakeMonthsApi();
    api.ctsDepositAnswer = { ...api.ctsDepositAnswer, paid: 0, total: '0.00' };
    const p = await open(api, []);
    expect(p.state).toMatchObject({
      summary: 'Ningún trabajador de la empresa tiene cuenta CTS y CTS por depositar en este periodo.',
      canDownload: false,
    });
  });
});
