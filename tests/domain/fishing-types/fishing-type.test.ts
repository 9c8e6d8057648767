import { describe, expect, it } from 'vitest';
import {
  FISHING_TYPE_CODE_MAX,
  SEED_FISHING_TYPES,
  cleanFishingType,
  fishingTypeInUseMessage,
  validateFishingType,
} from '../../../src/domain/fishing-types/fishing-type';
import { CATALOGUE_MESSAGES } from '../../../src/domain/shared/catalogue';

describe('fishing type', () => {
  it('accepts the seeded types', () => {
    for (const type of SEED_FISHING_TYPES) expect(validateFishingType({ ...type, active: true })).toEqual([]);
    expect(SEED_FISHING_TYPES.map((t) => t.code)).toEqual(['CHI', 'CHD']);
  });

  it('stores the code in upper case and refuses other characters', () => {
    expect(cleanFishingType({ code: ' chi ', name: ' Consumo  humano ', active: true })).toEqual({
      code: 'CHI',
      name: 'Consumo humano',
      active: true,
    });
    expect(validateFishingType({ code: 'CH I', name: 'x y', active: true })).toEqual([
      { field: 'code', message: CATALOGUE_MESSAGES.codeFormat },
    ]);
    expect(
      validateFishingType({ code: 'C'.repeat(FISHING_TYPE_CODE_MAX + 1), name: 'Nombre', active: true })[0]
        ?.field,
    ).toBe('code');
  });

  it('says why a type with species cannot be deleted', () => {
    expect(fishingTypeInUseMessage('CHD', 5)).toBe(
      'No se puede eliminar el tipo de pesca «CHD»: lo usan 5 especies. Desactívelo en su lugar (edítelo y desmarque «Activo»).',
    );
  });
});
