/**
 * Administrative operations on the user pool that the product's user screens need. Two adapters:
 * the built-in pool, and real AWS Cognito through the SDK's Admin* commands. Never reachable
 * unauthenticated: only the server's own routes (behind permission checks) call it.
 * Failures are PoolAdminError with Cognito's exception name as `code`.
 */
export interface PoolUser {
  readonly username: string;
  readonly sub: string;
  readonly email?: string;
  readonly name?: string;
  readonly enabled: boolean;
  /** Cognito's UserStatus: CONFIRMED, FORCE_CHANGE_PASSWORD, RESET_REQUIRED, UNCONFIRMED… */
  readonly status: string;
  readonly groups: readonly string[];
  readonly createdAt: Date;
  readonly lastSignInAt?: Date;
}

export interface CreatePoolUser {
  readonly username: string;
  /**
   * Omitted only for a worker of «Mis boletas» invited with a printed code (no e-mail: no invitation,
   * and a forgotten password is reset by the office).
   */
  readonly email?: string;
  readonly name: string;
  /** Omitted: the pool generates one and e-mails it (or logs it without SMTP). */
  readonly temporaryPassword?: string;
  /** `false`: no invitation e-mail (the caller hands the temporary password over itself). */
  readonly sendInvitation?: boolean;
}

export interface PoolGroup {
  readonly name: string;
  readonly description?: string;
}

/** Cognito's exception names, thrown by both adapters alike (the user screens map them to messages). */
export type PoolAdminErrorCode =
  | 'UsernameExistsException'
  | 'UserNotFoundException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'ResourceNotFoundException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'NotAuthorizedException'
  | 'InternalErrorException';

export class PoolAdminError extends Error {
  constructor(
    readonly code: PoolAdminErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PoolAdminError';
  }
}

export interface UserPage {
  readonly users: readonly PoolUser[];
  readonly nextToken?: string;
}

export interface UserPoolAdministration {
  createUser(input: CreatePoolUser): Promise<PoolUser>;
  getUser(username: string): Promise<PoolUser | undefined>;
  updateAttributes(
    username: string,
    attributes: { readonly email?: string; readonly name?: string },
  ): Promise<void>;
  disableUser(username: string): Promise<void>;
  enableUser(username: string): Promise<void>;
  /** Sends a reset code; the user must set a new password at the next sign-in. */
  resetPassword(username: string): Promise<void>;
  addToGroup(username: string, group: string): Promise<void>;
  removeFromGroup(username: string, group: string): Promise<void>;
  /** `filter` searches username, email and name (prefix, case-insensitive). */
  listUsers(options: {
    readonly filter?: string;
    readonly limit?: number;
    readonly nextToken?: string;
  }): Promise<UserPage>;
  /** Sets a password: `permanent` confirms the user, otherwise it is a new temporary password. */
  setPassword(username: string, password: string, permanent: boolean): Promise<void>;
  /** Ends every session of the user (their access tokens stop working at the API). */
  signOut(username: string): Promise<void>;
  deleteUser(username: string): Promise<void>;
  listGroups(): Promise<readonly PoolGroup[]>;
}
