import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import type { BuiltinPoolSettings, PasswordPolicy } from '../../config';
import { Errors } from './errors';

/** Cognito's special characters for the "symbols" requirement. */
const SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

/** Checks a proposed password against the pool's policy; throws InvalidPasswordException as Cognito does. */
export function checkPasswordPolicy(password: string, policy: PasswordPolicy): void {
  const problem = passwordPolicyProblem(password, policy);
  if (problem) throw Errors.invalidPassword(problem);
}

export function passwordPolicyProblem(password: string, policy: PasswordPolicy): string | undefined {
  if ([...password].length < policy.minLength) return 'Password not long enough';
  if (password.length > 256) return 'Password is too long';
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) return 'Password must have uppercase characters';
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) return 'Password must have lowercase characters';
  if (policy.requireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (policy.requireSymbols && ![...password].some((c) => SYMBOLS.includes(c)))
    return 'Password must have symbol characters';
  return undefined;
}

/** Cognito rejects passwords with leading or trailing white space before looking at the policy. */
export function checkPasswordShape(password: string, field = 'password'): void {
  if (password.length === 0 || /^\s|\s$/.test(password)) {
    throw Errors.invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    );
  }
}

/** A random password that satisfies the policy (temporary passwords of new users). */
export function generatePassword(policy: PasswordPolicy, length = Math.max(16, policy.minLength)): string {
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const digits = '23456789';
  const symbols = '!@#%&*-_=+?';
  const all = upper + lower + digits + symbols;
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const chars = [pick(upper), pick(lower), pick(digits), pick(symbols)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/**
 * What a user's row becomes with a new password of their own (a reset, or the first sign-in's required
 * change): the hash, confirmed, no temporary password's expiry, the failed sign-ins and the lock cleared.
 */
export function ownPasswordColumns(hash: string, now: Date) {
  return {
    passwordHash: hash,
    status: 'CONFIRMED' as const,
    temporaryPasswordExpiresAt: null,
    failedSignIns: 0,
    lockedUntil: null,
    updatedAt: now,
  };
}
/**
 * argon2id hashing with the pool's cost (docs/identity.md explains the choice). Hashes carry their own
 * parameters, so a cost change applies to new hashes and `needsRehash` upgrades old ones at sign-in.
 */
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  private dummyHash: Promise<string> | undefined;

  constructor(settings: BuiltinPoolSettings['argon2']) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: settings.memoryKib,
      timeCost: settings.timeCost,
      parallelism: settings.parallelism,
    };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { ...this.options, raw: false });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.options);
    } catch {
      return true;
    }
  }

  /**
   * Spends the same time as a real verification, for unknown users, so that response times do not tell
   * which usernames exist.
   */
  async verifyDummy(password: string): Promise<void> {
    this.dummyHash ??= this.hash('not-a-real-password-#1A');
    await this.verify(await this.dummyHash, password);
  }
}
