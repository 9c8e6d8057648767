import type { AuthError } from './errors';
import type { CurrentUser } from './session';

/** The challenges a sign-in can answer. */
export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'CUSTOM_CHALLENGE' | 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP';

export const SUPPORTED_CHALLENGES: readonly ChallengeName[] = [
  'NEW_PASSWORD_REQUIRED',
  'CUSTOM_CHALLENGE',
  'SOFTWARE_TOKEN_MFA',
  'MFA_SETUP',
];

/** A challenge the provider asked for, to be answered within its session. */
export interface Challenge {
  readonly name: ChallengeName;
  readonly username: string;
  /** The provider's opaque sign-in session between challenges. */
  readonly session: string;
  readonly parameters: Readonly<Record<string, string>>;
}

/** Where a sign-in stands after each step: a tagged union, not an exception. */
export type SignInStep =
  | { readonly kind: 'signedIn'; readonly user: CurrentUser }
  | { readonly kind: 'newPasswordRequired'; readonly challenge: Challenge }
  | {
      readonly kind: 'customChallenge';
      readonly challenge: Challenge;
      /** Where a code was sent (e.g. a masked e-mail address), when the challenge says so. */
      readonly destination?: string;
    }
  | { readonly kind: 'softwareTokenMfa'; readonly challenge: Challenge }
  | {
      readonly kind: 'mfaSetup';
      readonly challenge: Challenge;
      /** The authenticator secret (base32) to enter in an app, and its otpauth:// URI. */
      readonly secretCode: string;
      readonly otpauthUri: string;
    };

/** Which form field a message belongs to. */
export type SignInField = 'username' | 'password' | 'newPassword' | 'answer' | 'code';

export type FieldErrors = Partial<Record<SignInField, 'required'>>;

export type SignInFailure =
  | { readonly kind: 'invalid'; readonly fields: FieldErrors }
  | { readonly kind: 'rejected'; readonly error: AuthError }
  /** The last step succeeded but the session it produced is not valid (e.g. a clock far off). */
  | { readonly kind: 'invalidSession' };

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/** Username and password must not be empty. */
export function validateCredentials(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(username)) errors.username = 'required';
  if (password === '') errors.password = 'required';
  return errors;
}

/** A required field must not be empty (new password, challenge answer, confirmation code). */
export function validateRequired(field: SignInField, value: string): FieldErrors {
  return blank(value) ? { [field]: 'required' } : {};
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The otpauth:// URI authenticator apps read (as a QR code or a link). */
export function otpauthUri(issuer: string, username: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${username}`);
  const params = `secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(issuer)}`;
  return `otpauth://totp/${label}?${params}`;
}
