import {
  cleanCode,
  codeProblem,
  inUseMessage,
  type CatalogueInput,
  type CatalogueRecord,
  textLength,
  RECORD_SORTS,
} from '../shared/catalogue';
import { defined, tidy, type FieldError } from '../shared/validation';

/** A fishing type (tipo de pesca): CHI (indirect human consumption, fishmeal) or CHD (direct). */
export interface FishingType extends CatalogueRecord {
  /** 'CHI', 'CHD'…; unique, upper case. */
  readonly code: string;
  readonly name: string;
}

export type FishingTypeInput = CatalogueInput<FishingType>;

export const FISHING_TYPE_CODE_MAX = 10;
export const FISHING_TYPE_NAME_MIN = 2;
export const FISHING_TYPE_NAME_MAX = 80;

export const FISHING_TYPE_SORTS = ['code', 'name', ...RECORD_SORTS] as const;
export type FishingTypeSort = (typeof FISHING_TYPE_SORTS)[number];
export const FISHING_TYPE_DEFAULT_SORT: FishingTypeSort = 'code';

export const FISHING_TYPE_MESSAGES = {
  notFound: 'El tipo de pesca no existe.',
  codeTaken: 'Ya existe un tipo de pesca con ese código.',
} as const;

/** Why a fishing type cannot be deleted: species of that type. */
export const fishingTypeInUseMessage = (code: string, species: number): string =>
  inUseMessage(`el tipo de pesca «${code}»`, 'm', species, 'especie', 'especies');

/** The fishing types a fresh install starts with. */
export const SEED_FISHING_TYPES: readonly Pick<FishingTypeInput, 'code' | 'name'>[] = [
  { code: 'CHI', name: 'Consumo humano indirecto' },
  { code: 'CHD', name: 'Consumo humano directo' },
];

export function cleanFishingType(input: FishingTypeInput): FishingTypeInput {
  return { code: cleanCode(input.code), name: tidy(input.name), active: input.active };
}

/** The rules of a fishing type (uniqueness of the code is checked by the server). */
export function validateFishingType(input: FishingTypeInput): FieldError[] {
  return defined<FieldError>([
    codeProblem(input.code, FISHING_TYPE_CODE_MAX),
    textLength('name', tidy(input.name), FISHING_TYPE_NAME_MIN, FISHING_TYPE_NAME_MAX, 'El nombre'),
  ]);
}
