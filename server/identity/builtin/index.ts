import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { originAllowed } from '../../http/origin';
import type { IdentityServices } from '../services';
import type { Action } from './actions/action';
import { authActions } from './actions/auth';
import { deviceActions } from './actions/devices';
import { mfaActions } from './actions/mfa';
import { passwordActions } from './actions/password';
import { sessionActions } from './actions/sessions';
import { signUpActions } from './actions/sign-up';
import { userActions } from './actions/user';
import { BuiltinPoolAdministration } from './admin';
import { bootstrapAdministrator } from './bootstrap';
import { CodeService } from './codes';
import { hostedLoginRoutes } from './hosted-login';
import { PoolCore } from './core';
import { loadPoolKeys } from './keys';
import { RateLimiter } from './limits';
import { LogMailer, SmtpMailer, TestCodeSink, type CodeMailer } from './mail';
import { PasswordHasher } from './passwords';
import { protocolRoutes } from './protocol';
import { SignInService } from './signin';
import { identityTestHooks, OffsetClock } from './test-hooks';
import { TokenService } from './tokens';
import { BuiltinAccessTokenVerifier } from './verifier';

/** Every action of Cognito's protocol the built-in pool answers, one module per group. */
export const poolActions: readonly Action[] = [
  ...authActions,
  ...signUpActions,
  ...passwordActions,
  ...userActions,
  ...sessionActions,
  ...mfaActions,
  ...deviceActions,
];

export interface BuiltinIdentityServices extends IdentityServices {
  readonly core: PoolCore;
  readonly admin: BuiltinPoolAdministration;
  /**
   * The JWT issuer (`IDENTITY_ISSUER`; `${PUBLIC_URL}/${userPoolId}`, or `https://sistema-de-planillas.invalid/…`
   * without PUBLIC_URL). It comes from the configuration, never from a request's address or the port, so
   * a token is valid whatever address the browser used and on every instance.
   */
  readonly issuer: string;
  /** Deletes what has long expired (codes, sessions, unconfirmed devices, counters); runs every 10 min. */
  prune(): Promise<void>;
}

/** The user pool inside the server (IDENTITY_PROVIDER=builtin). */
export async function createBuiltinIdentityServices(
  context: ServerContext,
): Promise<BuiltinIdentityServices> {
  const { config, db } = context;
  const identity = config.identity;
  const clock = config.testMode ? new OffsetClock(context.clock) : context.clock;
  const keys = await loadPoolKeys(db, clock);
  const issuer = identity.issuer;
  const tokens = new TokenService(keys, clock, issuer, {
    accessMinutes: identity.pool.accessTokenMinutes,
    idMinutes: identity.pool.idTokenMinutes,
  });
  const baseMailer: CodeMailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new LogMailer(() => core.log);
  const sink = config.testMode ? new TestCodeSink(baseMailer, () => clock.now()) : undefined;
  const core = new PoolCore(
    identity,
    db,
    clock,
    keys,
    tokens,
    new PasswordHasher(identity.pool.argon2),
    new RateLimiter(db, clock),
    sink ?? baseMailer,
    sink,
  );
  const pool = core;
  const codes = new CodeService(pool);
  const signIn = new SignInService(pool);
  const admin = new BuiltinPoolAdministration(pool, codes);
  let pruneTimer: NodeJS.Timeout | undefined;

  const prune = async () => {
    try {
      await pool.limiter.prune();
      await codes.prune();
      await signIn.prune();
    } catch (error) {
      pool.log.warn({ err: error }, 'identity housekeeping failed');
    }
  };

  return {
    core: pool,
    admin,
    issuer,
    prune,
    verifier: new BuiltinAccessTokenVerifier(pool),
    onUserChanged: (listener) => pool.onUserChanged(listener),

    async registerRoutes(app: FastifyInstance) {
      pool.log = app.log;
      const actionContext = (request: FastifyRequest) => ({
        core: pool,
        codes,
        signIn,
        caller: { ip: request.ip },
      });
      await app.register(protocolRoutes, {
        prefix: identity.builtinPath,
        actions: poolActions,
        corsAllowed: (origin, request) => originAllowed(config, identity.pool.corsOrigins, origin, request),
        context: actionContext,
      });
      await app.register(hostedLoginRoutes, { core: pool, signIn, config, issuer });
      if (sink && clock instanceof OffsetClock) {
        await app.register(identityTestHooks, { core: pool, codes, signIn, sink, clock, admin });
      }
    },

    async start() {
      if (config.production && !config.smtpUrl) {
        pool.log.warn({}, 'SMTP_URL is not set: codes for users are written to the server log');
      }
      await bootstrapAdministrator(
        pool,
        admin,
        config,
        config.logLevel === 'silent' ? () => undefined : (text) => process.stdout.write(text),
      );
      pruneTimer = setInterval(() => void prune(), 10 * 60_000);
      pruneTimer.unref();
    },

    async stop() {
      if (pruneTimer) clearInterval(pruneTimer);
      pool.mailer.close();
    },
  };
}
