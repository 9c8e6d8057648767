import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque value (refresh tokens, sessions, authorization codes): 256 bits by default. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric one-time code, like Cognito's (6 digits). */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Storage digest of a high-entropy random value (a plain hash is enough: it cannot be guessed). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Storage digest of a low-entropy code: keyed with the pool's secret, bound to the user and purpose,
 * so a copy of the table alone does not let anyone test the million possible codes.
 */
export function codeDigest(key: Buffer, userSub: string, purpose: string, code: string): string {
  return createHmac('sha256', key).update(`${userSub}\n${purpose}\n${code}`).digest('base64url');
}

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `pkce` S256: base64url(SHA-256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
