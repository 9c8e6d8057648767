import { RUC_LENGTH, rucProblem } from '../shared/ruc';
import { textLength, type CatalogueInput, type CatalogueRecord, RECORD_SORTS } from '../shared/catalogue';
import { atMost, defined, tidy, type FieldError } from '../shared/validation';

/** A fishmeal or processing plant (fábrica) that buys the catch. */
export interface Plant extends CatalogueRecord {
  /** SUNAT taxpayer number of the plant's owner; unique among plants. */
  readonly ruc: string;
  readonly name: string;
  /** The port where it receives the catch. */
  readonly port: string;
}

export type PlantInput = CatalogueInput<Plant>;

export const PLANT_RUC_MAX = RUC_LENGTH;
export const PLANT_NAME_MIN = 2;
export const PLANT_NAME_MAX = 100;
export const PLANT_PORT_MAX = 80;

export const PLANT_SORTS = ['name', 'ruc', 'port', ...RECORD_SORTS] as const;
export type PlantSort = (typeof PLANT_SORTS)[number];
export const PLANT_DEFAULT_SORT: PlantSort = 'name';

export const PLANT_MESSAGES = {
  notFound: 'La fábrica no existe.',
  rucTaken: 'Ya existe una fábrica con ese RUC.',
} as const;

export function cleanPlant(input: PlantInput): PlantInput {
  return { ruc: input.ruc.trim(), name: tidy(input.name), port: tidy(input.port), active: input.active };
}

/** The rules of a plant (uniqueness of the RUC is checked by the server). */
export function validatePlant(input: PlantInput): FieldError[] {
  const ruc = rucProblem(input.ruc);
  return defined<FieldError>([
    ruc === undefined ? undefined : { field: 'ruc', message: ruc },
    textLength('name', tidy(input.name), PLANT_NAME_MIN, PLANT_NAME_MAX, 'El nombre'),
    atMost('port', tidy(input.port), PLANT_PORT_MAX, 'El puerto'),
  ]);
}
