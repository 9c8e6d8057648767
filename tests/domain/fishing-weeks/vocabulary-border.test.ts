import { describe, expect, it } from 'vitest';
import {
  computeContextOfStored,
  engineDeductionKindOf,
  type StoredComputeContext,
} from '../../../src/domain/fishing-weeks';
import { UnknownVocabularyValue } from '../../../src/domain/shared/vocabulary';

const stored = (commissionType: string | null, pensionScheme = 'AFP'): StoredComputeContext => ({
  week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
  master: {
    vessels: [],
    species: [],
    positions: [],
    shareRules: [],
    workers: [
      {
        id: 1,
        documentType: 'DNI',
        document: '10000001',
        name: 'A, B',
        hireDate: '2019-03-01',
        terms: [
          {
            effectiveFrom: '2019-03-01',
            positionId: 1,
            pensionScheme,
            afp: 'INTEGRA',
            commissionType,
            unionAffiliated: false,
            eps: false,
          },
        ],
      },
    ],
  },
  parameterDate: '2025-04-06',
  parameters: [],
  monthToDate: [],
});

const termsOf = (s: StoredComputeContext) => computeContextOfStored(s).master.workers[0]!.terms[0]!;

describe('a stored compute context read in the domain vocabulary', () => {
  it('keeps FLUJO / MIXTA and translates the engine’s old words', () => {
    expect(termsOf(stored('FLUJO')).commissionType).toBe('FLUJO');
    expect(termsOf(stored('MIXTA')).commissionType).toBe('MIXTA');
    expect(termsOf(stored('flow')).commissionType).toBe('FLUJO');
    expect(termsOf(stored('balance')).commissionType).toBe('MIXTA');
    expect(termsOf(stored(null, 'ONP'))).toMatchObject({ pensionScheme: 'ONP', commissionType: null });
  });

  it('refuses an unknown word instead of guessing a commission', () => {
    expect(() => computeContextOfStored(stored('saldo'))).toThrow(UnknownVocabularyValue);
    expect(() => computeContextOfStored(stored('FLUJO', 'SPP'))).toThrow(UnknownVocabularyValue);
  });
});

describe("the engine's deduction kind of an adjustment", () => {
  it('maps each deduction kind of the grid, many to one', () => {
    expect(engineDeductionKindOf('adelanto')).toBe('advance');
    expect(engineDeductionKindOf('recuperacion_adelanto')).toBe('advance');
    expect(engineDeductionKindOf('cuota_prestamo')).toBe('other');
    expect(engineDeductionKindOf('retencion_judicial')).toBe('judicial');
    expect(engineDeductionKindOf('otro_descuento')).toBe('other');
  });
});
