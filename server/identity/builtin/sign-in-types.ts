import type { identityAuthSessions } from '../../db/schema';
import type { UserRow } from './core';

/** The sign-in's vocabulary: its challenges, what travels between them, and where it ends. */

export type ChallengeName = 'NEW_PASSWORD_REQUIRED' | 'CUSTOM_CHALLENGE' | 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP';

/** Where a sign-in ends: tokens for the JSON protocol, an authorization code for the hosted login. */
export interface HostedLoginRequest {
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly scope: string;
  readonly state?: string;
  readonly nonce?: string;
}

/** What travels with a sign-in between its challenges (stored with the challenge session). */
export interface SignInContext {
  readonly flow: 'USER_PASSWORD_AUTH' | 'CUSTOM_AUTH' | 'HOSTED';
  readonly hosted?: HostedLoginRequest;
  /** When the password was verified (the tokens' auth_time). */
  readonly authTime?: string;
  /** A remembered device the client presented (DEVICE_KEY). */
  readonly deviceKey?: string;
  /** CUSTOM_AUTH without PASSWORD: the first custom challenge asks for it. */
  readonly awaitingPassword?: boolean;
  /** MFA_SETUP: set once VerifySoftwareToken accepted a code with this session. */
  readonly totpVerified?: boolean;
  /** The challenges already passed (never asked twice). */
  readonly passed?: readonly ChallengeName[];
}

export type SignInStep =
  | {
      readonly kind: 'challenge';
      readonly name: ChallengeName;
      readonly parameters: Record<string, string>;
      readonly session: string;
    }
  | { readonly kind: 'authenticated'; readonly user: UserRow; readonly context: SignInContext };

export interface AuthenticationResult {
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  IdToken: string;
  RefreshToken?: string;
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

export type AuthSessionRow = typeof identityAuthSessions.$inferSelect;
