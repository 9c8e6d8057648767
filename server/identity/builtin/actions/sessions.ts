import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { identitySessions } from '../../../db/schema';
import { sha256 } from '../crypto';
import { Errors } from '../errors';
import { action, ClientId, Token } from './action';

export const sessionActions = [
  /** Ends every session of the user: refresh tokens and, at the API too, their access tokens. */
  action('GlobalSignOut', Type.Object({ AccessToken: Token }), async (input, { core }) => {
    const { user } = await core.authenticate(input.AccessToken);
    await core.revokeAllSessions(user.sub);
    return {};
  }),

  /** Revokes a refresh token and every access token issued from it (same origin_jti). */
  action(
    'RevokeToken',
    Type.Object({ Token, ClientId, ClientSecret: Type.Optional(Type.String({ maxLength: 64 })) }),
    async (input, { core }) => {
      core.requireClient(input.ClientId);
      if (input.Token.split('.').length === 3) throw Errors.unsupportedToken();
      const [session] = await core.db
        .select({ id: identitySessions.id, clientId: identitySessions.clientId })
        .from(identitySessions)
        .where(eq(identitySessions.refreshTokenHash, sha256(input.Token)));
      // Unknown tokens succeed silently (RFC 7009): nothing tells a caller which tokens exist.
      if (session && session.clientId === input.ClientId) await core.revokeSessions([session.id]);
      return {};
    },
  ),
];
