import { tidy, type FieldError } from './validation';

/**
 * What every catalogue record (company, plant, vessel, species, fishing type, position) carries
 * besides its own fields: an id, whether it is active (inactive records stay for history but are not
 * offered in other forms), and the version and last change for optimistic concurrency and the list.
 */
export interface CatalogueRecord {
  readonly id: number;
  readonly active: boolean;
  readonly version: number;
  /** ISO instant of the last change. */
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/**
 * What a catalogue record's form and API write: the record's own fields and its active flag (the id, the
 * version and the last change are the server's).
 */
export type CatalogueInput<T extends CatalogueRecord> = Omit<T, 'id' | 'version' | 'updatedAt' | 'updatedBy'>;

/** The columns every catalogue list can also be sorted by: the record's active flag and last change. */
export const RECORD_SORTS = ['active', 'updatedAt'] as const;
export type RecordSort = (typeof RECORD_SORTS)[number];

/** An active record offered in another catalogue's form (a company for the vessel form…). */
export interface CatalogueOption {
  readonly id: number;
  readonly label: string;
}

/** The list filter on the active flag. */
export type ActiveFilter = boolean | undefined;

/** A code as stored: no spaces around, upper case ('chi ' → 'CHI'). */
export const cleanCode = (value: string): string => tidy(value).toUpperCase();

/** Codes are letters, digits, '-', '_' and '.' only. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;

export const CATALOGUE_MESSAGES = {
  codeFormat: 'El código solo admite letras, números, punto, guion y guion bajo.',
  optionRequired: 'Seleccione una opción.',
} as const;

/** Why a catalogue record's code is refused: it is required, of at most `max` characters, in CODE_PATTERN. */
export function codeProblem(value: string, max: number): FieldError | undefined {
  const code = cleanCode(value);
  return (
    textLength('code', code, 1, max, 'El código') ??
    (CODE_PATTERN.test(code) ? undefined : { field: 'code', message: CATALOGUE_MESSAGES.codeFormat })
  );
}

/**
 * "No se puede eliminar la empresa «X»: la usan 3 embarcaciones. Desactívela en su lugar (…)."
 * `what` names the record with its article ('la empresa «X»', 'el tipo de pesca «CHI»'), `gender`
 * is the record's; `singular`/`plural` name the records that refer to it ('embarcación', 'embarcaciones').
 */
export function inUseMessage(
  what: string,
  gender: 'f' | 'm',
  count: number,
  singular: string,
  plural: string,
): string {
  const pronoun = gender === 'f' ? 'la' : 'lo';
  const who = count === 1 ? `${pronoun} usa 1 ${singular}` : `${pronoun} usan ${count} ${plural}`;
  const edit = gender === 'f' ? 'edítela' : 'edítelo';
  return `No se puede eliminar ${what}: ${who}. Desactív${gender === 'f' ? 'ela' : 'elo'} en su lugar (${edit} y desmarque «Activo»).`;
}

/**
 * A required text of `min`–`max` characters (after tidying), with the label's gender in the message:
 * 'La razón social es obligatoria.', 'El nombre debe tener entre 2 y 100 caracteres.'
 */
export function textLength(
  field: string,
  value: string,
  min: number,
  max: number,
  label: string,
  /** The label's gender and number: 'm' el nombre, 'f' la matrícula, 'mp' los nombres, 'fp' las notas. */
  gender: 'f' | 'm' | 'mp' | 'fp' = 'm',
): FieldError | undefined {
  const plural = gender === 'mp' || gender === 'fp';
  if (value.length === 0) {
    const required = { m: 'obligatorio', f: 'obligatoria', mp: 'obligatorios', fp: 'obligatorias' }[gender];
    return { field, message: `${label} ${plural ? 'son' : 'es'} ${required}.` };
  }
  if (value.length < min || value.length > max) {
    return {
      field,
      message:
        min === 1
          ? `${label} no ${plural ? 'pueden' : 'puede'} superar ${max} caracteres.`
          : `${label} ${plural ? 'deben' : 'debe'} tener entre ${min} y ${max} caracteres.`,
    };
  }
  return undefined;
}
