import { cleanCode, codeProblem, type CatalogueRecord, textLength, RECORD_SORTS } from '../shared/catalogue';
import { atMost, defined, tidy, type FieldError } from '../shared/validation';

/** A species landed (especie), of one fishing type: anchoveta goes to fishmeal (CHI)… */
export interface Species extends CatalogueRecord {
  /** Unique, upper case ('ANC'). */
  readonly code: string;
  readonly commonName: string;
  readonly scientificName: string;
  readonly fishingTypeId: number;
  /** The fishing type's name (read only). */
  readonly fishingTypeName: string;
}

export interface SpeciesInput {
  readonly code: string;
  readonly commonName: string;
  readonly scientificName: string;
  /** null while the form has none chosen. */
  readonly fishingTypeId: number | null;
  readonly active: boolean;
}

export const SPECIES_CODE_MAX = 10;
export const SPECIES_COMMON_NAME_MIN = 2;
export const SPECIES_COMMON_NAME_MAX = 80;
export const SPECIES_SCIENTIFIC_NAME_MAX = 120;

export const SPECIES_SORTS = [
  'code',
  'commonName',
  'scientificName',
  'fishingTypeName',
  ...RECORD_SORTS,
] as const;
export type SpeciesSort = (typeof SPECIES_SORTS)[number];
export const SPECIES_DEFAULT_SORT: SpeciesSort = 'commonName';

export const SPECIES_MESSAGES = {
  notFound: 'La especie no existe.',
  codeTaken: 'Ya existe una especie con ese código.',
  fishingTypeRequired: 'Seleccione el tipo de pesca.',
  fishingTypeUnknown: 'El tipo de pesca no existe.',
  fishingTypeInactive: 'El tipo de pesca está desactivado: elija uno activo.',
} as const;

/** The species a fresh install starts with, by fishing type code. */
export const SEED_SPECIES: readonly (Pick<SpeciesInput, 'code' | 'commonName' | 'scientificName'> & {
  readonly fishingTypeCode: string;
})[] = [
  { code: 'ANC', commonName: 'Anchoveta', scientificName: 'Engraulis ringens', fishingTypeCode: 'CHI' },
  { code: 'JUR', commonName: 'Jurel', scientificName: 'Trachurus murphyi', fishingTypeCode: 'CHD' },
  { code: 'CAB', commonName: 'Caballa', scientificName: 'Scomber japonicus', fishingTypeCode: 'CHD' },
  {
    code: 'BON',
    commonName: 'Bonito',
    scientificName: 'Sarda chiliensis chiliensis',
    fishingTypeCode: 'CHD',
  },
  { code: 'POT', commonName: 'Pota', scientificName: 'Dosidicus gigas', fishingTypeCode: 'CHD' },
  { code: 'PER', commonName: 'Perico', scientificName: 'Coryphaena hippurus', fishingTypeCode: 'CHD' },
];

export function cleanSpecies(input: SpeciesInput): SpeciesInput {
  return {
    code: cleanCode(input.code),
    commonName: tidy(input.commonName),
    scientificName: tidy(input.scientificName),
    fishingTypeId: input.fishingTypeId,
    active: input.active,
  };
}

/** The rules of a species (unique code and an existing, active fishing type are checked by the server). */
export function validateSpecies(input: SpeciesInput): FieldError[] {
  return defined<FieldError>([
    codeProblem(input.code, SPECIES_CODE_MAX),
    textLength(
      'commonName',
      tidy(input.commonName),
      SPECIES_COMMON_NAME_MIN,
      SPECIES_COMMON_NAME_MAX,
      'El nombre común',
    ),
    atMost('scientificName', tidy(input.scientificName), SPECIES_SCIENTIFIC_NAME_MAX, 'El nombre científico'),
    input.fishingTypeId === null || !Number.isInteger(input.fishingTypeId) || input.fishingTypeId < 1
      ? { field: 'fishingTypeId', message: SPECIES_MESSAGES.fishingTypeRequired }
      : undefined,
  ]);
}
