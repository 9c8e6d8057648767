import { describe, expect, it } from 'vitest';
import { carriedPrices, type PriceRow } from '../../../src/domain/fishing-weeks';

const row = (speciesId: number, effectiveFrom: string, pricePerTonne: string): PriceRow => ({
  speciesId,
  effectiveFrom,
  pricePerTonne,
});

describe('the price list a new week starts with', () => {
  it('keeps, per species, the price in force on the first day and the later ones', () => {
    const previous = [
      row(1, '2025-03-01', '500.00'),
      row(1, '2025-04-02', '520.00'),
      row(2, '2025-01-15', '900.00'),
      row(1, '2025-04-20', '540.00'),
    ];
    expect(carriedPrices(previous, '2025-04-07')).toEqual([
      row(1, '2025-04-02', '520.00'),
      row(1, '2025-04-20', '540.00'),
      row(2, '2025-01-15', '900.00'),
    ]);
  });

  it('takes the row of the first day itself, and nothing from an empty list', () => {
    expect(carriedPrices([row(1, '2025-04-06', '1'), row(1, '2025-04-07', '2')], '2025-04-07')).toEqual([
      row(1, '2025-04-07', '2'),
    ]);
    expect(carriedPrices([], '2025-04-07')).toEqual([]);
  });
});
