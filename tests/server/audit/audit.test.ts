import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit, recordAudit, redactSecrets } from '../../../server/audit/audit';
import type { OpenDatabase } from '../../../server/db/database';
import { auditLog } from '../../../server/db/schema/audit';
import { createTestDatabase, databaseKinds } from '../../support/test-database';
import { TestClock } from '../../support/test-server';

describe('redactSecrets', () => {
  it('never keeps passwords, hashes, one-time codes or tokens', () => {
    expect(
      redactSecrets({
        name: 'Ana',
        passwordHash: 'x',
        nested: [{ refreshToken: 'y', ok: 1 }],
        confirmationCode: '123456',
        mfaCode: '654321',
        temporaryPassword: 'Tmp#2026',
      }),
    ).toEqual({
      name: 'Ana',
      passwordHash: '[oculto]',
      nested: [{ refreshToken: '[oculto]', ok: 1 }],
      confirmationCode: '[oculto]',
      mfaCode: '[oculto]',
      temporaryPassword: '[oculto]',
    });
  });

  it("keeps a record's business code, so an edit of it shows in the trail", () => {
    expect(redactSecrets({ code: 'PAT', secCode: '1', name: 'Patrón' })).toEqual({
      code: 'PAT',
      secCode: '1',
      name: 'Patrón',
    });
  });
});

describe.each(databaseKinds())('audit trail on %s', (kind) => {
  let database: OpenDatabase;
  const clock = new TestClock(new Date('2026-05-10T15:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (let i = 0; i < 25; i++) {
      clock.advance(60_000);
      await recordAudit(database.db, clock, {
        actorUsername: i % 2 === 0 ? 'admin' : 'ana',
        action: i % 3 === 0 ? 'crear' : 'editar',
        entity: i < 20 ? 'rol' : 'noticia',
        entityId: String(i),
        before: i % 3 === 0 ? undefined : { nombre: `antes ${i}` },
        after: { nombre: `después ${i}` },
      });
    }
  });
  afterAll(async () => database?.close());

  it('lists newest first, paged, with the total', async () => {
    const page1 = await listAudit(database.db, { page: 1, pageSize: 10 });
    expect(page1.total).toBe(25);
    expect(page1.rows).toHaveLength(10);
    expect(page1.rows[0]?.entityId).toBe('24');
    const page3 = await listAudit(database.db, { page: 3, pageSize: 10 });
    expect(page3.rows.map((r) => r.entityId)).toEqual(['4', '3', '2', '1', '0']);
  });

  it('filters by entity, actor, action and period', async () => {
    expect((await listAudit(database.db, { entity: 'noticia', page: 1, pageSize: 50 })).total).toBe(5);
    expect((await listAudit(database.db, { actorUsername: 'ana', page: 1, pageSize: 50 })).total).toBe(12);
    expect(
      (await listAudit(database.db, { action: 'crear', entity: 'rol', page: 1, pageSize: 50 })).total,
    ).toBe(7);
    const from = new Date('2026-05-10T15:05:00Z');
    const to = new Date('2026-05-10T15:10:00Z');
    const period = await listAudit(database.db, { from, to, page: 1, pageSize: 50 });
    expect(period.rows.map((r) => r.entityId)).toEqual(['8', '7', '6', '5', '4']);
  });

  it('keeps the values before and after', async () => {
    const { rows } = await listAudit(database.db, { entity: 'rol', entityId: '5', page: 1, pageSize: 1 });
    expect(rows[0]).toMatchObject({
      before: { nombre: 'antes 5' },
      after: { nombre: 'después 5' },
      actorUsername: 'ana',
    });
  });

  it('cannot be changed or deleted', async () => {
    await expect(database.db.execute(sql`update audit_log set actor_username = 'otro'`)).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    expect((await listAudit(database.db, { page: 1, pageSize: 1 })).total).toBe(25);
  });

  it('is written in the transaction of the write: a rolled-back write leaves no trace', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, clock, {
          actorUsername: 'admin',
          action: 'eliminar',
          entity: 'rol',
          entityId: 'x',
        });
        throw new Error('write failed');
      }),
    ).rejects.toThrow('write failed');
    expect((await listAudit(database.db, { entityId: 'x', page: 1, pageSize: 1 })).total).toBe(0);
  });
});
