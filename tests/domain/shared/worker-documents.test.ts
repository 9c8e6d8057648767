import { describe, expect, it } from 'vitest';
import { cciCheckDigit, cciProblem, CCI_MESSAGES, isValidCci } from '../../../src/domain/shared/cci';
import { cusppProblem, CUSPP_MESSAGES } from '../../../src/domain/shared/cuspp';
import { DOCUMENT_MESSAGES, documentNumberProblem } from '../../../src/domain/shared/identity-document';

describe('CCI (interbank account code)', () => {
  it('accepts real CCIs and checks both control digits', () => {
    // Published CCIs of Interbank accounts (collection accounts of public bodies).
    expect(cciProblem('01136600010003254221')).toBeUndefined();
    expect(cciProblem('01124100019000658270')).toBeUndefined();
    expect(isValidCci('011-366-000100032542-21')).toBe(true);
    expect(cciCheckDigit('011366')).toBe(2);
    expect(cciCheckDigit('000100032542')).toBe(1);
  });

  it('refuses a wrong control digit, a wrong length and letters', () => {
    expect(cciProblem('01136600010003254222')).toBe(CCI_MESSAGES.checkDigits);
    expect(cciProblem('01136600010003254211')).toBe(CCI_MESSAGES.checkDigits);
    expect(cciProblem('0113660001000325422')).toBe(CCI_MESSAGES.format);
    expect(cciProblem('0113660001000325422A')).toBe(CCI_MESSAGES.format);
    expect(cciProblem('')).toBe(CCI_MESSAGES.required);
  });

  it('requires the first three digits to be the chosen bank', () => {
    expect(cciProblem('01136600010003254221', '011')).toBeUndefined();
    expect(cciProblem('01136600010003254221', '002')).toBe(CCI_MESSAGES.bankMismatch);
    expect(cciProblem('00219300123456789013', '002')).toBeUndefined();
  });
});

describe('identity documents', () => {
  it('DNI: 8 digits', () => {
    expect(documentNumberProblem('DNI', '45781236')).toBeUndefined();
    expect(documentNumberProblem('DNI', '4578123')).toBe(DOCUMENT_MESSAGES.dni);
    expect(documentNumberProblem('DNI', '4578123A')).toBe(DOCUMENT_MESSAGES.dni);
    expect(documentNumberProblem('DNI', '')).toBe(DOCUMENT_MESSAGES.required);
  });

  it('carné de extranjería: 9 characters in practice, up to 12', () => {
    expect(documentNumberProblem('CE', '001234567')).toBeUndefined();
    expect(documentNumberProblem('CE', '000123456789')).toBeUndefined();
    expect(documentNumberProblem('CE', '1234567')).toBe(DOCUMENT_MESSAGES.ce);
    expect(documentNumberProblem('CE', '0001234567890')).toBe(DOCUMENT_MESSAGES.ce);
  });

  it('passport: up to 12 letters and digits', () => {
    expect(documentNumberProblem('PASAPORTE', 'ab123456')).toBeUndefined();
    expect(documentNumberProblem('PASAPORTE', 'AB-12 3456')).toBeUndefined();
    expect(documentNumberProblem('PASAPORTE', 'AB12345678901')).toBe(DOCUMENT_MESSAGES.passport);
    expect(documentNumberProblem('PASAPORTE', 'AB#123456')).toBe(DOCUMENT_MESSAGES.passport);
  });
});

describe('CUSPP', () => {
  it('12 upper-case letters and digits', () => {
    expect(cusppProblem('583451JPVIE4')).toBeUndefined();
    expect(cusppProblem(' 583451jpvie4 ')).toBeUndefined();
    expect(cusppProblem('583451JPVIE')).toBe(CUSPP_MESSAGES.format);
    expect(cusppProblem('583451JPVIÑ4')).toBe(CUSPP_MESSAGES.format);
    expect(cusppProblem('')).toBe(CUSPP_MESSAGES.required);
  });
});
