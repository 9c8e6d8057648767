import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdministrator } from '../../../server/identity/builtin/bootstrap';
import type { BuiltinIdentityServices } from '../../../server/identity/builtin';
import { createTestServer, type TestServer } from '../../support/test-server';

describe('the administrator created at first start', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('pglite', { ADMIN_USERNAME: 'jefa', ADMIN_EMAIL: 'jefa@planillas.pe' });
  });
  afterAll(async () => server?.close());

  it('exists with a temporary password, in FORCE_CHANGE_PASSWORD, with its e-mail verified', async () => {
    expect(await server.identity.admin.getUser('jefa')).toMatchObject({
      username: 'jefa',
      email: 'jefa@planillas.pe',
      status: 'FORCE_CHANGE_PASSWORD',
      enabled: true,
    });
  });

  it('is left alone at later starts, and gets a new temporary password if the old one expired unused', async () => {
    const identity = server.identity as BuiltinIdentityServices;
    const printed: string[] = [];
    await bootstrapAdministrator(identity.core, identity.admin, server.config, (t) => printed.push(t));
    expect(printed).toEqual([]);
    server.clock.advance(8 * 86_400_000);
    await bootstrapAdministrator(identity.core, identity.admin, server.config, (t) => printed.push(t));
    expect(printed.join('')).toMatch(
      /la contraseña temporal del administrador venció; se emitió una nueva[\s\S]*contraseña temporal: \S+/,
    );
    expect((await server.identity.admin.getUser('jefa'))?.status).toBe('FORCE_CHANGE_PASSWORD');
  });

  it('refuses to start with an ADMIN_TEMPORARY_PASSWORD outside the password policy', async () => {
    await expect(createTestServer('pglite', { ADMIN_TEMPORARY_PASSWORD: 'debil' })).rejects.toThrow(
      /ADMIN_TEMPORARY_PASSWORD does not satisfy the pool's password policy/,
    );
  });
});
