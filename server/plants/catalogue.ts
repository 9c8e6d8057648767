import { sql } from 'drizzle-orm';
import Type from 'typebox';
import {
  PLANT_DEFAULT_SORT,
  PLANT_MESSAGES,
  PLANT_NAME_MAX,
  PLANT_PORT_MAX,
  PLANT_RUC_MAX,
  PLANT_SORTS,
  cleanPlant,
  validatePlant,
  type Plant,
  type PlantInput,
  type PlantSort,
} from '../../src/domain/plants/plant';
import type { ServerContext } from '../context';
import { plants } from '../db/schema';
import { Text } from '../kit/schemas';
import * as fields from '../kit/catalogue/fields';
import { oneTableRows, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi } from '../kit/catalogue/routes';
import { defineCatalogue } from '../kit/catalogue/define';
import { weeksDeleteGuard } from '../fishing-weeks/references';
import { CatalogueStore } from '../kit/catalogue/store';

export const PlantSchema = fields.entity({ ruc: Type.String(), name: Type.String(), port: Type.String() });

export const PlantInputSchema = fields.input({
  ruc: Text(PLANT_RUC_MAX),
  name: Text(PLANT_NAME_MAX),
  port: Text(PLANT_PORT_MAX),
});

/** Plants (module 'fabrica'): unique RUC among plants. */
export function plantCatalogue(context: ServerContext): CatalogueApi<Plant, PlantInput, PlantSort> {
  const store = new CatalogueStore<Plant, PlantInput, PlantSort>(context.db, {
    table: plants,
    ...oneTableRows(plants, (r) => ({ ...tracked(r), ruc: r.ruc, name: r.name, port: r.port })),
    search: [plants.ruc, plants.name, plants.port],
    sortKeys: () => ({
      name: sql`lower(${plants.name})`,
      ruc: sql`${plants.ruc}`,
      port: sql`lower(${plants.port})`,
      ...fields.trackedSorts(plants),
    }),
    columns: (i) => fields.inputColumns(i, ['ruc', 'name', 'port']),
    unique: [fields.uniqueField('ruc', plants.ruc, PLANT_MESSAGES.rucTaken)],
    label: sql`${plants.name}`,
  });
  return defineCatalogue(context, store, {
    module: 'fabrica',
    path: '/fabricas',
    title: 'Fábricas',
    sorts: PLANT_SORTS,
    defaultSort: PLANT_DEFAULT_SORT,
    entity: PlantSchema,
    input: PlantInputSchema,
    optionsFor: [],
    validate: validatePlant,
    clean: cleanPlant,
    notFound: PLANT_MESSAGES.notFound,
    guard: weeksDeleteGuard('plantId', (p) => `la fábrica «${p.name}»`, 'f'),
    columns: [
      { header: 'RUC', width: 14, kind: 'text', value: (p) => p.ruc },
      { header: 'Nombre', width: 40, kind: 'text', value: (p) => p.name },
      { header: 'Puerto', width: 24, kind: 'text', value: (p) => p.port },
      fields.activeColumn(),
    ],
  });
}
