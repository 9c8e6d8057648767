import { describe, expect, it } from 'vitest';
import {
  commissionTypeOfLegacy,
  isCommissionType,
  parseAfp,
  parseCommissionType,
  parsePensionScheme,
} from '../../../src/domain/shared/pension-vocabulary';
import { parseDocumentType } from '../../../src/domain/shared/identity-document';
import { parseWeekState } from '../../../src/domain/fishing-weeks';
import { parseMonthState } from '../../../src/domain/months/month';
import { UnknownVocabularyValue } from '../../../src/domain/shared/vocabulary';

describe('the pension vocabulary at the border', () => {
  it('parses the stored words and refuses any other', () => {
    expect(parsePensionScheme('AFP')).toBe('AFP');
    expect(() => parsePensionScheme('afp')).toThrow(UnknownVocabularyValue);
    expect(parseAfp('INTEGRA')).toBe('INTEGRA');
    expect(parseAfp(null)).toBeNull();
    expect(() => parseAfp('NUEVA')).toThrow(UnknownVocabularyValue);
    expect(parseCommissionType('FLUJO')).toBe('FLUJO');
    expect(parseCommissionType('MIXTA')).toBe('MIXTA');
    expect(parseCommissionType(null)).toBeNull();
    // The engine's old words are not the stored vocabulary: only the legacy reader translates them.
    expect(() => parseCommissionType('flow')).toThrow('Unknown commission type: "flow"');
    expect(isCommissionType('balance')).toBe(false);
  });

  it("translates the engine's old words of JSON files, and only them", () => {
    expect(commissionTypeOfLegacy('flow')).toBe('FLUJO');
    expect(commissionTypeOfLegacy('balance')).toBe('MIXTA');
    expect(commissionTypeOfLegacy('FLUJO')).toBe('FLUJO');
    expect(commissionTypeOfLegacy('MIXTA')).toBe('MIXTA');
    expect(commissionTypeOfLegacy('Flujo')).toBeUndefined();
    expect(commissionTypeOfLegacy(undefined)).toBeUndefined();
  });

  it('parses document types and week and month states', () => {
    expect(parseDocumentType('CE')).toBe('CE');
    expect(() => parseDocumentType('RUC')).toThrow(UnknownVocabularyValue);
    expect(parseWeekState('calculada')).toBe('calculada');
    expect(() => parseWeekState('calculado')).toThrow(UnknownVocabularyValue);
    expect(parseMonthState('cerrado')).toBe('cerrado');
    expect(() => parseMonthState('cerrada')).toThrow(UnknownVocabularyValue);
  });
});
