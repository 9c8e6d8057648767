/**
 * The CCI (Código de Cuenta Interbancario) of a Peruvian bank account: 20 digits = bank (3) +
 * branch (3) + account (12) + two check digits. Each check digit is computed with weights 1, 2, 1, 2…
 * from the left; a product of 10 or more counts as the sum of its digits; the digit is
 * (10 − total mod 10) mod 10. The first is computed over bank + branch, the second over the account.
 */
export const CCI_LENGTH = 20;

/** The banks a payroll pays into, by their CCI code (the first three digits). */
export const BANKS = [
  { code: '002', name: 'BCP' },
  { code: '003', name: 'Interbank' },
  { code: '009', name: 'Scotiabank' },
  { code: '011', name: 'BBVA' },
  { code: '018', name: 'Banco de la Nación' },
  { code: '035', name: 'Pichincha' },
  { code: '038', name: 'BanBif' },
  { code: '049', name: 'Alfin' },
  { code: '053', name: 'GNB' },
  { code: '054', name: 'Falabella' },
  { code: '055', name: 'Ripley' },
  { code: '056', name: 'Santander' },
] as const;
export type BankCode = (typeof BANKS)[number]['code'];

export const CCI_MESSAGES = {
  required: 'El CCI es obligatorio.',
  format: 'El CCI debe tener 20 dígitos.',
  checkDigits: 'El CCI no es válido: los dígitos de control no corresponden.',
  bankUnknown: 'Banco no válido.',
  bankMismatch: 'El CCI no corresponde al banco elegido: sus tres primeros dígitos son el código del banco.',
} as const;

export const isBankCode = (value: string): value is BankCode => BANKS.some((b) => b.code === value);

export const bankName = (code: string): string | undefined => BANKS.find((b) => b.code === code)?.name;

/** The check digit of a run of digits (weights 1, 2, 1, 2… from the left). */
export function cciCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not digits: "${digits}"`);
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    if (product >= 10) product = Math.floor(product / 10) + (product % 10);
    total += product;
  }
  return (10 - (total % 10)) % 10;
}

/** The CCI as stored: digits only (spaces and dashes dropped). */
export const cleanCci = (value: string): string => value.replace(/[\s-]/g, '');

/** Why a CCI is refused (its message), or undefined. With `bank`, its first three digits must be that code. */
export function cciProblem(value: string, bank?: string): string | undefined {
  const cci = cleanCci(value);
  if (cci === '') return CCI_MESSAGES.required;
  if (!/^\d{20}$/.test(cci)) return CCI_MESSAGES.format;
  const first = cciCheckDigit(cci.slice(0, 6));
  const second = cciCheckDigit(cci.slice(6, 18));
  if (cci.slice(18) !== `${first}${second}`) return CCI_MESSAGES.checkDigits;
  if (bank !== undefined && cci.slice(0, 3) !== bank) return CCI_MESSAGES.bankMismatch;
  return undefined;
}

export const isValidCci = (value: string): boolean => cciProblem(value) === undefined;
