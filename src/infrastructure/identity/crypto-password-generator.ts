import type { PasswordGenerator } from '../../application/identity/ports/password-generator';

/** Sign-up password: 30 random bytes from Web Crypto, in hex. */
export const GENERATED_PASSWORD_BYTES = 30;

export function randomHex(bytes: number, crypto: Crypto = globalThis.crypto): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class CryptoPasswordGenerator implements PasswordGenerator {
  constructor(private readonly crypto: Crypto = globalThis.crypto) {}

  generate(): string {
    return randomHex(GENERATED_PASSWORD_BYTES, this.crypto);
  }
}
