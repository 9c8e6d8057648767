import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRejectedError } from '../../../server/identity/principal';
import { CognitoAccessTokenVerifier } from '../../../server/identity/cognito/verifier';
import { databaseKinds } from '../../support/test-database';
import { builtinTarget, createConfirmedUser, signIn, type PoolTarget } from './support/pool-target';

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof TokenRejectedError ? e.reason : `unexpected: ${String(e)}`),
  );

describe.each(databaseKinds())("the API's token verifier for the built-in pool on %s", (kind) => {
  let target: PoolTarget;
  beforeAll(async () => {
    target = await builtinTarget(kind, { IDENTITY_REVOCATION_CACHE_MS: '300' });
  });
  afterAll(async () => target?.close());
  const verify = (token: string) => target.server!.identity.verifier.verify(token);

  it('returns the principal of a valid access token', async () => {
    const user = await createConfirmedUser(target, { groups: ['contables', 'admin'] });
    const tokens = await signIn(target, user.username, user.password);
    const principal = await verify(tokens.AccessToken as string);
    expect(principal).toMatchObject({ username: user.username, groups: ['admin', 'contables'] });
    expect(principal.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(principal.originTokenId).toBeTruthy();
    expect(principal.expiresAt.getTime() - principal.issuedAt.getTime()).toBe(3600_000);
  });

  it('refuses missing, malformed, id, expired and foreign tokens with the reason', async () => {
    const user = await createConfirmedUser(target);
    const tokens = await signIn(target, user.username, user.password);
    expect(await reason(verify(''))).toBe('missing');
    expect(await reason(verify('nada'))).toBe('malformed');
    expect(await reason(verify(tokens.IdToken as string))).toBe('wrong-use');

    const { privateKey } = await generateKeyPair('RS256');
    const [, payload] = (tokens.AccessToken as string).split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const header = JSON.parse(
      Buffer.from((tokens.AccessToken as string).split('.')[0] as string, 'base64url').toString(),
    );
    const forged = await new SignJWT(claims).setProtectedHeader(header).sign(privateKey);
    expect(await reason(verify(forged))).toBe('bad-signature');
    const tampered = (tokens.AccessToken as string).replace(
      /\.[^.]+\./,
      `.${Buffer.from(JSON.stringify({ ...claims, username: 'admin' })).toString('base64url')}.`,
    );
    expect(await reason(verify(tampered))).toBe('bad-signature');

    target.clock!.advance(3600_000 + 1000);
    expect(await reason(verify(tokens.AccessToken as string))).toBe('expired');
  });

  it('refuses the tokens of a deleted user', async () => {
    const user = await createConfirmedUser(target);
    const tokens = await signIn(target, user.username, user.password);
    await target.admin.deleteUser(user.username);
    expect(await reason(verify(tokens.AccessToken as string))).toBe('revoked');
  });

  it('sees another instance’s revocation once its cache entry ages out', async () => {
    const user = await createConfirmedUser(target);
    const tokens = await signIn(target, user.username, user.password);
    expect(await reason(verify(tokens.AccessToken as string))).toBe('accepted');
    // Revoke behind the verifier's back (as another instance would), then wait out the cache.
    const { identitySessions } = await import('../../../server/db/schema');
    await target.server!.database.db.update(identitySessions).set({ revokedAt: new Date() });
    expect(await reason(verify(tokens.AccessToken as string))).toBe('accepted');
    await new Promise((r) => setTimeout(r, 350));
    expect(await reason(verify(tokens.AccessToken as string))).toBe('revoked');
  });
});

describe("the API's token verifier for real Cognito", () => {
  const region = 'eu-west-1';
  const poolId = 'eu-west-1_AbCdEf123';
  const issuer = `https://cognito-idp.${region}.amazonaws.com/${poolId}`;
  let keys: ReturnType<typeof createLocalJWKSet>;
  let privateKey: CryptoKey;
  const now = new Date('2026-03-02T12:00:00Z');

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
    keys = createLocalJWKSet({ keys: [jwk] });
  });

  const token = (claims: Record<string, unknown>, exp = now.getTime() / 1000 + 3600) =>
    new SignJWT({
      iss: issuer,
      client_id: 'webclient1',
      token_use: 'access',
      username: 'lucia',
      jti: 'j1',
      origin_jti: 'o1',
      'cognito:groups': ['admin'],
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('5f0e7c1a-0000-4000-8000-000000000001')
      .setIssuedAt(now.getTime() / 1000)
      .setExpirationTime(exp)
      .sign(privateKey);

  const verifier = (client?: { send: (c: unknown) => Promise<unknown> }) =>
    new CognitoAccessTokenVerifier({
      region,
      userPoolId: poolId,
      clientId: 'webclient1',
      revocationCheck: client !== undefined,
      keys,
      now: () => now,
      ...(client ? { client: client as never } : {}),
    });

  it('checks signature, issuer, client and token use', async () => {
    const v = verifier();
    expect(await v.verify(await token({}))).toMatchObject({
      username: 'lucia',
      groups: ['admin'],
      tokenId: 'j1',
    });
    expect(
      await reason(v.verify(await token({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/otro' }))),
    ).toBe('wrong-issuer');
    expect(await reason(v.verify(await token({ client_id: 'otro' })))).toBe('wrong-client');
    expect(await reason(v.verify(await token({ token_use: 'id' })))).toBe('wrong-use');
    expect(await reason(v.verify(await token({}, now.getTime() / 1000 - 10)))).toBe('expired');
    expect(await reason(v.verify('x.y.z'))).toBe('malformed');
  });

  it('asks Cognito whether a token was revoked, and caches the answer', async () => {
    let calls = 0;
    let revoked = false;
    const client = {
      send: async () => {
        calls++;
        if (revoked)
          throw Object.assign(new Error('Access Token has been revoked'), { name: 'NotAuthorizedException' });
        return {};
      },
    };
    const v = verifier(client);
    const t = await token({ jti: 'j-revocable' });
    await v.verify(t);
    await v.verify(t);
    expect(calls).toBe(1);
    revoked = true;
    const t2 = await token({ jti: 'j-revoked' });
    expect(await reason(v.verify(t2))).toBe('revoked');
  });
});
