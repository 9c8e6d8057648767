import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';

describe.each(databaseKinds())('company news on %s', (kind) => {
  let h: AdminHarness;
  let editor: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    h = await adminHarness(kind);
    // The test clock reads 2026-03-02 12:00 UTC: 2026-03-02 in Lima.
    const editorRole = unique('Redactor');
    await h.role(editorRole, { noticia: ['ver', 'crear', 'editar', 'eliminar'] });
    editor = await h.user([editorRole]);
    const readerRole = unique('Lector');
    await h.role(readerRole, { uit: ['ver'] });
    reader = await h.user([readerRole]);
  });
  afterAll(async () => h?.close());

  const draft = async (title: string, publishOn: string, expiresOn: string | null = null) => {
    const res = await editor.post('/noticias', { title, body: `Texto de ${title}`, publishOn, expiresOn });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number };
  };

  it('creates drafts that only someone who may approve can publish; the dashboard shows current ones', async () => {
    const tag = unique('Aviso');
    const current = await draft(`${tag} vigente`, '2026-03-01', '2026-03-10');
    const future = await draft(`${tag} futura`, '2026-04-01');
    const expired = await draft(`${tag} vencida`, '2026-02-01', '2026-03-02');
    expect((await editor.post(`/noticias/${current.id}/publicar`, { version: 1 })).statusCode).toBe(403);
    const visible = async () =>
      ((await reader.get('/noticias/vigentes')).json() as { title: string }[])
        .map((n) => n.title)
        .filter((t) => t.startsWith(tag));
    expect(await visible()).toEqual([]);
    for (const n of [current, future, expired]) {
      const res = await h.admin.post(`/noticias/${n.id}/publicar`, { version: n.version });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        published: true,
        version: n.version + 1,
        updatedBy: h.admin.username,
      });
    }
    expect(await visible()).toEqual([`${tag} vigente`]);
    const byState = async (state: string) =>
      ((await editor.get(`/noticias?q=${tag}&state=${state}`)).json().rows as { title: string }[]).map(
        (n) => n.title,
      );
    expect(await byState('vigente')).toEqual([`${tag} vigente`]);
    expect(await byState('programada')).toEqual([`${tag} futura`]);
    expect(await byState('vencida')).toEqual([`${tag} vencida`]);
    // Every answer carries the state on the server's today, the clock that counts.
    const states = (
      (await editor.get(`/noticias?q=${tag}&sort=title&order=asc`)).json().rows as {
        title: string;
        state: string;
      }[]
    ).map((n) => [n.title, n.state]);
    expect(states).toEqual([
      [`${tag} futura`, 'programada'],
      [`${tag} vencida`, 'vencida'],
      [`${tag} vigente`, 'vigente'],
    ]);
    const unpublished = await h.admin.post(`/noticias/${current.id}/despublicar`, { version: 2 });
    expect(unpublished.json()).toMatchObject({ published: false, state: 'borrador' });
    expect(await visible()).toEqual([]);
    expect(await byState('borrador')).toEqual([`${tag} vigente`]);
    const twice = await h.admin.post(`/noticias/${current.id}/despublicar`, { version: 3 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'La noticia no está publicada.']);
    const actions = (
      await listAudit(h.server.database.db, {
        entity: 'noticia',
        entityId: String(current.id),
        page: 1,
        pageSize: 9,
      })
    ).rows.map((r) => r.action);
    expect(actions).toEqual(['despublicar', 'publicar', 'crear']);
  });

  it('validates in Spanish next to each field', async () => {
    const res = await editor.post('/noticias', {
      title: '   ',
      body: '   ',
      publishOn: '2026-03-10',
      expiresOn: '2026-03-10',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      title: 'El título es obligatorio.',
      body: 'El contenido es obligatorio.',
      expiresOn: 'La fecha de vencimiento debe ser posterior a la fecha de publicación.',
    });
    // The length limit is in the request schema (the form's maxLength mirrors it).
    const long = await editor.post('/noticias', {
      title: 'x'.repeat(151),
      body: 'B',
      publishOn: '2026-03-10',
    });
    expect(fieldsOf(long)).toEqual({ title: 'No puede superar 150 caracteres.' });
    const date = await editor.post('/noticias', { title: 'T', body: 'B', publishOn: '2026-02-30' });
    expect(fieldsOf(date)).toEqual({ publishOn: 'Fecha no válida.' });
  });

  it('edits with a version check and deletes', async () => {
    const n = await draft(unique('Editar'), '2026-03-01');
    const edited = await editor.put(`/noticias/${n.id}`, {
      title: 'Título nuevo',
      body: 'Cuerpo nuevo',
      publishOn: '2026-03-03',
      expiresOn: null,
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Título nuevo', version: 2 });
    const stale = await editor.put(`/noticias/${n.id}`, {
      title: 'X',
      body: 'Y',
      publishOn: '2026-03-03',
      version: 1,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE_UPDATE_MESSAGE]);
    expect((await editor.del(`/noticias/${n.id}?version=1`)).statusCode).toBe(409);
    expect((await editor.del(`/noticias/${n.id}?version=2`)).statusCode).toBe(204);
    expect((await editor.get(`/noticias/${n.id}`)).statusCode).toBe(404);
  });

  it('pages and sorts on the server', async () => {
    const tag = unique('Orden');
    for (const d of ['2026-01-03', '2026-01-01', '2026-01-02']) await draft(`${tag} ${d}`, d);
    const res = await editor.get(`/noticias?q=${tag}&sort=publishOn&order=asc&pageSize=2&page=2`);
    expect(res.json()).toMatchObject({ total: 3, page: 2 });
    expect(res.json().rows.map((n: { publishOn: string }) => n.publishOn)).toEqual(['2026-01-03']);
  });

  it('shows current news to any signed-in user, and refuses strangers', async () => {
    expect((await reader.get('/noticias/vigentes')).statusCode).toBe(200);
    expect((await reader.get('/noticias')).statusCode).toBe(403);
    expect((await h.server.app.inject({ method: 'GET', url: '/api/noticias/vigentes' })).statusCode).toBe(
      401,
    );
  });
});
