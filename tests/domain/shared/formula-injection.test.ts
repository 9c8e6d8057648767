import { describe, expect, it } from 'vitest';
import { bankFile } from '../../../src/domain/bank-payments';
import { buildAfpnetFile } from '../../../src/domain/filings/afpnet';
import {
  FORMULA_TRIGGERS,
  neutralizeFormula,
  startsLikeFormula,
  withoutFormulaStart,
} from '../../../src/domain/shared/formula-injection';

/** OWASP's CSV injection list: the leading characters, and the full-width forms it names. */
const OWASP = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
const PAYLOADS = ['HYPERLINK("http://x","y")', "cmd|' /C calc'!A0", "SUM(1+1)*cmd|' /C calc'!A0", '1+2'];

describe('formula neutralisation', () => {
  it('knows every leading character OWASP lists', () => {
    for (const ch of OWASP) expect(FORMULA_TRIGGERS).toContain(ch);
  });

  it.each(OWASP)('quotes a text starting with %j, whatever follows', (ch) => {
    for (const payload of PAYLOADS) {
      const text = `${ch}${payload}`;
      expect(startsLikeFormula(text)).toBe(true);
      expect(neutralizeFormula(text)).toBe(`'${text}`);
      expect(startsLikeFormula(neutralizeFormula(text))).toBe(false);
      expect(startsLikeFormula(withoutFormulaStart(text))).toBe(false);
    }
  });

  it('leaves other texts as they are', () => {
    for (const text of [
      'QUISPE',
      'PEÑA ÁLVAREZ',
      '40123456',
      '',
      "O'HIGGINS",
      'A=B',
      ' =1'.trim().slice(1),
    ]) {
      expect(neutralizeFormula(text)).toBe(text);
    }
    expect(withoutFormulaStart('--=+ JUAN')).toBe('JUAN');
  });

  it('AFPnet: a name written as a formula is text in the file', () => {
    const result = buildAfpnetFile({
      month: '2025-04',
      company: { ruc: '20601234565' },
      workers: [
        {
          documentType: 'DNI',
          document: '40123456',
          paternalSurname: '=HYPERLINK("http://x","y")',
          maternalSurname: '@SUM(1)',
          names: '\uFF1D1+1',
          pensionScheme: 'AFP',
          cuspp: '583451jpvie4',
          insurablePay: '3189.7',
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const cells = result.files[0]!.content.replace(/\r\n$/, '').split('\t');
    expect(cells[4]).toBe('\'=HYPERLINK("HTTP://X","Y")');
    expect(cells[5]).toBe("'@SUM(1)");
    expect(cells[6]).toBe("'\uFF1D1+1");
    for (const cell of cells) expect(startsLikeFormula(cell)).toBe(false);
  });

  it('bank files: no field starts like a formula', () => {
    const result = bankFile({
      layout: 'BCP_TELECREDITO',
      chargeAccount: '191-1234567-0-12',
      paymentDate: '2025-04-28',
      reference: '-Planilla',
      payments: [
        {
          documentType: 'DNI',
          document: '40112233',
          name: '-2+3 QUISPE',
          account: '00219100012345678957',
          net: '1956.39',
        },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.file.content).toContain('2 3 QUISPE');
    expect(result.file.content).not.toContain('-2 3 QUISPE');
  });
});
