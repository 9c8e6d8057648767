import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../server/audit/audit';
import { databaseKinds } from '../../support/test-database';
import { TestClock } from '../../support/test-server';
import { adminHarness, fieldsOf, unique, type AdminHarness } from './support';

describe.each(databaseKinds())('the audit trail viewer on %s', (kind) => {
  let h: AdminHarness;
  const tag = unique('aud');
  beforeAll(async () => {
    h = await adminHarness(kind);
    // 2026-03-01 23:30 in Lima is 2026-03-02 04:30 UTC: the Lima date decides the day.
    const clock = new TestClock(new Date('2026-03-02T04:30:00Z'));
    for (let i = 0; i < 6; i++) {
      await recordAudit(h.server.database.db, clock, {
        actorUsername: i % 2 === 0 ? `${tag}-ana` : `${tag}-beto`,
        action: i < 4 ? 'editar' : 'eliminar',
        entity: 'prueba',
        entityId: `${tag}-${i}`,
        before: { valor: i },
        after: { valor: i + 1 },
      });
      clock.advance(24 * 3_600_000);
    }
  });
  afterAll(async () => h?.close());

  it('filters by entity, user, action and Lima dates, newest first, paged', async () => {
    const all = await h.admin.get('/auditoria?entity=prueba&pageSize=4');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(all.json().rows.map((r: { entityId: string }) => r.entityId)).toEqual(
      [5, 4, 3, 2].map((i) => `${tag}-${i}`),
    );
    const oldest = await h.admin.get('/auditoria?entity=prueba&order=asc&pageSize=1');
    expect(oldest.json().rows[0]).toMatchObject({
      entityId: `${tag}-0`,
      before: { valor: 0 },
      after: { valor: 1 },
    });
    const ana = await h.admin.get(`/auditoria?entity=prueba&actor=${tag}-ana&action=editar`);
    expect(ana.json().rows.map((r: { entityId: string }) => r.entityId)).toEqual([`${tag}-2`, `${tag}-0`]);
    const day = await h.admin.get('/auditoria?entity=prueba&from=2026-03-01&to=2026-03-02');
    expect(day.json().rows.map((r: { entityId: string }) => r.entityId)).toEqual([`${tag}-1`, `${tag}-0`]);
  });

  it('refuses a period that ends before it starts, next to the field', async () => {
    const res = await h.admin.get('/auditoria?from=2026-03-05&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({ to: 'La fecha final debe ser igual o posterior a la inicial.' });
  });

  it('lists the audited entities for the filter', async () => {
    await h.role(unique('Auditado'), { uit: ['ver'] });
    const entities = (await h.admin.get('/auditoria/entidades')).json();
    expect(entities).toEqual(expect.arrayContaining(['prueba', 'rol']));
  });

  it('records nothing when the write is refused (same transaction)', async () => {
    const id = await h.role(unique('Tx'), { uit: ['ver'] });
    const before = (await h.admin.get(`/auditoria?entity=rol&entityId=${id}`)).json().total;
    const stale = await h.admin.put(`/roles/${id}`, {
      name: 'Nuevo nombre',
      description: '',
      grants: {},
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect((await h.admin.get(`/auditoria?entity=rol&entityId=${id}`)).json().total).toBe(before);
  });

  it('is only for those with the auditoria permission', async () => {
    const name = unique('SinAuditoria');
    await h.role(name, { rol: ['ver'] });
    const user = await h.user([name]);
    expect((await user.get('/auditoria')).statusCode).toBe(403);
  });
});
