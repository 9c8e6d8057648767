/**
 * The RUC (Registro Único de Contribuyentes) of SUNAT: 11 digits whose last one is a check digit.
 *
 * The check digit: the first ten digits are multiplied by the weights 5 4 3 2 7 6 5 4 3 2 and summed;
 * the digit is 11 − (sum mod 11), where 10 becomes 0 and 11 becomes 1. The first two digits say the
 * kind of taxpayer: 10 (person), 15 and 17 (persons without DNI, old registrations), 16 (old
 * companies), 20 (companies).
 */
export const RUC_LENGTH = 11;
export const RUC_PREFIXES = ['10', '15', '16', '17', '20'] as const;

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export const RUC_MESSAGES = {
  required: 'El RUC es obligatorio.',
  format: 'El RUC debe tener 11 dígitos.',
  prefix: 'El RUC debe empezar por 10, 15, 16, 17 o 20.',
  checkDigit: 'El RUC no es válido: el dígito verificador no corresponde.',
} as const;

/** The check digit of the first ten digits of a RUC. */
export function rucCheckDigit(firstTen: string): number {
  if (!/^\d{10}$/.test(firstTen)) throw new RangeError(`Not ten digits: "${firstTen}"`);
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * WEIGHTS[i]!;
  const digit = 11 - (sum % 11);
  return digit === 10 ? 0 : digit === 11 ? 1 : digit;
}

/** Why a RUC is refused (its message), or undefined when it is a valid RUC. Spaces around are ignored. */
export function rucProblem(value: string): string | undefined {
  const ruc = value.trim();
  if (ruc === '') return RUC_MESSAGES.required;
  if (!/^\d{11}$/.test(ruc)) return RUC_MESSAGES.format;
  if (!(RUC_PREFIXES as readonly string[]).includes(ruc.slice(0, 2))) return RUC_MESSAGES.prefix;
  if (rucCheckDigit(ruc.slice(0, 10)) !== Number(ruc[10])) return RUC_MESSAGES.checkDigit;
  return undefined;
}

export const isValidRuc = (value: string): boolean => rucProblem(value) === undefined;
