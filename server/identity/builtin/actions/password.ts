import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { identityUsers } from '../../../db/schema';
import { Errors } from '../errors';
import { checkPasswordPolicy, checkPasswordShape, ownPasswordColumns } from '../passwords';
import { action, ClientId, ClientUserRequest, Code, Password, StringMap, Token, Username } from './action';

export const passwordActions = [
  action('ForgotPassword', ClientUserRequest, async (input, { core, codes, caller }) => {
    const user = await core.clientUser(input.ClientId, input.Username);
    if (!user) {
      if (!core.settings.preventUserExistenceErrors) throw Errors.usernameClientNotFound();
      await core.countCodeSend(undefined, caller);
      return { CodeDeliveryDetails: codes.details(`${input.Username}@desconocido`) };
    }
    if (!user.enabled) throw Errors.userDisabled();
    if (user.status === 'FORCE_CHANGE_PASSWORD') throw Errors.cannotResetPassword();
    if (!user.email || !user.emailVerified) {
      throw Errors.invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    return codes.send(user, 'FORGOT_PASSWORD', caller);
  }),

  action(
    'ConfirmForgotPassword',
    Type.Object({
      ClientId,
      Username,
      ConfirmationCode: Code,
      Password,
      ClientMetadata: Type.Optional(StringMap),
    }),
    async (input, { core, codes, caller }) => {
      const user = await core.clientUser(input.ClientId, input.Username);
      if (!user) {
        if (core.settings.preventUserExistenceErrors) throw Errors.codeMismatch();
        throw Errors.usernameClientNotFound();
      }
      if (!user.enabled) throw Errors.userDisabled();
      checkPasswordShape(input.Password);
      checkPasswordPolicy(input.Password, core.settings.passwordPolicy);
      const consume = await codes.check(user, 'FORGOT_PASSWORD', input.ConfirmationCode, caller);
      const hash = await core.hasher.hash(input.Password);
      await core.db.transaction(async (tx) => {
        await consume(tx);
        await tx
          .update(identityUsers)
          .set(ownPasswordColumns(hash, core.now()))
          .where(eq(identityUsers.sub, user.sub));
        // A reset usually means the old password is not safe: end every session.
        await core.revokeAllSessions(user.sub, tx);
      });
      await core.userChanged(user.username);
      return {};
    },
  ),

  action(
    'ChangePassword',
    Type.Object({
      PreviousPassword: Type.Optional(Password),
      ProposedPassword: Password,
      AccessToken: Token,
    }),
    async (input, { core, caller }) => {
      const { user } = await core.authenticate(input.AccessToken);
      if (!input.PreviousPassword) throw Errors.missingParameter('PreviousPassword');
      await core.checkAddressFailures(caller);
      if (core.isLocked(user)) throw Errors.attemptLimit();
      if (!(await core.hasher.verify(user.passwordHash, input.PreviousPassword))) {
        await core.recordFailedPassword(user.sub);
        await core.recordAddressFailure(caller);
        throw Errors.badCredentials();
      }
      checkPasswordShape(input.ProposedPassword, 'proposedPassword');
      checkPasswordPolicy(input.ProposedPassword, core.settings.passwordPolicy);
      const hash = await core.hasher.hash(input.ProposedPassword);
      await core.db
        .update(identityUsers)
        .set({ passwordHash: hash, failedSignIns: 0, lockedUntil: null, updatedAt: core.now() })
        .where(eq(identityUsers.sub, user.sub));
      return {};
    },
  ),
];
