import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Clock } from '../../context';
import type { Database } from '../../db/database';
import { identitySigningKeys, identityState } from '../../db/schema';

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
}

export interface PoolKeys {
  /** The key that signs new tokens. */
  readonly current: SigningKey;
  /** Every key whose tokens are still accepted (the JWKS). */
  readonly all: readonly SigningKey[];
  readonly jwks: { keys: JWK[] };
  /** HMAC key of the stored code digests. */
  readonly codeKey: Buffer;
  /** HMAC key of the hosted-login forms (request binding, CSRF). */
  readonly formKey: Buffer;
}

/**
 * Loads the pool's keys, creating them at first start: an RS256 key pair (2048-bit RSA, as Cognito's)
 * and two HMAC secrets. They live in the product's database only; the private key never leaves the
 * server. Several instances starting at once agree on one key (transaction-scoped advisory lock).
 */
export async function loadPoolKeys(db: Database, clock: Clock): Promise<PoolKeys> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('identity-keys'))`);
    const existing = await tx
      .select({ kid: identitySigningKeys.kid })
      .from(identitySigningKeys)
      .where(isNull(identitySigningKeys.retiredAt))
      .limit(1);
    if (existing.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair('RS256', {
        modulusLength: 2048,
        extractable: true,
      });
      const publicJwk = await exportJWK(publicKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await tx.insert(identitySigningKeys).values({
        kid,
        privateJwk: await exportJWK(privateKey),
        publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
        createdAt: clock.now(),
      });
    }
    for (const name of ['code-hmac-key', 'form-hmac-key']) {
      await tx
        .insert(identityState)
        .values({ name, value: randomBytes(32).toString('base64'), createdAt: clock.now() })
        .onConflictDoNothing();
    }
  });

  const rows = await db
    .select()
    .from(identitySigningKeys)
    .where(isNull(identitySigningKeys.retiredAt))
    .orderBy(asc(identitySigningKeys.createdAt));
  const all: SigningKey[] = [];
  for (const row of rows) {
    all.push({
      kid: row.kid,
      privateKey: (await importJWK(row.privateJwk as JWK, 'RS256')) as CryptoKey,
      publicKey: (await importJWK(row.publicJwk as JWK, 'RS256')) as CryptoKey,
    });
  }
  const secret = async (name: string) => {
    const [row] = await db
      .select()
      .from(identityState)
      .where(and(eq(identityState.name, name)));
    return Buffer.from(String(row?.value), 'base64');
  };
  return {
    current: all[all.length - 1] as SigningKey,
    all,
    jwks: { keys: rows.map((r) => r.publicJwk as JWK) },
    codeKey: await secret('code-hmac-key'),
    formKey: await secret('form-hmac-key'),
  };
}
