import { toAuthError, type AuthError } from '../../domain/identity/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IdentityProvider } from './ports/identity-provider';
import type { PasswordGenerator } from './ports/password-generator';

export type SignUpFailure =
  | { readonly kind: 'invalid'; readonly fields: Partial<Record<'username' | 'name', 'required'>> }
  | { readonly kind: 'rejected'; readonly error: AuthError };

/**
 * Registers a user in the pool: username, a generated password (30 random bytes in hex; the user
 * sets their own through password recovery) and the attribute name.
 */
export class SignUp {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly passwords: PasswordGenerator,
  ) {}

  async execute(input: {
    readonly username: string;
    readonly name: string;
  }): Promise<Result<{ readonly username: string; readonly userConfirmed: boolean }, SignUpFailure>> {
    const fields: Partial<Record<'username' | 'name', 'required'>> = {};
    if (input.username.trim() === '') fields.username = 'required';
    if (input.name.trim() === '') fields.name = 'required';
    if (Object.keys(fields).length > 0) return err({ kind: 'invalid', fields });
    const username = input.username.trim();
    try {
      const result = await this.provider.signUp({
        username,
        password: this.passwords.generate(),
        attributes: { name: input.name.trim() },
      });
      return ok({ username, userConfirmed: result.userConfirmed });
    } catch (error) {
      return err({ kind: 'rejected', error: toAuthError(error) });
    }
  }
}
