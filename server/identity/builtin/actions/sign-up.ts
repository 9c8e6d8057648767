import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { identityUsers } from '../../../db/schema';
import { Errors } from '../errors';
import { checkPasswordPolicy, checkPasswordShape } from '../passwords';
import { checkEmail, insertUser, writableAttributes } from '../users';
import {
  action,
  Attributes,
  ClientId,
  ClientUserRequest,
  Code,
  Password,
  StringMap,
  Username,
} from './action';

export const signUpActions = [
  action(
    'SignUp',
    Type.Object({
      ClientId,
      Username,
      Password: Type.Optional(Password),
      UserAttributes: Type.Optional(Attributes),
      ValidationData: Type.Optional(Attributes),
      ClientMetadata: Type.Optional(StringMap),
    }),
    async (input, { core, codes, caller }) => {
      core.requireClient(input.ClientId);
      if (!core.settings.selfSignUp) throw Errors.signUpNotPermitted();
      if (!input.Password) throw Errors.missingParameter('Password');
      checkPasswordShape(input.Password);
      checkPasswordPolicy(input.Password, core.settings.passwordPolicy);
      const attributes = writableAttributes(input.UserAttributes ?? []);
      // The e-mail receives the confirmation code; a username that is an address serves as one.
      let email = attributes.email;
      if (email === undefined) {
        try {
          checkEmail(input.Username);
          email = input.Username;
        } catch {
          throw Errors.invalidParameter(
            'Attributes did not conform to the schema: email: The attribute is required',
          );
        }
      }
      if (await core.findUser(input.Username)) throw Errors.userExists();
      const hash = await core.hasher.hash(input.Password);
      await core.countCodeSend(undefined, caller);
      const { user, delivery } = await core.db.transaction(async (tx) => {
        const user = await insertUser(core, tx, {
          username: input.Username,
          email,
          emailVerified: false,
          name: attributes.name ?? null,
          passwordHash: hash,
          status: 'UNCONFIRMED',
        });
        return { user, delivery: await codes.create(tx, user, 'SIGN_UP') };
      });
      await core.userChanged(user.username);
      await delivery.deliver();
      return { UserConfirmed: false, CodeDeliveryDetails: delivery.details, UserSub: user.sub };
    },
  ),

  action(
    'ConfirmSignUp',
    Type.Object({
      ClientId,
      Username,
      ConfirmationCode: Code,
      ForceAliasCreation: Type.Optional(Type.Boolean()),
      ClientMetadata: Type.Optional(StringMap),
    }),
    async (input, { core, codes, caller }) => {
      const user = await core.clientUser(input.ClientId, input.Username);
      if (!user) throw Errors.usernameClientNotFound();
      if (user.status !== 'UNCONFIRMED') throw Errors.cannotConfirm(user.status);
      const consume = await codes.check(user, 'SIGN_UP', input.ConfirmationCode, caller);
      await core.db.transaction(async (tx) => {
        await consume(tx);
        await tx
          .update(identityUsers)
          .set({ status: 'CONFIRMED', emailVerified: true, updatedAt: core.now() })
          .where(eq(identityUsers.sub, user.sub));
      });
      await core.userChanged(user.username);
      return {};
    },
  ),

  action('ResendConfirmationCode', ClientUserRequest, async (input, { core, codes, caller }) => {
    const user = await core.clientUser(input.ClientId, input.Username);
    if (!user) throw Errors.usernameClientNotFound();
    if (user.status !== 'UNCONFIRMED') throw Errors.invalidParameter('User is already confirmed.');
    return codes.send(user, 'SIGN_UP', caller);
  }),
];
