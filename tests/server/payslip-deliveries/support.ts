import { expect } from 'vitest';
import { callPool, signedInAs, type AdminHarness, type SignedIn } from '../admin/support';

/** The password a worker chooses at the first sign-in. */
export const NEW_PASSWORD = 'Mi-Clave-Nueva-7';

/**
 * A worker's way into «Mis boletas» through the user pool's JSON protocol, as the SPA's SDK speaks it:
 * the office invites them with a printed code, and the first sign-in with it asks for a new password.
 */
export function workerSignIn(h: AdminHarness) {
  const pool = (target: string, body: object) => callPool(h, target, body);

  /** The pool's first answer to a password: a challenge, tokens, or the refusal. */
  const initiate = async (username: string, password: string) =>
    (
      await pool('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: h.server.config.identity.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      })
    ).json() as { ChallengeName?: string; Session?: string };

  /** The first sign-in with a printed code: the pool asks for a new password, the worker sets it. */
  async function firstSignIn(username: string, code: string): Promise<SignedIn> {
    const started = await initiate(username, code);
    expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await pool('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: h.server.config.identity.clientId,
      Session: started.Session,
      ChallengeResponses: { USERNAME: username, NEW_PASSWORD },
    });
    const token = (answered.json() as { AuthenticationResult?: { AccessToken?: string } })
      .AuthenticationResult?.AccessToken;
    expect(token, answered.body).toBeTruthy();
    return signedInAs(h.server.app, username, token!);
  }

  /** The office invites a worker with a printed code; the worker signs in with it. */
  async function invite(workerId: number): Promise<SignedIn> {
    const res = await h.admin.post(`/trabajadores/${workerId}/acceso`, {});
    expect(res.statusCode, res.body).toBe(200);
    const invited = res.json() as { username: string; oneTimeCode: string; validUntil: string };
    // The pool's temporary password days (7 by default) from Monday 2 March 2026.
    expect(invited.validUntil).toBe('2026-03-09');
    expect(invited.oneTimeCode).toMatch(/^[A-Z][a-z][2-9][A-Z]-[A-Z][a-z][2-9][A-Z]-[A-Z][a-z][2-9][A-Z]$/);
    return firstSignIn(invited.username, invited.oneTimeCode);
  }

  return { initiate, firstSignIn, invite };
}
