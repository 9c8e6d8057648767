import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinIdentityServices } from '../../../server/identity/builtin';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, type AdminHarness } from '../admin/support';

/**
 * The API's caller is the user of the sign-in session an access token belongs to. A token signed with
 * the pool's own key but naming another user in its `username` claim (a leaked key, a bug in a future
 * token path) never acts as that other user.
 */
describe.each(databaseKinds())('the identity of an API call on %s', (kind) => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await adminHarness(kind);
  });
  afterAll(async () => h?.close());

  /** The same token, re-signed by the pool's key with some claims replaced. */
  async function resign(token: string, claims: Record<string, unknown>): Promise<string> {
    const identity = h.server.identity as BuiltinIdentityServices;
    const key = identity.core.keys.current;
    expect(decodeProtectedHeader(token).kid).toBe(key.kid);
    return new SignJWT({ ...decodeJwt(token), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .sign(key.privateKey);
  }

  const rolesWith = (token: string) =>
    h.server.app.inject({ method: 'GET', url: '/api/roles', headers: { authorization: `Bearer ${token}` } });

  it('refuses a token of a user without permissions whose username claim names the administrator', async () => {
    const nobody = await h.user([]);
    expect((await rolesWith(nobody.token)).statusCode).toBe(403);
    const forged = await resign(nobody.token, { username: h.admin.username });
    const res = await rolesWith(forged);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('rows');
    // The untouched re-signed token still works, as that same user: the signature is not what fails.
    const same = await resign(nobody.token, {});
    expect((await rolesWith(same)).statusCode).toBe(403);
  });

  it("refuses a token that carries the administrator's sub with another user's session", async () => {
    const nobody = await h.user([]);
    const adminSub = decodeJwt(h.admin.token).sub;
    const forged = await resign(nobody.token, { sub: adminSub, username: h.admin.username });
    expect((await rolesWith(forged)).statusCode).toBe(401);
  });

  it("takes the user from the session: the principal is the session's user, whatever the claims", async () => {
    const identity = h.server.identity as BuiltinIdentityServices;
    const someone = await h.user([]);
    const principal = await identity.verifier.verify(someone.token);
    expect(principal.username).toBe(someone.username);
    expect(principal.sub).toBe(decodeJwt(someone.token).sub);
  });
});
