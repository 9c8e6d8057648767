import { describe, expect, it } from 'vitest';
import {
  bankFile,
  CTS_DEPOSIT_MESSAGES,
  ctsDepositFile,
  ctsReference,
  type CtsDepositInput,
} from '../../../src/domain/bank-payments';
import { CCI_MESSAGES } from '../../../src/domain/shared/cci';

const INTERBANK_CCI = '01136600010003254221';
const BCP_CCI = '00219100012345678957';

const input = (change: Partial<CtsDepositInput> = {}): CtsDepositInput => ({
  chargeAccount: '191-1234567-0-12',
  paymentDate: '2025-05-14',
  reference: ctsReference('2025-05'),
  deposits: [
    {
      documentType: 'DNI',
      document: '40112233',
      name: 'QUISPE MAMANI, JUAN',
      account: INTERBANK_CCI,
      net: '812.40',
    },
    { documentType: 'DNI', document: '40112234', name: 'Huamán Rojas, Pedro', account: '', net: '455.10' },
    {
      documentType: 'PASAPORTE',
      document: 'AB1234567',
      name: 'NÚÑEZ, ANA',
      account: BCP_CCI,
      net: '1200.05',
    },
    { documentType: 'DNI', document: '40112236', name: 'PAZ, EVA', account: BCP_CCI, net: '0.00' },
  ],
  ...change,
});

const cut = (line: string, widths: readonly number[]) => {
  let at = 0;
  return widths.map((w) => line.slice(at, (at += w)));
};
const HEADER = [1, 1, 1, 1, 20, 2, 15, 8, 20, 15, 6, 1, 15, 1];
const DETAIL = [1, 1, 1, 20, 40, 2, 15, 40, 1, 3, 12, 1];

describe('BCP Telecrédito, depósito de CTS', () => {
  it('proposes the reference of the deposit month', () => {
    expect(ctsReference('2025-05')).toBe('CTS MAY-2025');
    expect(ctsReference('2025-11')).toBe('CTS NOV-2025');
  });

  it('matches a hand-made file: the CTS header and one line per CTS account, field by field', () => {
    const result = ctsDepositFile(input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected =
      '#1CC19101234567012      S/000000000201245' +
      '14052025CTS MAY-2025        000003583500190000002' +
      '1               1\r\n' +
      ' 2B01136600010003254221QUISPE MAMANI, JUAN                     S/000000000081240' +
      'CTS MAY-2025                            0DNI40112233    1\r\n' +
      ' 2B00219100012345678957NUNEZ, ANA                              S/000000000120005' +
      'CTS MAY-2025                            0PASAB1234567   1\r\n';
    expect(result.file.content).toBe(expected);
    const [header, first, second] = result.file.content.split('\r\n');
    expect(cut(header!, HEADER)).toEqual([
      '#',
      '1',
      'C', // CTS instead of the weekly pay's H
      'C',
      '19101234567012      ',
      'S/',
      '000000000201245', // 812.40 + 1,200.05
      '14052025',
      'CTS MAY-2025        ',
      // 1234567012 (charge) + 0003254221 + 2345678957 (each CCI's last ten digits)
      '000003583500190',
      '000002',
      '1',
      ' '.repeat(15),
      '1',
    ]);
    expect(cut(first!, DETAIL)).toEqual([
      ' ',
      '2',
      'B',
      INTERBANK_CCI,
      'QUISPE MAMANI, JUAN'.padEnd(40),
      'S/',
      '000000000081240',
      'CTS MAY-2025'.padEnd(40),
      '0',
      'DNI',
      '40112233    ',
      '1',
    ]);
    expect(cut(second!, DETAIL)[4]).toBe('NUNEZ, ANA'.padEnd(40));
    expect(result.file.total).toBe('2012.45');
    expect(result.file.withoutAccount.map((d) => d.document)).toEqual(['40112234']);
    expect(result.file.nothingToPay.map((d) => d.document)).toEqual(['40112236']);
    // The same layout through the layouts' table.
    expect(bankFile({ layout: 'BCP_TELECREDITO_CTS', ...input(), payments: input().deposits })).toEqual(
      result,
    );
  });

  it('refuses a bad CTS CCI, a negative amount and a bad charge account, listing every problem', () => {
    const result = ctsDepositFile(
      input({
        chargeAccount: '123',
        deposits: [
          {
            documentType: 'DNI',
            document: '40112233',
            name: 'QUISPE, JUAN',
            account: '01136600010003254222',
            net: '10.00',
          },
          {
            documentType: 'DNI',
            document: '40112234',
            name: 'ROJAS, LUIS',
            account: INTERBANK_CCI,
            net: '-1.00',
          },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(['chargeAccount', 'account', 'net']);
    expect(result.problems[1]).toEqual({
      worker: 'QUISPE, JUAN (DNI 40112233)',
      field: 'account',
      message: `${CCI_MESSAGES.checkDigits} Corríjalo en la ficha del trabajador.`,
    });
  });

  it('with nobody to deposit to, says so for the CTS', () => {
    const result = ctsDepositFile(
      input({ deposits: [{ documentType: 'DNI', document: '1', name: 'A', account: '', net: '5.00' }] }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'payments', message: CTS_DEPOSIT_MESSAGES.noPayments }],
    });
  });
});
