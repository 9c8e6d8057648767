import { describe, expect, it } from 'vitest';
import { RUC_MESSAGES, isValidRuc, rucCheckDigit, rucProblem } from '../../../src/domain/shared/ruc';

/** Real RUCs published by SUNAT's consulta RUC (companies of the sector and public bodies). */
const REAL_RUCS = [
  '20131312955', // SUNAT
  '20100128218', // Petróleos del Perú - Petroperú S.A.
  '20100971772', // Tecnológica de Alimentos S.A. (TASA)
  '20338054115', // Austral Group S.A.A.
  '20224748711', // Corporación Pesquera Inca S.A.C. (Copeinca)
  '20159473148', // Pesquera Diamante S.A.
  '20100047218', // Banco de Crédito del Perú
  '10467793549', // a person's RUC (prefix 10)
];

describe('RUC (SUNAT check digit)', () => {
  it('accepts real RUCs', () => {
    for (const ruc of REAL_RUCS) expect(rucProblem(ruc), ruc).toBeUndefined();
    expect(isValidRuc(' 20131312955 ')).toBe(true);
  });

  it('computes the check digit with weights 5 4 3 2 7 6 5 4 3 2 (10 → 0, 11 → 1)', () => {
    expect(rucCheckDigit('2013131295')).toBe(5);
    expect(rucCheckDigit('2010012821')).toBe(8);
    // 2·5 + 1·2 = 12 ≡ 1 (mod 11) → 11 − 1 = 10, written 0
    expect(rucCheckDigit('2000000001')).toBe(0);
    // 2·5 + 6·2 = 22 ≡ 0 (mod 11) → 11 − 0 = 11, written 1
    expect(rucCheckDigit('2000000006')).toBe(1);
    // 2·5 + 5·2 = 20 ≡ 9 → 2
    expect(rucCheckDigit('2000000005')).toBe(2);
  });

  it('refuses every other last digit of a real RUC', () => {
    for (const ruc of REAL_RUCS) {
      for (let d = 0; d <= 9; d++) {
        const candidate = ruc.slice(0, 10) + String(d);
        if (candidate === ruc) continue;
        expect(rucProblem(candidate), candidate).toBe(RUC_MESSAGES.checkDigit);
      }
    }
  });

  it('refuses a mistyped digit (two digits swapped)', () => {
    expect(rucProblem('20131321955')).toBe(RUC_MESSAGES.checkDigit);
  });

  it('says what is wrong with the form', () => {
    expect(rucProblem('')).toBe(RUC_MESSAGES.required);
    expect(rucProblem('   ')).toBe(RUC_MESSAGES.required);
    expect(rucProblem('2013131295')).toBe(RUC_MESSAGES.format);
    expect(rucProblem('201313129551')).toBe(RUC_MESSAGES.format);
    expect(rucProblem('2013131295A')).toBe(RUC_MESSAGES.format);
    expect(rucProblem('20131 312955')).toBe(RUC_MESSAGES.format);
    expect(rucProblem('30131312955')).toBe(RUC_MESSAGES.prefix);
  });

  it('refuses a check digit base that is not ten digits', () => {
    expect(() => rucCheckDigit('123')).toThrow(RangeError);
  });
});
