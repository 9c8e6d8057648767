import type { IsoDate } from '../dates';
import type { Decimal } from '../decimal';
import type { ErrorCollector } from '../errors';
import type { PriceInput, SpeciesInput } from '../weekly-input';

export interface PriceBook {
  /** The price in force for the species on the date, if any. */
  priceAt(species: string, date: IsoDate): Decimal | undefined;
}

/** Prices per species, each in force from its date until the next one. */
export function indexPrices(
  prices: readonly PriceInput[],
  species: ReadonlyMap<string, SpeciesInput>,
  errors: ErrorCollector,
): PriceBook {
  const bySpecies = new Map<string, { effectiveFrom: IsoDate; price: Decimal }[]>();
  prices.forEach((price, index) => {
    const row = { list: 'prices', index, species: price.species, effectiveFrom: price.effectiveFrom };
    if (!species.has(price.species)) return errors.add('UnknownSpecies', row);
    if (price.pricePerTonne.isNegative()) return errors.add('OutOfRange', { ...row, field: 'pricePerTonne' });
    const list = bySpecies.get(price.species) ?? [];
    if (list.some((p) => p.effectiveFrom === price.effectiveFrom)) return errors.add('DuplicateEntry', row);
    list.push({ effectiveFrom: price.effectiveFrom, price: price.pricePerTonne });
    bySpecies.set(price.species, list);
  });
  for (const list of bySpecies.values()) list.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  return {
    priceAt(code, date) {
      let found: Decimal | undefined;
      for (const entry of bySpecies.get(code) ?? []) {
        if (entry.effectiveFrom > date) break;
        found = entry.price;
      }
      return found;
    },
  };
}
