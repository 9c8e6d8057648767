import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bankFile, bankText, controlTotal, type BankFileInput } from '../../../src/domain/bank-payments';

const BCP_CCI = '00219100012345678957';
const INTERBANK_CCI = '01136600010003254221';

const input = (change: Partial<BankFileInput> = {}): BankFileInput => ({
  layout: 'BCP_TELECREDITO',
  chargeAccount: '191-1234567-0-12',
  paymentDate: '2025-04-28',
  reference: 'Planilla sem 14-2025',
  payments: [
    {
      documentType: 'DNI',
      document: '40112233',
      name: 'QUISPE MAMANI, JUAN',
      account: BCP_CCI,
      net: '1956.39',
    },
    {
      documentType: 'CE',
      document: '001234567',
      name: 'PEÑA ÁLVAREZ, MARÍA JOSÉ',
      account: INTERBANK_CCI,
      net: '2126.50',
    },
    { documentType: 'DNI', document: '40112235', name: 'ROJAS, LUIS', account: '', net: '33.00' },
    { documentType: 'DNI', document: '40112236', name: 'PAZ, EVA', account: BCP_CCI, net: '0.00' },
  ],
  ...change,
});

/** The fields of a line, cut at the layout's widths. */
const cut = (line: string, widths: readonly number[]) => {
  let at = 0;
  return widths.map((w) => line.slice(at, (at += w)));
};
const HEADER = [1, 1, 1, 1, 20, 2, 15, 8, 20, 15, 6, 1, 15, 1];
const DETAIL = [1, 1, 1, 20, 40, 2, 15, 40, 1, 3, 12, 1];

describe('BCP Telecrédito, pago de haberes', () => {
  it('writes the header and one line per account, field by field, with the control total', () => {
    const result = bankFile(input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const lines = result.file.content.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [header, first, second] = lines;
    expect(header).toHaveLength(107);
    expect(cut(header!, HEADER)).toEqual([
      '#',
      '1',
      'H',
      'C',
      '19101234567012      ', // the 13-digit account with a 0 after its office
      'S/',
      '000000000408289', // 1,956.39 + 2,126.50 in cents
      '28042025',
      'PLANILLA SEM 14-2025',
      // 1234567012 (charge, after the office) + 2345678957 + 0003254221 (each CCI's last ten digits)
      '000003583500190',
      '000002',
      '1',
      ' '.repeat(15),
      '1',
    ]);
    expect(first).toHaveLength(137);
    expect(cut(first!, DETAIL)).toEqual([
      ' ',
      '2',
      'B',
      BCP_CCI,
      'QUISPE MAMANI, JUAN'.padEnd(40),
      'S/',
      '000000000195639',
      'PLANILLA SEM 14-2025'.padEnd(40),
      '0',
      'DNI',
      '40112233    ',
      '1',
    ]);
    expect(cut(second!, DETAIL).slice(3, 11)).toEqual([
      INTERBANK_CCI,
      'PENA ALVAREZ, MARIA JOSE'.padEnd(40),
      'S/',
      '000000000212650',
      'PLANILLA SEM 14-2025'.padEnd(40),
      '0',
      'CE ',
      '001234567   ',
    ]);
    expect(lines).toHaveLength(4);
    // Nobody is dropped silently: no account, and nothing to pay, are listed apart.
    expect(result.file.withoutAccount.map((p) => p.document)).toEqual(['40112235']);
    expect(result.file.nothingToPay.map((p) => p.document)).toEqual(['40112236']);
    expect(result.file.total).toBe('4082.89');
  });

  it('cuts a long name to the field and writes it as the bank reads it', () => {
    expect(bankText('  Ñuñez  Gómez, José-Ángel ')).toBe('NUNEZ GOMEZ, JOSE-ANGEL');
    const long = 'DE LA CRUZ VILLANUEVA DEL CASTILLO, MARIA DE LOS ANGELES';
    const result = bankFile(input({ payments: [{ ...input().payments[0]!, name: long }] }));
    expect(result.ok && result.file.content.split('\r\n')[1]!.slice(23, 63)).toBe(long.slice(0, 40));
  });

  it('refuses the file with the list of what to fix', () => {
    const result = bankFile(
      input({
        chargeAccount: '12345',
        reference: '',
        payments: [
          {
            documentType: 'DNI',
            document: '40112233',
            name: 'QUISPE MAMANI, JUAN',
            account: '00219100012345678900',
            net: '10.00',
          },
          {
            documentType: 'DNI',
            document: '40112234',
            name: 'HUAMÁN, PEDRO',
            account: BCP_CCI,
            net: '-5.00',
          },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.worker ?? '', p.field])).toEqual([
      ['', 'chargeAccount'],
      ['', 'reference'],
      ['QUISPE MAMANI, JUAN (DNI 40112233)', 'account'],
      ['HUAMÁN, PEDRO (DNI 40112234)', 'net'],
    ]);
    expect(result.problems[2]!.message).toContain('Corríjalo en la ficha del trabajador.');
  });

  it('refuses an unknown layout and a week where nobody can be paid by the bank', () => {
    const unknown = bankFile(input({ layout: 'OTRO_BANCO' }));
    expect(!unknown.ok && unknown.problems[0]!.message).toBe(
      'El formato de archivo bancario «OTRO_BANCO» no existe.',
    );
    const none = bankFile(input({ payments: [input().payments[2]!] }));
    expect(!none.ok && none.problems[0]!.field).toBe('payments');
  });

  it('adds the control total over the charge account and every credited account', () => {
    expect(controlTotal('1911234567012', [BCP_CCI, INTERBANK_CCI])).toBe(3583500190n);
    expect(controlTotal('1911234567012', [])).toBe(1234567012n);
  });
});

describe('BCP Telecrédito with the workers’ own BCP accounts', () => {
  it('pays an own BCP account as type A and a CCI as type B, byte for byte as the golden file', () => {
    const base = input();
    const result = bankFile({
      ...base,
      payments: base.payments.map((p, i) => (i === 0 ? { ...p, ownAccount: '191-12345678-0-12' } : p)),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const golden = readFileSync(new URL('./golden-telecredito-own-account.txt', import.meta.url), 'utf8');
    expect(result.file.content).toBe(golden);
  });

  it('keeps type B when the own account is known but the CCI is another bank’s', () => {
    const base = input();
    const result = bankFile({
      ...base,
      payments: base.payments.map((p, i) => (i === 1 ? { ...p, ownAccount: '1234567890' } : p)),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.file.content.split('\r\n')[2]!.slice(0, 23)).toBe(' 2B01136600010003254221');
  });
});
