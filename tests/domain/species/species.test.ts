import { describe, expect, it } from 'vitest';
import {
  SEED_SPECIES,
  SPECIES_MESSAGES,
  cleanSpecies,
  validateSpecies,
  type SpeciesInput,
} from '../../../src/domain/species/species';
import { SEED_FISHING_TYPES } from '../../../src/domain/fishing-types/fishing-type';

const valid: SpeciesInput = {
  code: 'ANC',
  commonName: 'Anchoveta',
  scientificName: 'Engraulis ringens',
  fishingTypeId: 1,
  active: true,
};

describe('species', () => {
  it('accepts a species of a fishing type; the scientific name may be empty', () => {
    expect(validateSpecies(valid)).toEqual([]);
    expect(validateSpecies({ ...valid, scientificName: '' })).toEqual([]);
  });

  it('requires a fishing type', () => {
    expect(validateSpecies({ ...valid, fishingTypeId: null })).toEqual([
      { field: 'fishingTypeId', message: SPECIES_MESSAGES.fishingTypeRequired },
    ]);
    expect(validateSpecies({ ...valid, fishingTypeId: 0 })[0]?.field).toBe('fishingTypeId');
  });

  it('upper-cases the code and tidies the names', () => {
    expect(cleanSpecies({ ...valid, code: 'anc', commonName: ' Anchoveta ' })).toEqual(valid);
  });

  it('seeds the six common species, each valid and of a seeded fishing type', () => {
    expect(SEED_SPECIES.map((s) => s.commonName)).toEqual([
      'Anchoveta',
      'Jurel',
      'Caballa',
      'Bonito',
      'Pota',
      'Perico',
    ]);
    const types = new Set(SEED_FISHING_TYPES.map((t) => t.code));
    for (const { fishingTypeCode, ...species } of SEED_SPECIES) {
      expect(types.has(fishingTypeCode)).toBe(true);
      expect(validateSpecies({ ...species, fishingTypeId: 1, active: true })).toEqual([]);
    }
    expect(SEED_SPECIES.find((s) => s.code === 'ANC')?.fishingTypeCode).toBe('CHI');
  });
});
