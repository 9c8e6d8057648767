/**
 * Field-level validation shared by the server and the SPA: the same pure functions run in the
 * presenters (to show errors next to each field before sending) and in the server (which revalidates
 * and answers the same messages as `{ fields: [{ field, message }] }`).
 */
export interface FieldError {
  /** The form field: 'name', 'email', 'grants.rol'… */
  readonly field: string;
  readonly message: string;
}

/** Errors by field (the first message of each field), for forms. */
export function errorsByField(errors: readonly FieldError[]): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of errors) if (!(e.field in out)) out[e.field] = e.message;
  return out;
}

/** Trims and collapses inner whitespace runs (names, titles). */
export const tidy = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** The text without its accents ('José Ñique' → 'Jose Nique'). */
export const withoutAccents = (value: string): string =>
  value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export const requiredMessage = 'Este campo es obligatorio.';

export function lengthBetween(field: string, value: string, min: number, max: number, label: string) {
  if (value.length === 0) return { field, message: `${label} es obligatorio.` };
  if (value.length < min || value.length > max) {
    return { field, message: `${label} debe tener entre ${min} y ${max} caracteres.` };
  }
  return undefined;
}

export function atMost(field: string, value: string, max: number, label: string) {
  return value.length > max ? { field, message: `${label} no puede superar ${max} caracteres.` } : undefined;
}

export const defined = <T>(items: readonly (T | undefined)[]): T[] =>
  items.filter((i): i is T => i !== undefined);
