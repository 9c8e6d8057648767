import {
  ChangePasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, it } from 'vitest';
import { TokenRejectedError } from '../../../../server/identity/principal';
import {
  createConfirmedUser,
  describeContract,
  errorName,
  NEW_PASSWORD,
  signIn,
} from '../support/pool-target';

describeContract(
  'GetUser, attributes, ChangePassword, GlobalSignOut and RevokeToken',
  (target, { builtin }) => {
    const getUser = (AccessToken: string) => target().client.send(new GetUserCommand({ AccessToken }));
    const refresh = (token: string) =>
      target().client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: target().clientId,
          AuthParameters: { REFRESH_TOKEN: token },
        }),
      );
    /** The API's verdict on an access token (the built-in pool's verifier). */
    const apiAccepts = async (token: string) => {
      try {
        await target().server!.identity.verifier.verify(token);
        return true;
      } catch (error) {
        if (error instanceof TokenRejectedError) return error.reason;
        throw error;
      }
    };

    it('returns the user and their attributes', async () => {
      const user = await createConfirmedUser(target());
      const tokens = await signIn(target(), user.username, user.password);
      const out = await getUser(tokens.AccessToken as string);
      expect(out.Username).toBe(user.username);
      const attributes = Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
      expect(attributes).toMatchObject({
        email: user.email,
        email_verified: 'true',
        name: `Nombre ${user.username}`,
      });
      expect(attributes.sub).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses a malformed access token, and an id token, with NotAuthorizedException', async () => {
      const user = await createConfirmedUser(target());
      const tokens = await signIn(target(), user.username, user.password);
      expect(await errorName(getUser('abc.def.ghi'))).toBe('NotAuthorizedException');
      expect(await errorName(getUser(tokens.IdToken as string))).toBe('NotAuthorizedException');
    });

    it.skipIf(!builtin)('refuses an expired access token ("Access Token has expired")', async () => {
      const user = await createConfirmedUser(target());
      const tokens = await signIn(target(), user.username, user.password);
      target().clock!.advance(3600_000 + 1000);
      const error = await getUser(tokens.AccessToken as string).catch((e: Error) => e);
      expect(error).toMatchObject({ name: 'NotAuthorizedException', message: 'Access Token has expired' });
      expect(await apiAccepts(tokens.AccessToken as string)).toBe('expired');
      const again = await refresh(tokens.RefreshToken as string);
      await getUser(again.AuthenticationResult?.AccessToken as string);
    });

    it.skipIf(!builtin)('updates attributes and verifies a new e-mail address with a code', async () => {
      const user = await createConfirmedUser(target());
      const { AccessToken } = await signIn(target(), user.username, user.password);
      const token = AccessToken as string;
      const updated = await target().client.send(
        new UpdateUserAttributesCommand({
          AccessToken: token,
          UserAttributes: [
            { Name: 'name', Value: 'Nombre Cambiado' },
            { Name: 'email', Value: `nuevo-${user.email}` },
          ],
        }),
      );
      expect(updated.CodeDeliveryDetailsList?.[0]?.DeliveryMedium).toBe('EMAIL');
      let attributes = Object.fromEntries(
        ((await getUser(token)).UserAttributes ?? []).map((a) => [a.Name, a.Value]),
      );
      expect(attributes).toMatchObject({
        name: 'Nombre Cambiado',
        email: `nuevo-${user.email}`,
        email_verified: 'false',
      });

      await target().client.send(
        new GetUserAttributeVerificationCodeCommand({ AccessToken: token, AttributeName: 'email' }),
      );
      const code = await target().readCode!(user.username, 'VERIFY_EMAIL');
      expect(
        await errorName(
          target().client.send(
            new VerifyUserAttributeCommand({
              AccessToken: token,
              AttributeName: 'email',
              Code: code === '000000' ? '111111' : '000000',
            }),
          ),
        ),
      ).toBe('CodeMismatchException');
      await target().client.send(
        new VerifyUserAttributeCommand({ AccessToken: token, AttributeName: 'email', Code: code }),
      );
      attributes = Object.fromEntries(
        ((await getUser(token)).UserAttributes ?? []).map((a) => [a.Name, a.Value]),
      );
      expect(attributes.email_verified).toBe('true');
      expect(
        await errorName(
          target().client.send(
            new UpdateUserAttributesCommand({
              AccessToken: token,
              UserAttributes: [{ Name: 'custom:rol', Value: 'x' }],
            }),
          ),
        ),
      ).toBe('InvalidParameterException');
    });

    it('changes the password with the previous one', async () => {
      const user = await createConfirmedUser(target());
      const { AccessToken } = await signIn(target(), user.username, user.password);
      const change = (previous: string, proposed: string) =>
        target().client.send(
          new ChangePasswordCommand({ AccessToken, PreviousPassword: previous, ProposedPassword: proposed }),
        );
      expect(await errorName(change('No-Es-La-Clave-1', NEW_PASSWORD))).toBe('NotAuthorizedException');
      expect(await errorName(change(user.password, 'debil'))).toBe('InvalidPasswordException');
      await change(user.password, NEW_PASSWORD);
      await signIn(target(), user.username, NEW_PASSWORD);
    });

    it('GlobalSignOut ends every session: refresh tokens, and access tokens at the API too', async () => {
      const user = await createConfirmedUser(target());
      const one = await signIn(target(), user.username, user.password);
      const two = await signIn(target(), user.username, user.password);
      if (builtin) expect(await apiAccepts(two.AccessToken as string)).toBe(true);
      await target().client.send(new GlobalSignOutCommand({ AccessToken: one.AccessToken }));
      for (const tokens of [one, two]) {
        expect(await errorName(getUser(tokens.AccessToken as string))).toBe('NotAuthorizedException');
        expect(await errorName(refresh(tokens.RefreshToken as string))).toBe('NotAuthorizedException');
        if (builtin) expect(await apiAccepts(tokens.AccessToken as string)).toBe('revoked');
      }
      // A new sign-in works.
      const three = await signIn(target(), user.username, user.password);
      await getUser(three.AccessToken as string);
      if (builtin) expect(await apiAccepts(three.AccessToken as string)).toBe(true);
    });

    it('RevokeToken ends one session: its refresh token and its access tokens', async () => {
      const user = await createConfirmedUser(target());
      const one = await signIn(target(), user.username, user.password);
      const two = await signIn(target(), user.username, user.password);
      await target().client.send(
        new RevokeTokenCommand({ ClientId: target().clientId, Token: one.RefreshToken }),
      );
      expect(await errorName(refresh(one.RefreshToken as string))).toBe('NotAuthorizedException');
      expect(await errorName(getUser(one.AccessToken as string))).toBe('NotAuthorizedException');
      if (builtin) expect(await apiAccepts(one.AccessToken as string)).toBe('revoked');
      await getUser(two.AccessToken as string);
      await refresh(two.RefreshToken as string);
      if (builtin) {
        expect(
          await errorName(
            target().client.send(
              new RevokeTokenCommand({ ClientId: target().clientId, Token: two.AccessToken }),
            ),
          ),
        ).toBe('UnsupportedTokenTypeException');
      }
    });

    it.skipIf(!builtin)('a disabled user is refused at the API and by the pool at once', async () => {
      const user = await createConfirmedUser(target());
      const tokens = await signIn(target(), user.username, user.password);
      expect(await apiAccepts(tokens.AccessToken as string)).toBe(true);
      await target().admin.disableUser(user.username);
      expect(await apiAccepts(tokens.AccessToken as string)).not.toBe(true);
      expect(await errorName(getUser(tokens.AccessToken as string))).toBe('NotAuthorizedException');
      expect(await errorName(refresh(tokens.RefreshToken as string))).toBe('NotAuthorizedException');
    });
  },
);
