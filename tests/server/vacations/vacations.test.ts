import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { fishingWeeks, workers } from '../../../server/db/schema';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { limaDate } from '../../../src/domain/shared/dates';
import { vacationBalance, type VacationAttendance } from '../../../src/domain/vacations/vacation';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { CREW, seedMaster, type Master } from '../fishing-weeks/support';

interface YearRecord {
  year: number;
  from: string;
  to: string;
  worked: number;
  rest: number;
  computable: number;
  required: number;
  known: boolean;
  reached: boolean;
}
interface Balance {
  years: number;
  yearsEarned: number;
  records: YearRecord[];
  earned: number;
  taken: number;
  pending: number;
  accruing: number;
  expired: { year: number; expiredOn: string; days: number }[];
  expiredDays: number;
}
interface Detail {
  worker: { id: number; document: string; name: string; hireDate: string };
  balance: Balance;
  periods: { id: number; start: string; end: string; days: number; note: string; version: number }[];
}
interface ListPage {
  rows: ({ document: string; name: string; hireDate: string } & { balance: Balance })[];
  total: number;
}

const DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The Mondays from 11/03/2019 to 23/02/2026: the fishing weeks stored. */
const MONDAYS = Array.from({ length: 364 }, (_, i) => Date.parse('2019-03-11') + i * 7 * DAY);
/** Monday to Saturday of a week. */
const sixDays = (monday: number) => Array.from({ length: 6 }, (_, d) => isoOf(monday + d * DAY));
/** The first: on board Monday to Saturday every week, every year of service reaching the récord. */
const firstDays = (monday: number) => sixDays(monday);
/** The second, seasonal: land work Monday to Saturday only in weeks starting April–July (the veda the rest). */
const secondDays = (monday: number) =>
  ['04', '05', '06', '07'].includes(isoOf(monday).slice(5, 7)) ? sixDays(monday) : [];
/** The third, until leaving on 31/05/2022: on board Monday to Saturday. */
const thirdDays = (monday: number) => sixDays(monday).filter((d) => d <= '2022-05-31');
const attendanceOf = (days: (monday: number) => string[]): VacationAttendance => ({
  workedDays: MONDAYS.flatMap(days).filter((d) => d >= '2019-03-15'),
  since: '2019-03-11',
  weekDays: 6,
});

describe.each(databaseKinds())('vacations on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let clerk: SignedIn;
  const [first, second, third] = [CREW[0][2], CREW[1][2], CREW[2][2]];

  const detail = async (document: string) => {
    const res = await viewer.get(`/vacaciones/${document}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Detail;
  };
  const remove = (who: SignedIn, id: number, version: number) =>
    who.call({ method: 'DELETE', url: `/api/vacaciones/periodos/${id}`, payload: { version } });

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const db = h.server.database.db;
    // Hired 15/03/2019; the third left on 31/05/2022.
    await db.update(workers).set({ hireDate: '2019-03-15' }).where(eq(workers.id, m.workers[0]!));
    await db.update(workers).set({ hireDate: '2019-03-15' }).where(eq(workers.id, m.workers[1]!));
    await db
      .update(workers)
      .set({ hireDate: '2019-03-15', endDate: '2022-05-31' })
      .where(eq(workers.id, m.workers[2]!));
    // A year of weeks per insert: the crew grid and the land work grid, as the weeks' screen stores them.
    const at = new Date('2026-03-01T12:00:00Z');
    const [w1, w2, w3] = m.workers as [number, number, number];
    for (let i = 0; i < MONDAYS.length; i += 52)
      await db.insert(fishingWeeks).values(
        MONDAYS.slice(i, i + 52).map((monday, k) => ({
          year: 2019 + Math.floor((i + k) / 52),
          number: ((i + k) % 52) + 1,
          startDate: isoOf(monday),
          endDate: isoOf(monday + 6 * DAY),
          month: isoOf(monday).slice(0, 7),
          crew: [
            ...firstDays(monday).map((date) => ({
              date,
              vesselId: m.vessel,
              workerId: w1,
              positionId: null,
            })),
            ...thirdDays(monday).map((date) => ({
              date,
              vesselId: m.vessel2,
              workerId: w3,
              positionId: null,
            })),
          ],
          landWork: secondDays(monday).map((date) => ({ date, workerId: w2, positionId: null })),
          createdAt: at,
          createdBy: 'prueba',
          updatedAt: at,
          updatedBy: 'prueba',
        })),
      );
    const viewRole = unique('VerVacaciones');
    await h.role(viewRole, { vacaciones_gratificaciones_cts: ['ver'] });
    viewer = await h.user([viewRole]);
    const clerkRole = unique('Vacaciones');
    await h.role(clerkRole, { vacaciones_gratificaciones_cts: ['ver', 'editar'] });
    clerk = await h.user([clerkRole]);
  });
  afterAll(async () => h?.close());

  it('records periods taken and gives the worker’s balance', async () => {
    expect(
      (
        await viewer.post('/vacaciones', {
          document: first,
          start: '2021-02-01',
          end: '2021-03-02',
          note: '',
        })
      ).statusCode,
    ).toBe(403);
    const created = await clerk.post('/vacaciones', {
      document: first,
      start: '2021-02-01',
      end: '2021-03-02',
      note: '  Primer   periodo ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as Detail;
    expect(body.periods).toEqual([
      expect.objectContaining({
        start: '2021-02-01',
        end: '2021-03-02',
        days: 30,
        note: 'Primer periodo',
        version: 1,
      }),
    ]);
    const second15 = await clerk.post('/vacaciones', {
      document: first,
      start: '2023-01-10',
      end: '2023-01-24',
      note: '',
    });
    expect(second15.statusCode, second15.body).toBe(201);
    const d = await detail(first);
    expect(d.worker).toMatchObject({ document: first, hireDate: '2019-03-15' });
    expect(d.periods.map((p) => p.days)).toEqual([30, 15]);
    // The server's today (02/03/2026): 6 years (15/03/2025), 11 months since (15/02/2026): 27.5 accruing;
    // the 45 days taken cover year 1 and 15 days of year 2; years 2–5 expired (105 days), year 6 is in time.
    expect(limaDate(h.server.clock.now())).toBe('2026-03-02');
    expect(d.balance).toMatchObject({ years: 6, earned: 180, taken: 45, pending: 135, accruing: 27.5 });
    expect(d.balance.expired.map((e) => [e.year, e.expiredOn, e.days])).toEqual([
      [2, '2022-03-15', 15],
      [3, '2023-03-15', 30],
      [4, '2024-03-15', 30],
      [5, '2025-03-15', 30],
    ]);
    // Year 1, 15/03/2019 (Friday)–14/03/2020: 52 weeks of 6 days and Friday 13 and Saturday 14: 314.
    expect(d.balance.records[0]).toMatchObject({
      from: '2019-03-15',
      to: '2020-03-14',
      worked: 314,
      rest: 0,
      computable: 314,
      required: 260,
      known: true,
      reached: true,
    });
    expect(d.balance).toEqual(
      vacationBalance('2019-03-15', null, d.periods, '2026-03-02', attendanceOf(firstDays)),
    );
    expect((await viewer.get('/vacaciones/99999999')).statusCode).toBe(404);
    expect(
      (
        await clerk.post('/vacaciones', {
          document: '99999999',
          start: '2021-02-01',
          end: '2021-02-02',
          note: '',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a period overlapping another, naming it, and one outside the employment', async () => {
    const overlap = await clerk.post('/vacaciones', {
      document: first,
      start: '2021-03-02',
      end: '2021-03-10',
      note: '',
    });
    expect(overlap.statusCode).toBe(400);
    expect(fieldsOf(overlap)).toEqual({
      start: 'Se cruza con el periodo de vacaciones del 01/02/2021 al 02/03/2021.',
    });
    const beforeHire = await clerk.post('/vacaciones', {
      document: second,
      start: '2019-03-01',
      end: '2019-03-20',
      note: '',
    });
    expect(fieldsOf(beforeHire)).toEqual({
      start: 'El descanso no puede empezar antes de la fecha de ingreso del trabajador (15/03/2019).',
    });
    const afterEnd = await clerk.post('/vacaciones', {
      document: third,
      start: '2022-05-20',
      end: '2022-06-05',
      note: '',
    });
    expect(fieldsOf(afterEnd)).toEqual({
      end: 'El descanso no puede terminar después de la fecha de cese del trabajador (31/05/2022).',
    });
    const bad = await clerk.post('/vacaciones', {
      document: second,
      start: '2024-02-30',
      end: '2024-02-01',
      note: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['start']);
    expect((await clerk.post('/vacaciones', { document: second, start: '2024-02-01' })).statusCode).toBe(400);
    expect((await detail(second)).periods).toEqual([]);
  });

  it('edits and deletes a period with its version; a stale one is refused', async () => {
    const [p] = (await detail(first)).periods;
    const edit = { start: '2021-02-01', end: '2021-02-20', note: 'Acortado' };
    expect((await viewer.put(`/vacaciones/periodos/${p!.id}`, { ...edit, version: 1 })).statusCode).toBe(403);
    const edited = await clerk.put(`/vacaciones/periodos/${p!.id}`, { ...edit, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Detail).periods[0]).toMatchObject({ days: 20, note: 'Acortado', version: 2 });
    const stale = await clerk.put(`/vacaciones/periodos/${p!.id}`, { ...edit, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toBe(STALE_UPDATE_MESSAGE);
    // Moving it onto the other period is refused naming that one; its own dates are not an overlap.
    const onto = await clerk.put(`/vacaciones/periodos/${p!.id}`, {
      start: '2023-01-20',
      end: '2023-01-30',
      note: '',
      version: 2,
    });
    expect(fieldsOf(onto)).toEqual({
      start: 'Se cruza con el periodo de vacaciones del 10/01/2023 al 24/01/2023.',
    });
    expect((await clerk.put('/vacaciones/periodos/999999', { ...edit, version: 1 })).statusCode).toBe(404);
    expect((await remove(viewer, p!.id, 2)).statusCode).toBe(403);
    expect((await remove(clerk, p!.id, 1)).statusCode).toBe(409);
    expect((await remove(clerk, p!.id, 2)).statusCode).toBe(204);
    expect((await remove(clerk, p!.id, 2)).statusCode).toBe(404);
    expect((await detail(first)).periods.map((x) => x.days)).toEqual([15]);
  });

  it('audits every change in its transaction', async () => {
    const trail = await listAudit(h.server.database.db, { entity: 'vacaciones', page: 1, pageSize: 20 });
    const actions = trail.rows.map((r) => r.action).reverse();
    expect(actions).toEqual(['crear', 'crear', 'editar', 'eliminar']);
    const edit = trail.rows.find((r) => r.action === 'editar')!;
    expect(edit.actorUsername).toBe(clerk.username);
    expect(edit.before).toMatchObject({ start: '2021-02-01', end: '2021-03-02', days: 30 });
    expect(edit.after).toMatchObject({ start: '2021-02-01', end: '2021-02-20', days: 20, note: 'Acortado' });
  });

  it('lists the workers with their balance, paged, searched, the leavers only when asked', async () => {
    const nobody = await h.user([]);
    expect((await nobody.get('/vacaciones')).statusCode).toBe(403);
    const res = await viewer.get('/vacaciones?sort=document&pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as ListPage;
    // The third left in 2022: not listed unless asked.
    expect(page.total).toBe(CREW.length - 1);
    expect(page.rows.map((r) => r.document)).toEqual([first, second, CREW[3][2], CREW[4][2], CREW[5][2]]);
    expect(page.rows[0]!.balance.taken).toBe(15);
    const all = (await viewer.get('/vacaciones?all=true&q=' + third)).json() as ListPage;
    expect(all.rows.map((r) => [r.document, r.balance.years, r.balance.earned])).toEqual([[third, 3, 90]]);
    const byName = (await viewer.get('/vacaciones?q=apellido2')).json() as ListPage;
    expect(byName.rows.map((r) => r.document)).toEqual([second]);
    const byTaken = (await viewer.get('/vacaciones?sort=taken&order=desc&pageSize=1')).json() as ListPage;
    expect(byTaken.rows.map((r) => r.document)).toEqual([first]);
    const byPending = (await viewer.get('/vacaciones?sort=pending&order=asc&pageSize=1')).json() as ListPage;
    // The first: 180 − 15 = 165 pending; the second 180; the others, hired 01/03/2019, 7 years: 210.
    expect(byPending.rows[0]!.document).toBe(first);
    expect((await viewer.get('/vacaciones?sort=salary')).statusCode).toBe(400);
  });

  it('a seasonal worker under the veda does not reach the récord: nothing earned, nothing expired', async () => {
    const d = await detail(second);
    // Each year of service (15/03–14/03) holds the weeks starting April–July: 18 Mondays in 2019, 2023
    // and 2024 (e.g. 2019: April 1–29, 5; May 6–27, 4; June 3–24, 4; July 1–29, 5), 17 in 2020–2022; × 6 days.
    expect(d.balance.records.slice(0, 6).map((r) => [r.year, r.worked, r.reached])).toEqual([
      [1, 108, false],
      [2, 102, false],
      [3, 102, false],
      [4, 102, false],
      [5, 108, false],
      [6, 108, false],
    ]);
    expect(d.balance).toMatchObject({ years: 6, yearsEarned: 0, earned: 0, expired: [], expiredDays: 0 });
    expect(d.balance).toEqual(
      vacationBalance('2019-03-15', null, d.periods, '2026-03-02', attendanceOf(secondDays)),
    );
  });

  it('keeps a worker with periods from being deleted', async () => {
    // The fourth is in no fishing week: the refusal is the vacation period's.
    const fourth = CREW[3][2];
    const period = await clerk.post('/vacaciones', {
      document: fourth,
      start: '2024-02-01',
      end: '2024-02-10',
      note: '',
    });
    expect(period.statusCode, period.body).toBe(201);
    const res = await h.admin.call({
      method: 'DELETE',
      url: `/api/trabajadores/${m.workers[3]}`,
      payload: { version: 1 },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as { message: string }).message).toContain('un periodo de vacaciones registrado');
  });
});
