import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { identityUsers } from '../../../db/schema';
import { Errors } from '../errors';
import { action, Session, Token, type ActionContext } from './action';

/** The user of an MFA call: from an access token, or from an MFA_SETUP sign-in session. */
async function subject(input: { AccessToken?: string; Session?: string }, { core, signIn }: ActionContext) {
  if (input.AccessToken && input.Session) {
    throw Errors.invalidParameter('Only one of AccessToken and Session may be given.');
  }
  if (input.AccessToken) return { user: (await core.authenticate(input.AccessToken)).user, setup: undefined };
  if (input.Session) {
    const { row, user } = await signIn.setupSession(input.Session);
    return { user, setup: row };
  }
  throw Errors.missingParameter('AccessToken');
}

const MfaSettings = Type.Object({
  Enabled: Type.Optional(Type.Boolean()),
  PreferredMfa: Type.Optional(Type.Boolean()),
});

export const mfaActions = [
  action(
    'AssociateSoftwareToken',
    Type.Object({ AccessToken: Type.Optional(Token), Session: Type.Optional(Session) }),
    async (input, context) => {
      const { user } = await subject(input, context);
      const secret = await context.signIn.associateTotp(user.sub);
      return { SecretCode: secret, ...(input.Session ? { Session: input.Session } : {}) };
    },
  ),

  action(
    'VerifySoftwareToken',
    Type.Object({
      AccessToken: Type.Optional(Token),
      Session: Type.Optional(Session),
      UserCode: Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]+$' }),
      FriendlyDeviceName: Type.Optional(Type.String({ maxLength: 128 })),
    }),
    async (input, context) => {
      const { signIn, caller } = context;
      const { user, setup } = await subject(input, context);
      await signIn.verifyPendingTotp(user, input.UserCode, caller);
      if (setup) {
        await signIn.markSetupVerified(setup);
        return { Status: 'SUCCESS', Session: input.Session };
      }
      return { Status: 'SUCCESS' };
    },
  ),

  action(
    'SetUserMFAPreference',
    Type.Object({
      AccessToken: Token,
      SoftwareTokenMfaSettings: Type.Optional(MfaSettings),
      EmailMfaSettings: Type.Optional(MfaSettings),
      SMSMfaSettings: Type.Optional(MfaSettings),
    }),
    async (input, { core }) => {
      const { user } = await core.authenticate(input.AccessToken);
      if (input.SMSMfaSettings?.Enabled)
        throw Errors.invalidParameter('SMS MFA is not available in this user pool.');
      const changes: Partial<typeof identityUsers.$inferInsert> = {};
      const totp = input.SoftwareTokenMfaSettings;
      if (totp?.Enabled !== undefined) {
        if (totp.Enabled) {
          if (core.settings.mfa === 'off')
            throw Errors.invalidParameter('MFA is not enabled for this user pool.');
          if (!user.totpVerified || !user.totpSecret) {
            throw Errors.invalidParameter('User has not verified software token mfa');
          }
        } else if (core.settings.mfa === 'on') {
          throw Errors.invalidParameter('MFA is required by this user pool.');
        }
        changes.totpEnabled = totp.Enabled;
      }
      // E-mail MFA is the pool's e-mailed sign-in code (CUSTOM_CHALLENGE) for this user.
      if (input.EmailMfaSettings?.Enabled !== undefined) {
        if (input.EmailMfaSettings.Enabled && !user.email) {
          throw Errors.invalidParameter('The user has no e-mail address for sign-in codes.');
        }
        changes.emailSignInCode = input.EmailMfaSettings.Enabled;
      }
      if (Object.keys(changes).length > 0) {
        await core.db
          .update(identityUsers)
          .set({ ...changes, updatedAt: core.now() })
          .where(eq(identityUsers.sub, user.sub));
      }
      return {};
    },
  ),
];
