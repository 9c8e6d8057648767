import { describe, expect, it } from 'vitest';
import { bankFile, type BankFileInput } from '../../../src/domain/bank-payments';

const BBVA_CCI = '01136600010003254221';
const BCP_CCI = '00219100012345678957';

const input = (change: Partial<BankFileInput> = {}): BankFileInput => ({
  layout: 'BBVA_HABERES',
  chargeAccount: '0011-0123-0100012345',
  paymentDate: '2025-04-28',
  reference: 'Planilla sem 14-2025',
  payments: [
    {
      documentType: 'CE',
      document: '001234567',
      name: 'PEÑA ÁLVAREZ, MARÍA JOSÉ',
      account: BBVA_CCI,
      ownAccount: '0011-0366-0100032542',
      net: '2126.50',
    },
    {
      documentType: 'DNI',
      document: '40112233',
      name: 'QUISPE MAMANI, JUAN',
      account: BBVA_CCI,
      ownAccount: '0011-0366-0200011111',
      net: '1956.39',
    },
    // A BCP account: not payable by BBVA's file, listed apart.
    { documentType: 'DNI', document: '40112234', name: 'ROJAS, LUIS', account: BCP_CCI, net: '33.00' },
    // A BBVA CCI without the BBVA account number: listed apart too.
    { documentType: 'DNI', document: '40112235', name: 'PAZ, EVA', account: BBVA_CCI, net: '10.00' },
  ],
  ...change,
});

const cut = (line: string, widths: readonly number[]) => {
  let at = 0;
  return widths.map((w) => line.slice(at, (at += w)));
};
const HEADER = [3, 20, 3, 15, 1, 8, 1, 25, 6, 1, 18, 30, 20];
const DETAIL = [3, 1, 12, 1, 20, 40, 15, 40, 50, 51];

describe('BBVA Net Cash, pago de haberes', () => {
  it('writes the header and one line per BBVA account, field by field', () => {
    const result = bankFile(input());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const lines = result.file.content.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [header, first, second] = lines;
    expect(header).toHaveLength(151);
    expect(cut(header!, HEADER)).toEqual([
      '700',
      '001101230100012345  ', // the 18-digit account, left aligned
      'PEN',
      '000000000408289', // 2,126.50 + 1,956.39 in cents
      'A',
      '        ',
      'D',
      'PLANILLA SEM 14-2025     ',
      '000002',
      'S',
      '000000000000000000',
      ' '.repeat(30),
      ' '.repeat(20),
    ]);
    expect(first).toHaveLength(233);
    expect(cut(first!, DETAIL)).toEqual([
      '002',
      'E',
      '001234567   ',
      'P',
      '  001103660100032542', // the worker's BBVA account, right aligned
      'PENA ALVAREZ, MARIA JOSE'.padEnd(40),
      '000000000212650',
      ' '.repeat(40),
      ' '.repeat(50),
      ' '.repeat(51),
    ]);
    expect(cut(second!, DETAIL).slice(0, 7)).toEqual([
      '002',
      'L',
      '40112233    ',
      'P',
      '  001103660200011111',
      'QUISPE MAMANI, JUAN'.padEnd(40),
      '000000000195639',
    ]);
    expect(result.file.total).toBe('4082.89');
    expect(result.file.withoutAccount.map((p) => p.document)).toEqual(['40112234', '40112235']);
  });

  it('refuses a charge account of another form, and a week with nobody at BBVA', () => {
    const bad = bankFile(input({ chargeAccount: '191-1234567-0-12' }));
    expect(!bad.ok && bad.problems.map((p) => p.field)).toEqual(['chargeAccount']);
    const none = bankFile(input({ payments: input().payments.slice(2) }));
    expect(!none.ok && none.problems[0]!.message).toContain(
      'Ningún trabajador de la semana tiene cuenta en el BBVA',
    );
  });

  it('is plain ASCII whatever the names: the same bytes in ISO-8859-1 and UTF-8', () => {
    const result = bankFile(input());
    if (!result.ok) throw new Error('refused');
    expect(/^[\x20-\x7e\r\n]*$/.test(result.file.content)).toBe(true);
  });
});
