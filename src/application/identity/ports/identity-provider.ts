import type { TokenSet } from '../../../domain/identity/session';

/** What InitiateAuth and RespondToAuthChallenge answer: tokens, or the next challenge. */
export type AuthResponse =
  | { readonly kind: 'tokens'; readonly tokens: TokenSet }
  | {
      readonly kind: 'challenge';
      /** The provider's challenge name (any string; the use case decides what it supports). */
      readonly name: string;
      readonly session: string;
      readonly parameters: Readonly<Record<string, string>>;
    };

export interface CallOptions {
  /** Gives up on the call (e.g. sign-out stops waiting after 3 s). */
  readonly signal?: AbortSignal;
}

export interface DeviceSummary {
  readonly key: string;
  readonly name?: string;
  readonly lastIp?: string;
  readonly createdAt?: Date;
  readonly lastAuthenticatedAt?: Date;
  readonly remembered?: boolean;
}

export interface DevicePage {
  readonly devices: readonly DeviceSummary[];
  readonly paginationToken?: string;
}

/**
 * The user pool's public (unauthenticated or token-authenticated) actions, as the SPA uses them.
 * Implemented over the Cognito SDK; the built-in pool and real Cognito speak the same protocol.
 * Every method throws a domain AuthError (never the SDK's own exceptions).
 */
export interface IdentityProvider {
  /** InitiateAuth with USER_PASSWORD_AUTH. */
  initiatePasswordAuth(username: string, password: string, options?: CallOptions): Promise<AuthResponse>;
  /** RespondToAuthChallenge; `responses` must include USERNAME. */
  respondToAuthChallenge(
    input: {
      readonly challengeName: string;
      readonly session: string;
      readonly responses: Readonly<Record<string, string>>;
    },
    options?: CallOptions,
  ): Promise<AuthResponse>;
  /** ChangePassword: the signed-in user replaces their password (checked against the previous one). */
  changePassword(
    accessToken: string,
    previousPassword: string,
    proposedPassword: string,
    options?: CallOptions,
  ): Promise<void>;
  /** InitiateAuth with REFRESH_TOKEN_AUTH: new id and access tokens (no new refresh token). */
  refreshTokens(refreshToken: string, options?: CallOptions): Promise<TokenSet>;
  /** AssociateSoftwareToken within an MFA_SETUP sign-in session. */
  associateSoftwareToken(
    session: string,
    options?: CallOptions,
  ): Promise<{ readonly secretCode: string; readonly session: string }>;
  /** VerifySoftwareToken within an MFA_SETUP sign-in session. */
  verifySoftwareToken(
    input: { readonly session: string; readonly code: string; readonly deviceName?: string },
    options?: CallOptions,
  ): Promise<{ readonly session: string }>;
  /** ForgotPassword: sends a code; answers where it went (e.g. a masked e-mail address). */
  forgotPassword(username: string, options?: CallOptions): Promise<{ readonly destination?: string }>;
  confirmForgotPassword(
    input: { readonly username: string; readonly code: string; readonly newPassword: string },
    options?: CallOptions,
  ): Promise<void>;
  signUp(
    input: {
      readonly username: string;
      readonly password: string;
      readonly attributes: Readonly<Record<string, string>>;
    },
    options?: CallOptions,
  ): Promise<{ readonly userConfirmed: boolean; readonly userSub?: string }>;
  /** GlobalSignOut: revokes every token of the user's sessions. */
  globalSignOut(accessToken: string, options?: CallOptions): Promise<void>;
  /** RevokeToken: revokes a refresh token and the access tokens issued from it. */
  revokeToken(refreshToken: string, options?: CallOptions): Promise<void>;
  /** GetUserAttributeVerificationCode: sends a code to verify an attribute (e.g. email). */
  getUserAttributeVerificationCode(
    accessToken: string,
    attribute: string,
    options?: CallOptions,
  ): Promise<{ readonly destination?: string }>;
  verifyUserAttribute(
    accessToken: string,
    attribute: string,
    code: string,
    options?: CallOptions,
  ): Promise<void>;
  listDevices(
    accessToken: string,
    page: { readonly limit: number; readonly paginationToken?: string },
    options?: CallOptions,
  ): Promise<DevicePage>;
  getDevice(accessToken: string, deviceKey: string, options?: CallOptions): Promise<DeviceSummary>;
  updateDeviceStatus(
    accessToken: string,
    deviceKey: string,
    remembered: boolean,
    options?: CallOptions,
  ): Promise<void>;
  forgetDevice(accessToken: string, deviceKey: string, options?: CallOptions): Promise<void>;
}
export const IdentityProvider = Symbol.for('IdentityProvider');
