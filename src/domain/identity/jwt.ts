/** The payload of a JSON Web Token, read without verifying it (the provider and the API verify). */
export type JwtClaims = Readonly<Record<string, unknown>>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlToBytes(input: string): Uint8Array | null {
  const clean = input.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** The claims of a JWT's payload, or null when the token is not a readable JWT. */
export function decodeJwtClaims(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const bytes = base64UrlToBytes(parts[1]);
  if (!bytes) return null;
  try {
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** A numeric claim (seconds since the epoch for exp, iat, auth_time), or undefined. */
export function numericClaim(claims: JwtClaims, name: string): number | undefined {
  const value = claims[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A string claim, or undefined. */
export function stringClaim(claims: JwtClaims, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' ? value : undefined;
}
