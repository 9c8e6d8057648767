import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { identityUsers } from '../../../db/schema';
import { Errors } from '../errors';
import { userAttributes, writableAttributes } from '../users';
import { action, AttributeName, Attributes, Code, StringMap, Token } from './action';

export const userActions = [
  action('GetUser', Type.Object({ AccessToken: Token }), async (input, { core }) => {
    const { user } = await core.authenticate(input.AccessToken);
    const totp = user.totpEnabled && user.totpSecret !== null;
    return {
      Username: user.username,
      UserAttributes: userAttributes(user),
      MFAOptions: [],
      ...(totp
        ? { PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }
        : {}),
    };
  }),

  action(
    'UpdateUserAttributes',
    Type.Object({ AccessToken: Token, UserAttributes: Attributes, ClientMetadata: Type.Optional(StringMap) }),
    async (input, { core, codes, caller }) => {
      const { user } = await core.authenticate(input.AccessToken);
      const changes = writableAttributes(input.UserAttributes);
      const emailChanged = changes.email !== undefined && changes.email !== user.email;
      if (emailChanged) await core.countCodeSend(user.sub, caller);
      const delivery = await core.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(identityUsers)
          .set({
            ...changes,
            ...(emailChanged ? { emailVerified: false } : {}),
            updatedAt: core.now(),
          })
          .where(eq(identityUsers.sub, user.sub))
          .returning();
        return emailChanged && updated ? codes.create(tx, updated, 'VERIFY_EMAIL') : undefined;
      });
      await core.userChanged(user.username);
      if (!delivery) return {};
      await delivery.deliver();
      return { CodeDeliveryDetailsList: [delivery.details] };
    },
  ),

  action(
    'GetUserAttributeVerificationCode',
    Type.Object({ AccessToken: Token, AttributeName, ClientMetadata: Type.Optional(StringMap) }),
    async (input, { core, codes, caller }) => {
      const { user } = await core.authenticate(input.AccessToken);
      if (input.AttributeName !== 'email') {
        throw Errors.invalidParameter(`Cannot verify the attribute ${input.AttributeName}.`);
      }
      if (!user.email) throw Errors.invalidParameter('The user has no e-mail address to verify.');
      return codes.send(user, 'VERIFY_EMAIL', caller);
    },
  ),

  action(
    'VerifyUserAttribute',
    Type.Object({ AccessToken: Token, AttributeName, Code }),
    async (input, { core, codes, caller }) => {
      const { user } = await core.authenticate(input.AccessToken);
      if (input.AttributeName !== 'email') {
        throw Errors.invalidParameter(`Cannot verify the attribute ${input.AttributeName}.`);
      }
      const consume = await codes.check(user, 'VERIFY_EMAIL', input.Code, caller);
      await core.db.transaction(async (tx) => {
        await consume(tx);
        await tx
          .update(identityUsers)
          .set({ emailVerified: true, updatedAt: core.now() })
          .where(eq(identityUsers.sub, user.sub));
      });
      return {};
    },
  ),
];
