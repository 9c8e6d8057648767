import argon2 from 'argon2';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityUsers } from '../../../server/db/schema';
import {
  checkPasswordPolicy,
  generatePassword,
  PasswordHasher,
  passwordPolicyProblem,
} from '../../../server/identity/builtin/passwords';
import { loadServerConfig } from '../../../server/config';
import { databaseKinds } from '../../support/test-database';
import { builtinTarget, createConfirmedUser, signIn, type PoolTarget } from './support/pool-target';
import { eq } from 'drizzle-orm';

const cognitoDefault = loadServerConfig({}).identity.pool.passwordPolicy;

describe("the pool's password policy (Cognito's default)", () => {
  it.each([
    ['Ab1!', 'Password not long enough'],
    ['abcdefg1!', 'Password must have uppercase characters'],
    ['ABCDEFG1!', 'Password must have lowercase characters'],
    ['Abcdefgh!', 'Password must have numeric characters'],
    ['Abcdefgh1', 'Password must have symbol characters'],
  ])('refuses %s: %s', (password, problem) => {
    expect(passwordPolicyProblem(password, cognitoDefault)).toBe(problem);
    expect(() => checkPasswordPolicy(password, cognitoDefault)).toThrow(
      expect.objectContaining({
        type: 'InvalidPasswordException',
        message: `Password did not conform with policy: ${problem}`,
      }),
    );
  });

  it('accepts a password with every kind of character, including accented letters and spaces', () => {
    expect(passwordPolicyProblem('Correcta-Clave-1', cognitoDefault)).toBeUndefined();
    expect(passwordPolicyProblem('Año nuevo 2025', cognitoDefault)).toBeUndefined();
  });

  it('is configurable (IDENTITY_PASSWORD_MIN_LENGTH, IDENTITY_PASSWORD_REQUIRE)', () => {
    const relaxed = loadServerConfig({
      IDENTITY_PASSWORD_MIN_LENGTH: '12',
      IDENTITY_PASSWORD_REQUIRE: 'lowercase',
    }).identity.pool.passwordPolicy;
    expect(passwordPolicyProblem('abcdefghijk', relaxed)).toBe('Password not long enough');
    expect(passwordPolicyProblem('abcdefghijkl', relaxed)).toBeUndefined();
  });

  it('generates temporary passwords that always satisfy the policy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 40 }), (minLength) => {
        const policy = { ...cognitoDefault, minLength };
        return passwordPolicyProblem(generatePassword(policy), policy) === undefined;
      }),
      { numRuns: 200 },
    );
  });
});

describe('argon2id with the production cost', () => {
  it('hashes with m=19456 KiB, t=2, p=1 by default and verifies', async () => {
    const settings = loadServerConfig({}).identity.pool.argon2;
    expect(settings).toEqual({ memoryKib: 19456, timeCost: 2, parallelism: 1 });
    const hasher = new PasswordHasher(settings);
    const hash = await hasher.hash('Correcta-Clave-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(hash, 'Correcta-Clave-1')).toBe(true);
    expect(await hasher.verify(hash, 'correcta-clave-1')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(new PasswordHasher({ memoryKib: 1024, timeCost: 1, parallelism: 1 }).needsRehash(hash)).toBe(true);
  });
});

describe.each(databaseKinds())('signing in with the production cost on %s', (kind) => {
  let target: PoolTarget;
  beforeAll(async () => {
    target = await builtinTarget(kind, { IDENTITY_ARGON2: 'm=19456,t=2,p=1' });
  });
  afterAll(async () => target?.close());

  it('stores argon2id hashes only, and upgrades a cheaper hash at the next sign-in', async () => {
    const user = await createConfirmedUser(target);
    const db = target.server!.database.db;
    const row = async () =>
      (await db.select().from(identityUsers).where(eq(identityUsers.usernameKey, user.username)))[0];
    expect((await row())?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await row())?.passwordHash).not.toContain(user.password);
    const cheap = await argon2.hash(user.password, {
      type: argon2.argon2id,
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    await db
      .update(identityUsers)
      .set({ passwordHash: cheap })
      .where(eq(identityUsers.usernameKey, user.username));
    await signIn(target, user.username, user.password);
    expect((await row())?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
