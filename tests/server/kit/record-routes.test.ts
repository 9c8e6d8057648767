import Fastify, { type FastifyInstance } from 'fastify';
import Type from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../../server/context';
import { serviceFeature } from '../../../server/kit/feature';
import { ownedRecordRoutes, workerRecordRoutes } from '../../../server/kit/record-routes';
import { IdParams, NoQuery } from '../../../server/kit/schemas';
import type { AuditActor } from '../../../server/kit/versioned';

const Note = Type.Object({ text: Type.String() }, { additionalProperties: false });
const NoteUpdate = Type.Object(
  { text: Type.String(), version: Type.Integer() },
  { additionalProperties: false },
);
const NoteAnswer = Type.Object({ id: Type.Integer(), text: Type.String() });
const NoteList = Type.Object({ rows: Type.Array(NoteAnswer) });

/** What the routes asked of the service, in order. */
type Call = [string, ...unknown[]];

function notes(calls: Call[]) {
  return {
    list: async (owner: { id: number }) => (calls.push(['list', owner.id]), [{ id: 1, text: 'uno' }]),
    ofWorker: async (workerId: number) => (calls.push(['ofWorker', workerId]), [{ id: 1, text: 'uno' }]),
    create: async (owner: { id: number } | number, input: { text: string }, actor: AuditActor) => (
      calls.push(['create', owner, input, actor.actorUsername]),
      { id: 2, text: input.text }
    ),
    update: async (id: number, version: number, input: { text: string }, actor: AuditActor) => (
      calls.push(['update', id, version, input, actor.actorUsername]),
      { id, text: input.text }
    ),
    delete: async (id: number, version: number, actor: AuditActor) => {
      calls.push(['delete', id, version, actor.actorUsername]);
    },
  };
}

const route = {
  module: 'trabajador',
  owner: '/trabajadores/:id/notas',
  list: NoteList,
  input: Note,
  path: '/notas',
  updateBody: NoteUpdate,
  answer: NoteAnswer,
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose every request comes from `ana` (the authorization plugin's principal). */
async function serve(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  app = Fastify();
  app.addHook('onRequest', async (request) => {
    request.principal = {
      sub: 'sub-ana',
      username: 'ana',
      groups: [],
      tokenId: 'jti',
      issuedAt: new Date(0),
      expiresAt: new Date(0),
    };
  });
  await register(app);
  await app.ready();
  return app;
}

async function exercise(server: FastifyInstance) {
  const list = await server.inject({ method: 'GET', url: '/trabajadores/7/notas' });
  const created = await server.inject({
    method: 'POST',
    url: '/trabajadores/7/notas',
    payload: { text: 'dos' },
  });
  const changed = await server.inject({
    method: 'PUT',
    url: '/notas/2',
    payload: { text: 'tres', version: 4 },
  });
  const deleted = await server.inject({ method: 'DELETE', url: '/notas/2', payload: { version: 5 } });
  return { list, created, changed, deleted };
}

describe('ownedRecordRoutes', () => {
  it('lists, adds, changes and deletes an owner’s records, each with its permission', async () => {
    const calls: Call[] = [];
    const service = notes(calls);
    const server = await serve((a) =>
      ownedRecordRoutes(a, { ...route, params: IdParams, query: NoQuery }, service),
    );

    const { list, created, changed, deleted } = await exercise(server);

    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ rows: [{ id: 1, text: 'uno' }] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 2, text: 'dos' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: 2, text: 'tres' });
    expect(deleted.statusCode).toBe(204);
    expect(calls).toEqual([
      ['list', 7],
      ['create', { id: 7 }, { text: 'dos' }, 'ana'],
      ['update', 2, 4, { text: 'tres' }, 'ana'],
      ['delete', 2, 5, 'ana'],
    ]);
  });

  it('refuses an edit without its version and a delete of a malformed id', async () => {
    const calls: Call[] = [];
    const server = await serve((a) =>
      ownedRecordRoutes(a, { ...route, params: IdParams, query: NoQuery }, notes(calls)),
    );

    const badId = await server.inject({ method: 'DELETE', url: '/notas/x', payload: { version: 1 } });
    const noVersion = await server.inject({ method: 'PUT', url: '/notas/2', payload: { text: 'tres' } });

    expect(badId.statusCode).toBe(400);
    expect(noVersion.statusCode).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('workerRecordRoutes', () => {
  it('reads the owner as a worker id and passes it to the service', async () => {
    const calls: Call[] = [];
    const server = await serve((a) => workerRecordRoutes(a, route, notes(calls)));

    const { list, created, changed, deleted } = await exercise(server);

    expect([list.statusCode, created.statusCode, changed.statusCode, deleted.statusCode]).toEqual([
      200, 201, 200, 204,
    ]);
    expect(calls).toEqual([
      ['ofWorker', 7],
      ['create', 7, { text: 'dos' }, 'ana'],
      ['update', 2, 4, { text: 'tres' }, 'ana'],
      ['delete', 2, 5, 'ana'],
    ]);
  });
});

describe('serviceFeature', () => {
  it('builds the service from the context and registers the routes with both', async () => {
    const context = { clock: { now: () => new Date(0) } } as unknown as ServerContext;
    const seen: unknown[] = [];
    const feature = serviceFeature(
      'notes',
      async (scope, { service, context: given }) => {
        seen.push(service, given);
        scope.get('/notas', async () => ({ ok: true }));
      },
      (given) => ({ builtWith: given }),
    );
    app = Fastify();
    await app.register(feature.register, { context } as Parameters<typeof feature.register>[1]);
    await app.ready();

    expect(feature.name).toBe('notes');
    expect(seen).toEqual([{ builtWith: context }, context]);
    expect((await app.inject({ method: 'GET', url: '/notas' })).json()).toEqual({ ok: true });
  });
});
