import { eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import {
  SPECIES_CODE_MAX,
  SPECIES_COMMON_NAME_MAX,
  SPECIES_DEFAULT_SORT,
  SPECIES_MESSAGES,
  SPECIES_SCIENTIFIC_NAME_MAX,
  SPECIES_SORTS,
  cleanSpecies,
  validateSpecies,
  type Species,
  type SpeciesInput,
  type SpeciesSort,
} from '../../src/domain/species/species';
import type { ServerContext } from '../context';
import { fishingTypes, species } from '../db/schema';
import { Text } from '../kit/schemas';
import * as fields from '../kit/catalogue/fields';
import { countJoined, paged, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { activeReference, defineCatalogue } from '../kit/catalogue/define';
import { weeksDeleteGuard } from '../fishing-weeks/references';
import { CatalogueStore } from '../kit/catalogue/store';
import type { FishingTypeStore } from '../fishing-types/catalogue';

export const SpeciesSchema = fields.entity({
  code: Type.String(),
  commonName: Type.String(),
  scientificName: Type.String(),
  fishingTypeId: Type.Integer(),
  fishingTypeName: Type.String(),
});

export const SpeciesInputSchema = fields.input({
  code: Text(SPECIES_CODE_MAX),
  commonName: Text(SPECIES_COMMON_NAME_MAX),
  scientificName: Text(SPECIES_SCIENTIFIC_NAME_MAX),
  fishingTypeId: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
});

/** Species (module 'especie'): unique code, of an existing active fishing type. */
export function speciesCatalogue(
  context: ServerContext,
  types: FishingTypeStore,
): CatalogueApi<Species, SpeciesInput, SpeciesSort> {
  const store = new CatalogueStore<Species, SpeciesInput, SpeciesSort>(context.db, {
    table: species,
    rows: async (ex, where, orderBy, page) =>
      (
        await paged(
          ex
            .select({ s: species, fishingTypeName: fishingTypes.name })
            .from(species)
            .innerJoin(fishingTypes, eq(fishingTypes.id, species.fishingTypeId))
            .where(where)
            .$dynamic(),
          orderBy,
          page,
        )
      ).map(({ s, fishingTypeName }) => ({
        ...tracked(s),
        code: s.code,
        commonName: s.commonName,
        scientificName: s.scientificName,
        fishingTypeId: s.fishingTypeId,
        fishingTypeName,
      })),
    count: (ex, where) =>
      countJoined(ex, species, fishingTypes, eq(fishingTypes.id, species.fishingTypeId), where),
    search: [species.code, species.commonName, species.scientificName, fishingTypes.name],
    offsetOnlySorts: ['fishingTypeName'],
    sortKeys: () => ({
      code: sql`${species.code}`,
      commonName: sql`lower(${species.commonName})`,
      scientificName: sql`lower(${species.scientificName})`,
      fishingTypeName: sql`lower(${fishingTypes.name})`,
      ...fields.trackedSorts(species),
    }),
    columns: (i) => fields.inputColumns(i, ['code', 'commonName', 'scientificName', 'fishingTypeId']),
    unique: [fields.uniqueField('code', species.code, SPECIES_MESSAGES.codeTaken)],
    label: sql`${species.commonName}`,
  });
  return defineCatalogue(context, store, {
    module: 'especie',
    path: '/especies',
    title: 'Especies',
    sorts: SPECIES_SORTS,
    defaultSort: SPECIES_DEFAULT_SORT,
    entity: SpeciesSchema,
    input: SpeciesInputSchema,
    optionsFor: ['semana_de_pesca'],
    validate: validateSpecies,
    clean: cleanSpecies,
    notFound: SPECIES_MESSAGES.notFound,
    guard: weeksDeleteGuard('speciesId', (s) => `la especie «${s.commonName}»`, 'f'),
    check: activeReference(types, 'fishingTypeId', (s) => s.fishingTypeId, {
      unknown: SPECIES_MESSAGES.fishingTypeUnknown,
      inactive: SPECIES_MESSAGES.fishingTypeInactive,
    }),
    columns: [
      { header: 'Código', width: 10, kind: 'text', value: (s) => s.code },
      { header: 'Nombre común', width: 24, kind: 'text', value: (s) => s.commonName },
      { header: 'Nombre científico', width: 32, kind: 'text', value: (s) => s.scientificName },
      { header: 'Tipo de pesca', width: 28, kind: 'text', value: (s) => s.fishingTypeName },
      fields.activeColumn(),
    ],
  });
}
