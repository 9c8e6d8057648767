import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONCEPT_CODES,
  ENGINE_CONCEPTS,
  codeFor,
  conceptCodeMap,
  conceptCodeRowProblems,
  isKnownConcept,
} from '../../../src/domain/filings/concept-codes';

describe('the default Table 22 mapping', () => {
  it('has only valid rows, each concept once', () => {
    for (const row of DEFAULT_CONCEPT_CODES) expect(conceptCodeRowProblems(row), row.concept).toEqual([]);
    const concepts = DEFAULT_CONCEPT_CODES.map((r) => r.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
  });

  it('gives every engine concept a code for every pension scheme', () => {
    const map = conceptCodeMap(DEFAULT_CONCEPT_CODES);
    for (const concept of ENGINE_CONCEPTS) {
      for (const scheme of ['REP', 'ONP', 'AFP'] as const) {
        expect(codeFor(map, concept, scheme), `${concept} ${scheme}`).toBeDefined();
      }
    }
  });

  it('uses the Table 22 codes found in the sources', () => {
    const map = conceptCodeMap(DEFAULT_CONCEPT_CODES);
    const code = (concept: string, scheme: 'REP' | 'ONP' | 'AFP') => codeFor(map, concept, scheme)?.code;
    expect(code('pensionContribution', 'AFP')).toBe('0608');
    expect(code('pensionContribution', 'ONP')).toBe('0607');
    expect(code('pensionCommission', 'AFP')).toBe('0601');
    expect(code('pensionInsurance', 'AFP')).toBe('0606');
    expect(code('incomeTaxBracket', 'REP')).toBe('0605');
    expect(code('essalud', 'REP')).toBe('0804');
    expect(code('unionDues', 'ONP')).toBe('0702');
    expect(code('fixedPay', 'ONP')).toBe('0121');
    expect(code('landWork', 'REP')).toBe('0121');
  });
});

describe('a row of the table', () => {
  it('accepts a bare or scheme-qualified engine concept and refuses anything else', () => {
    expect(isKnownConcept('essalud')).toBe(true);
    expect(isKnownConcept('pensionContribution:REP')).toBe(true);
    expect(isKnownConcept('pensionContribution:SPP')).toBe(false);
    expect(isKnownConcept('bonus')).toBe(true);
    expect(isKnownConcept('pensionAdjustment:AFP')).toBe(true);
    expect(isKnownConcept('aguinaldo')).toBe(false);
    expect(isKnownConcept('essalud:AFP:x')).toBe(false);
  });

  it('says what is wrong, in Spanish, field by field', () => {
    expect(
      conceptCodeRowProblems({ concept: 'aguinaldo', code: '121', description: ' ', kind: 'ingreso' }),
    ).toEqual([
      { field: 'concept', message: expect.stringContaining('Concepto desconocido: "aguinaldo"') },
      { field: 'code', message: 'El código SUNAT "121" debe tener 4 dígitos (tabla 22, por ejemplo 0121).' },
      { field: 'description', message: 'La descripción del código es obligatoria.' },
    ]);
    expect(
      conceptCodeRowProblems({
        concept: 'sctr',
        code: '0805',
        description: 'SCTR',
        kind: 'otro' as 'ingreso',
      }),
    ).toEqual([{ field: 'kind', message: expect.stringContaining('El tipo debe ser') }]);
  });

  it('prefers the row of the worker’s scheme over the bare row', () => {
    const map = conceptCodeMap([
      { concept: 'pensionContribution', code: '0611', description: 'OTROS', kind: 'aporte_trabajador' },
      { concept: 'pensionContribution:AFP', code: '0608', description: 'SPP', kind: 'aporte_trabajador' },
    ]);
    expect(codeFor(map, 'pensionContribution', 'AFP')?.code).toBe('0608');
    expect(codeFor(map, 'pensionContribution', 'REP')?.code).toBe('0611');
    expect(codeFor(map, 'catchShare', 'REP')).toBeUndefined();
  });
});
