/**
 * The parts of the Cognito SDK the SPA uses: the bare client and the individual commands (about
 * 52 kB gzip). This module is loaded lazily (`import()`), so the first page does not carry it.
 */
export {
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgetDeviceCommand,
  ForgotPasswordCommand,
  GetDeviceCommand,
  GetUserAttributeVerificationCodeCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ListDevicesCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateDeviceStatusCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
export type {
  AuthenticationResultType,
  ChallengeNameType,
  CognitoIdentityProviderClientConfig,
  DeviceType,
} from '@aws-sdk/client-cognito-identity-provider';
