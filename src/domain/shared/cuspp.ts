/**
 * The CUSPP (Código Único de Identificación del Sistema Privado de Pensiones) the SBS gives each
 * AFP member: 12 characters, upper-case letters and digits ('583451JPVIE4').
 */
export const CUSPP_LENGTH = 12;

export const CUSPP_MESSAGES = {
  required: 'El CUSPP es obligatorio para un afiliado a una AFP.',
  format: 'El CUSPP debe tener 12 caracteres: letras mayúsculas y dígitos.',
} as const;

export const cleanCuspp = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/** Why a CUSPP is refused, or undefined. */
export function cusppProblem(value: string): string | undefined {
  const cuspp = cleanCuspp(value);
  if (cuspp === '') return CUSPP_MESSAGES.required;
  return /^[A-Z0-9]{12}$/.test(cuspp) ? undefined : CUSPP_MESSAGES.format;
}
