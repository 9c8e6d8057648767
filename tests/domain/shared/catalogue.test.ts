import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CatalogueInput,
  type CatalogueRecord,
  RECORD_SORTS,
} from '../../../src/domain/shared/catalogue';

interface Thing extends CatalogueRecord {
  readonly code: string;
  readonly name: string;
}

describe('catalogue kit', () => {
  it('writes a record as its own fields and its active flag', () => {
    expectTypeOf<CatalogueInput<Thing>>().toEqualTypeOf<{
      readonly code: string;
      readonly name: string;
      readonly active: boolean;
    }>();
  });

  it('sorts every list also by the active flag and the last change', () => {
    expect(RECORD_SORTS).toEqual(['active', 'updatedAt']);
  });
});
