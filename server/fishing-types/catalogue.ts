import { count, eq, sql } from 'drizzle-orm';
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
import { countOf, paged, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { CatalogueService } from '../kit/catalogue/service';
import { CatalogueStore } from '../kit/catalogue/store';

export const FishingTypeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

export const FishingTypeInputSchema = Type.Object(
  { code: Text(FISHING_TYPE_CODE_MAX), name: Text(FISHING_TYPE_NAME_MAX), active: Type.Boolean() },
  { additionalProperties: false },
);

export type FishingTypeStore = CatalogueStore<FishingType, FishingTypeInput, FishingTypeSort>;

export function fishingTypeStore(context: ServerContext): FishingTypeStore {
  return new CatalogueStore(context.db, {
    table: fishingTypes,
    rows: async (ex, where, orderBy, page) =>
      (await paged(ex.select().from(fishingTypes).where(where).$dynamic(), orderBy, page)).map((r) => ({
        ...tracked(r),
        code: r.code,
        name: r.name,
      })),
    count: (ex, where) => countOf(ex, fishingTypes, where),
    search: [fishingTypes.code, fishingTypes.name],
    sortKeys: () => ({
      code: sql`${fishingTypes.code}`,
      name: sql`lower(${fishingTypes.name})`,
      active: sql`${fishingTypes.active}`,
      updatedAt: sql`${fishingTypes.updatedAt}`,
    }),
    columns: (i) => ({ code: i.code, name: i.name, active: i.active }),
    unique: [
      {
        field: 'code',
        column: fishingTypes.code,
        value: (i) => i.code,
        message: FISHING_TYPE_MESSAGES.codeTaken,
      },
    ],
    references: async (ex, id) => {
      const [row] = await ex.select({ value: count() }).from(species).where(eq(species.fishingTypeId, id));
      return Number(row?.value ?? 0);
    },
    label: sql`${fishingTypes.code} || ' - ' || ${fishingTypes.name}`,
  });
}

/** Fishing types (module 'tipo_de_pesca'): unique code; a type with species is deactivated, not deleted. */
export function fishingTypeCatalogue(
  context: ServerContext,
  store: FishingTypeStore,
): CatalogueApi<FishingType, FishingTypeInput, FishingTypeSort> {
  return {
    module: 'tipo_de_pesca',
    path: '/tipos-de-pesca',
    title: 'Tipos de pesca',
    sorts: FISHING_TYPE_SORTS,
    defaultSort: FISHING_TYPE_DEFAULT_SORT,
    entity: FishingTypeSchema,
    input: FishingTypeInputSchema,
    optionsFor: ['especie', 'pago_por_especialidad'],
    service: new CatalogueService(context, store, {
      module: 'tipo_de_pesca',
      validate: validateFishingType,
      clean: cleanFishingType,
      notFound: FISHING_TYPE_MESSAGES.notFound,
      inUse: (t, n) => fishingTypeInUseMessage(t.code, n),
    }),
    columns: [
      { header: 'Código', width: 10, kind: 'text', value: (t) => t.code },
      { header: 'Nombre', width: 36, kind: 'text', value: (t) => t.name },
      { header: 'Activo', width: 10, kind: 'yesno', value: (t) => t.active },
    ],
  };
}
