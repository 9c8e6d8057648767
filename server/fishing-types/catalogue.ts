import { sql } from 'drizzle-orm';
import Type from 'typebox';
import {
  FISHING_TYPE_CODE_MAX,
  FISHING_TYPE_DEFAULT_SORT,
  FISHING_TYPE_MESSAGES,
  FISHING_TYPE_NAME_MAX,
  FISHING_TYPE_SORTS,
  cleanFishingType,
  fishingTypeInUseMessage,
  validateFishingType,
  type FishingType,
  type FishingTypeInput,
  type FishingTypeSort,
} from '../../src/domain/fishing-types/fishing-type';
import type { ServerContext } from '../context';
import { fishingTypes, species } from '../db/schema';
import { Text } from '../kit/schemas';
import * as fields from '../kit/catalogue/fields';
import { oneTableRows, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { defineCatalogue } from '../kit/catalogue/define';
import { CatalogueStore } from '../kit/catalogue/store';

export const FishingTypeSchema = fields.entity({ code: Type.String(), name: Type.String() });

export const FishingTypeInputSchema = fields.input({
  code: Text(FISHING_TYPE_CODE_MAX),
  name: Text(FISHING_TYPE_NAME_MAX),
});

export type FishingTypeStore = CatalogueStore<FishingType, FishingTypeInput, FishingTypeSort>;

export function fishingTypeStore(context: ServerContext): FishingTypeStore {
  return new CatalogueStore(context.db, {
    table: fishingTypes,
    ...oneTableRows(fishingTypes, (r) => ({ ...tracked(r), code: r.code, name: r.name })),
    search: [fishingTypes.code, fishingTypes.name],
    sortKeys: () => ({
      code: sql`${fishingTypes.code}`,
      name: sql`lower(${fishingTypes.name})`,
      ...fields.trackedSorts(fishingTypes),
    }),
    columns: (i) => fields.inputColumns(i, ['code', 'name']),
    unique: [fields.uniqueField('code', fishingTypes.code, FISHING_TYPE_MESSAGES.codeTaken)],
    references: (ex, id) => fields.countNaming(ex, species, species.fishingTypeId, id),
    label: sql`${fishingTypes.code} || ' - ' || ${fishingTypes.name}`,
  });
}

/** Fishing types (module 'tipo_de_pesca'): unique code; a type with species is deactivated, not deleted. */
export function fishingTypeCatalogue(
  context: ServerContext,
  store: FishingTypeStore,
): CatalogueApi<FishingType, FishingTypeInput, FishingTypeSort> {
  return defineCatalogue(context, store, {
    module: 'tipo_de_pesca',
    path: '/tipos-de-pesca',
    title: 'Tipos de pesca',
    sorts: FISHING_TYPE_SORTS,
    defaultSort: FISHING_TYPE_DEFAULT_SORT,
    entity: FishingTypeSchema,
    input: FishingTypeInputSchema,
    optionsFor: ['especie', 'pago_por_especialidad'],
    validate: validateFishingType,
    clean: cleanFishingType,
    notFound: FISHING_TYPE_MESSAGES.notFound,
    inUse: (t, n) => fishingTypeInUseMessage(t.code, n),
    columns: [
      { header: 'Código', width: 10, kind: 'text', value: (t) => t.code },
      { header: 'Nombre', width: 36, kind: 'text', value: (t) => t.name },
      fields.activeColumn(),
    ],
  });
}
