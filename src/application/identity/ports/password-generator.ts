/** Generates the password of a sign-up: 30 random bytes in hex (the user sets their own later). */
export interface PasswordGenerator {
  generate(): string;
}
export const PasswordGenerator = Symbol.for('PasswordGenerator');
