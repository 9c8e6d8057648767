/**
 * Cognito's exceptions, as the built-in pool answers them: HTTP 400 (500 for internal errors) with
 * `{ "__type": name, "message": text }` and the `x-amzn-ErrorType` header, which the AWS SDK turns into
 * an error whose `name` is the exception name. Messages are Cognito's own English texts, since clients
 * (and the SPA's error catalogue) match on the name, not the message.
 */
export type CognitoExceptionName =
  | 'AliasExistsException'
  | 'CodeDeliveryFailureException'
  | 'CodeMismatchException'
  | 'ConcurrentModificationException'
  | 'EnableSoftwareTokenMFAException'
  | 'ExpiredCodeException'
  | 'ForbiddenException'
  | 'InternalErrorException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'InvalidUserPoolConfigurationException'
  | 'LimitExceededException'
  | 'NotAuthorizedException'
  | 'PasswordResetRequiredException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'SoftwareTokenMFANotFoundException'
  | 'TooManyFailedAttemptsException'
  | 'TooManyRequestsException'
  | 'UnknownOperationException'
  | 'UnsupportedOperationException'
  | 'UnsupportedTokenTypeException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class CognitoError extends Error {
  constructor(
    readonly type: CognitoExceptionName,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

const e = (type: CognitoExceptionName, message: string) => new CognitoError(type, message);

/** Every error the pool answers, in one place, with Cognito's wording. */
export const Errors = {
  badCredentials: () => e('NotAuthorizedException', 'Incorrect username or password.'),
  userDisabled: () => e('NotAuthorizedException', 'User is disabled.'),
  passwordAttemptsExceeded: () => e('NotAuthorizedException', 'Password attempts exceeded'),
  temporaryPasswordExpired: () =>
    e('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.'),
  invalidAccessToken: () => e('NotAuthorizedException', 'Invalid Access Token'),
  accessTokenExpired: () => e('NotAuthorizedException', 'Access Token has expired'),
  accessTokenRevoked: () => e('NotAuthorizedException', 'Access Token has been revoked'),
  missingScope: () => e('NotAuthorizedException', 'Access Token does not have required scopes'),
  invalidRefreshToken: () => e('NotAuthorizedException', 'Invalid Refresh Token'),
  refreshTokenRevoked: () => e('NotAuthorizedException', 'Refresh Token has been revoked'),
  refreshTokenExpired: () => e('NotAuthorizedException', 'Refresh Token has expired'),
  sessionExpired: () => e('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  invalidSession: () => e('NotAuthorizedException', 'Invalid session for the user.'),
  signUpNotPermitted: () => e('NotAuthorizedException', 'SignUp is not permitted for this user pool'),
  cannotConfirm: (status: string) =>
    e('NotAuthorizedException', `User cannot be confirmed. Current status is ${status}`),
  cannotResetPassword: () =>
    e('NotAuthorizedException', 'User password cannot be reset in the current state.'),
  userNotFound: () => e('UserNotFoundException', 'User does not exist.'),
  usernameClientNotFound: () => e('UserNotFoundException', 'Username/client id combination not found.'),
  userExists: () => e('UsernameExistsException', 'User already exists'),
  notConfirmed: () => e('UserNotConfirmedException', 'User is not confirmed.'),
  resetRequired: () => e('PasswordResetRequiredException', 'Password reset required for the user'),
  codeMismatch: () => e('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  mfaCodeMismatch: () => e('CodeMismatchException', 'Invalid code received for user'),
  codeExpired: () => e('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  attemptLimit: () => e('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  tooManyRequests: () => e('TooManyRequestsException', 'Too many requests'),
  tooManyFailedAttempts: () => e('TooManyFailedAttemptsException', 'Too many failed attempts.'),
  invalidPassword: (detail: string) =>
    e('InvalidPasswordException', `Password did not conform with policy: ${detail}`),
  invalidParameter: (message: string) => e('InvalidParameterException', message),
  missingParameter: (name: string) => e('InvalidParameterException', `Missing required parameter ${name}`),
  clientNotFound: (clientId: string) =>
    e('ResourceNotFoundException', `User pool client ${clientId} does not exist.`),
  deviceNotFound: () => e('ResourceNotFoundException', 'Device does not exist.'),
  flowNotEnabled: (flow: string) =>
    e('InvalidParameterException', `${flow} flow not enabled for this client`),
  unknownOperation: () => e('UnknownOperationException', 'Unknown operation'),
  serialization: () => e('SerializationException', 'Start of structure or map found where not expected.'),
  codeDelivery: () => e('CodeDeliveryFailureException', 'Unable to deliver the code.'),
  softwareTokenNotFound: () =>
    e('SoftwareTokenMFANotFoundException', 'Software Token MFA has not been enabled by the user.'),
  softwareTokenMismatch: () => e('EnableSoftwareTokenMFAException', 'Code mismatch'),
  unsupportedToken: () => e('UnsupportedTokenTypeException', 'Unsupported token type'),
  internal: () => new CognitoError('InternalErrorException', 'Internal server error.', 500),
  /** The database cannot be reached: a 503 the SDK retries. */
  unavailable: () => new CognitoError('InternalErrorException', 'Service unavailable, try again.', 503),
} as const;

/** The wire shape of an error (the one error mapping of the protocol). */
export function errorBody(error: CognitoError): { __type: string; message: string } {
  return { __type: error.type, message: error.message };
}
