import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../context';
import { identityUsers } from '../../db/schema';
import type { BuiltinPoolAdministration } from './admin';
import type { CodeService } from './codes';
import type { PoolCore } from './core';
import { CognitoError } from './errors';
import { CODE_PURPOSES, type CodePurpose, type TestCodeSink } from './mail';
import type { SignInService } from './signin';

/** The pool's clock in test mode: the server's clock plus an offset the test hooks can move. */
export class OffsetClock implements Clock {
  offsetMs = 0;
  constructor(private readonly base: Clock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
}

/**
 * Hooks for tests (registered only when TEST_MODE is on; the configuration refuses it in production).
 * Documented in docs/identity.md.
 */
export async function identityTestHooks(
  app: FastifyInstance,
  opts: {
    core: PoolCore;
    codes: CodeService;
    signIn: SignInService;
    sink: TestCodeSink;
    clock: OffsetClock;
    admin: BuiltinPoolAdministration;
  },
): Promise<void> {
  const { core, sink, clock } = opts;
  const notFound = { error: 'NotFound', message: 'El usuario no existe.' };

  app.get(
    '/__test/identity/codes',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['username'],
          properties: {
            username: { type: 'string', minLength: 1 },
            purpose: { type: 'string', enum: [...CODE_PURPOSES] },
          },
        },
      },
    },
    async (request, reply) => {
      const { username, purpose } = request.query as { username: string; purpose?: CodePurpose };
      const candidates = purpose ? [purpose] : CODE_PURPOSES;
      const found = candidates
        .map((p) => sink.last(username, p))
        .filter((c) => c !== undefined)
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
      if (!found) return reply.code(404).send({ error: 'NotFound', message: 'No se envió ningún código.' });
      return found;
    },
  );

  app.post(
    '/__test/identity/expire-codes',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['username'],
          properties: { username: { type: 'string', minLength: 1 } },
        },
      },
    },
    async (request, reply) => {
      const { username } = request.query as { username: string };
      const user = await core.findUser(username);
      if (!user) return reply.code(404).send(notFound);
      await opts.codes.expireAll(user.sub);
      await opts.signIn.expireChallenges(user.sub);
      return { expired: true };
    },
  );

  clockTestHooks(app, clock);

  app.post(
    '/__test/identity/users',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username'],
          additionalProperties: false,
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 128 },
            email: { type: 'string' },
            name: { type: 'string' },
            password: { type: 'string', minLength: 1 },
            temporaryPassword: { type: 'string', minLength: 1 },
            groups: { type: 'array', items: { type: 'string', minLength: 1 } },
            emailSignInCode: { type: 'boolean' },
            enabled: { type: 'boolean' },
            status: { type: 'string', enum: ['CONFIRMED', 'UNCONFIRMED', 'RESET_REQUIRED'] },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        username: string;
        email?: string;
        name?: string;
        password?: string;
        temporaryPassword?: string;
        groups?: string[];
        emailSignInCode?: boolean;
        enabled?: boolean;
        status?: 'CONFIRMED' | 'UNCONFIRMED' | 'RESET_REQUIRED';
      };
      try {
        const user = await opts.admin.createUser({
          username: body.username,
          email: body.email ?? `${body.username.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@planillas.test`,
          name: body.name ?? body.username,
          ...(body.temporaryPassword ? { temporaryPassword: body.temporaryPassword } : {}),
        });
        if (body.password) await opts.admin.setPassword(body.username, body.password, true);
        for (const group of body.groups ?? []) await opts.admin.addToGroup(body.username, group);
        if (body.enabled === false) await opts.admin.disableUser(body.username);
        const extra: Partial<typeof identityUsers.$inferInsert> = {};
        if (body.emailSignInCode !== undefined) extra.emailSignInCode = body.emailSignInCode;
        if (body.status) extra.status = body.status;
        if (Object.keys(extra).length > 0) {
          await core.db.update(identityUsers).set(extra).where(eq(identityUsers.sub, user.sub));
        }
        return reply.code(201).send(await opts.admin.getUser(body.username));
      } catch (error) {
        if (error instanceof CognitoError || (error as { code?: string }).code) {
          const e = error as { code?: string; type?: string; message: string };
          return reply.code(400).send({ error: e.code ?? e.type, message: e.message });
        }
        throw error;
      }
    },
  );

  app.post('/__test/identity/reset-limits', async () => {
    await core.limiter.resetAll();
    await core.db.update(identityUsers).set({ failedSignIns: 0, lockedUntil: null });
    return { reset: true };
  });
}

/** The pool's test clock: read it, move it forward or reset it. */
function clockTestHooks(app: FastifyInstance, clock: OffsetClock): void {
  app.get('/__test/identity/clock', async () => ({
    now: clock.now().toISOString(),
    offsetMs: clock.offsetMs,
  }));
  app.post(
    '/__test/identity/clock',
    {
      schema: {
        body: {
          type: 'object',
          properties: { advanceSeconds: { type: 'number' }, reset: { type: 'boolean' } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { advanceSeconds?: number; reset?: boolean };
      if (body.reset) clock.offsetMs = 0;
      if (body.advanceSeconds) clock.offsetMs += body.advanceSeconds * 1000;
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs };
    },
  );
}
