import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { FORBIDDEN_BODY } from '../../../server/access/authorization';
import { createPayslipPublication } from '../../../server/payslip-deliveries';
import { databaseKinds } from '../../support/test-database';
import { pdfPages } from '../../support/pdf-text';
import { verifyPdfSignature } from '../../support/pdf-signature';
import { workerSignIn } from './support';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

interface OwnPayslip {
  id: number;
  title: string;
  start: string;
  end: string;
  employer: string;
  net: string;
  publishedAt: string;
  dueOn: string;
  downloadedAt: string | null;
  confirmedAt: string | null;
  observation: string;
}

interface DeliveryRow {
  id: number;
  workerId: number;
  document: string;
  name: string;
  access: string;
  state: string;
  printedAt: string | null;
  emailedAt: string | null;
  confirmedAt: string | null;
  confirmedFrom: string;
  observation: string;
}

interface WeekDeliveries {
  publishedAt: string | null;
  dueOn: string | null;
  overdue: boolean;
  counts: { total: number; confirmed: number; delivered: number; pending: number };
  rows: DeliveryRow[];
}

describe.each(databaseKinds())('electronic payslip delivery on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let week: WeekRef;
  let first: SignedIn;
  let second: SignedIn;

  let invite: (workerId: number) => Promise<SignedIn>;

  const deliveries = async () => {
    const res = await h.admin.get(`/semanas-de-pesca/${week.id}/entregas`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WeekDeliveries;
  };

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    ({ invite } = workerSignIn(h));
    week = await exampleWeek(h, m, 14, true);
    // The employers' names are resolved once the close has committed, in the background.
    await createPayslipPublication(h.server.context).idle();
    first = await invite(m.workers[0]!);
    second = await invite(m.workers[1]!);
  });
  afterAll(async () => h?.close());

  it('publishes every worker’s payslip when the week closes, due on the third working day', async () => {
    const view = await deliveries();
    expect(view.counts).toEqual({
      total: m.workers.length,
      confirmed: 0,
      delivered: 0,
      pending: m.workers.length,
    });
    // Closed on Monday 2 March 2026 (the test clock): Tuesday, Wednesday, Thursday.
    expect(view.dueOn).toBe('2026-03-05');
    expect(view.overdue).toBe(false);
    expect(view.rows.map((r) => r.document)).toContain('10000001');
    const access = Object.fromEntries(view.rows.map((r) => [r.document, r.access]));
    expect(access['10000001']).toBe('activo');
    expect(access['10000003']).toBe('sin-acceso');
    const trail = await listAudit(h.server.database.db, {
      entity: 'semana_de_pesca',
      entityId: String(week.id),
      action: 'publicar',
      page: 1,
      pageSize: 10,
    });
    expect(trail.total).toBe(1);
  });

  it('shows a worker only their own payslips, with the closed result’s net and the employer', async () => {
    const res = await first.get('/mis-boletas');
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json() as { worker: { document: string }; rows: OwnPayslip[] };
    expect(own.worker.document).toBe('10000001');
    expect(own.rows).toHaveLength(1);
    const detail = (
      await h.admin.get(`/semanas-de-pesca/${week.id}/detalle/10000001?fuente=cierre`)
    ).json() as {
      net: string;
    };
    const [row] = own.rows;
    expect(row!.title).toBe('Semana 14 - 2025');
    expect(row!.employer).toBe('Pesquera Prueba S.A.C.');
    expect(row!.net).toBe(`S/ ${Number(detail.net).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(row!.confirmedAt).toBeNull();
  });

  it('gives the worker their payslip signed (PAdES), and marks it delivered', async () => {
    const [row] = ((await first.get('/mis-boletas')).json() as { rows: OwnPayslip[] }).rows;
    const res = await first.get(`/mis-boletas/${row!.id}/boleta.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const signature = await verifyPdfSignature(pdf);
    expect(signature.valid, signature.reasons.join('; ')).toBe(true);
    expect(signature.signer).toBe('Sistema de Planillas (certificado de prueba)');
    const pages = await pdfPages(new Uint8Array(pdf));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('DNI 10000001');
    const view = await deliveries();
    expect(view.rows.find((r) => r.document === '10000001')!.state).toBe('entregada');
  });

  it('refuses every other worker’s payslip exactly as one that does not exist', async () => {
    const own = ((await first.get('/mis-boletas')).json() as { rows: OwnPayslip[] }).rows.map((r) => r.id);
    const others = (await deliveries()).rows.map((r) => r.id).filter((id) => !own.includes(id));
    expect(others.length).toBe(m.workers.length - 1);
    const missing = await first.get('/mis-boletas/2147483647/boleta.pdf');
    expect(missing.statusCode).toBe(404);
    for (const id of others) {
      const pdf = await first.get(`/mis-boletas/${id}/boleta.pdf`);
      expect({ status: pdf.statusCode, body: pdf.body }).toEqual({ status: 404, body: missing.body });
      const confirmed = await first.post(`/mis-boletas/${id}/acuse`, { observation: '' });
      expect({ status: confirmed.statusCode, body: confirmed.body }).toEqual({
        status: 404,
        body: missing.body,
      });
    }
    expect(JSON.parse(missing.body)).toEqual({ error: 'NotFound', message: 'La boleta no existe.' });
    // Nothing of the others was marked or confirmed.
    const view = await deliveries();
    expect(view.rows.filter((r) => r.document !== '10000001').every((r) => r.state === 'pendiente')).toBe(
      true,
    );
  });

  it('keeps a worker out of everything else', async () => {
    for (const url of [
      `/semanas-de-pesca/${week.id}/entregas`,
      `/semanas-de-pesca/${week.id}/boletas/10000002`,
      `/semanas-de-pesca/${week.id}/boletas.pdf`,
      `/trabajadores/${m.workers[1]}/acceso`,
      '/trabajadores',
      '/usuarios',
    ]) {
      const res = await first.get(url);
      expect({ url, status: res.statusCode, body: res.json() as unknown }).toEqual({
        url,
        status: 403,
        body: FORBIDDEN_BODY,
      });
    }
    const invite = await first.post(`/trabajadores/${m.workers[2]}/acceso`, {});
    expect(invite.statusCode).toBe(403);
    // Their menu is «Mis boletas» alone.
    const menu = (await first.get('/usuario/modulos-permisos')).json() as unknown;
    expect(JSON.stringify(menu)).toContain('mis_boletas');
    expect(JSON.stringify(menu)).not.toContain('semana_de_pesca');
  });

  it('answers a user who is not a worker with what is wrong', async () => {
    const admin = await h.admin.get('/mis-boletas');
    expect(admin.statusCode).toBe(403);
    // Nobody can grant «Mis boletas» through the roles screen, not even the administrator: only the
    // worker role holds it.
    const refused = await h.admin.post('/roles', {
      name: unique('Boletas'),
      description: 'Prueba',
      grants: { mis_boletas: ['ver'] },
    });
    expect(refused.statusCode).toBe(403);
    // The worker role given by other means to a user who is no worker.
    const clerk = await h.user(['Trabajador']);
    const res = await clerk.get('/mis-boletas');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Forbidden',
      message: 'Su usuario no está vinculado a un trabajador.',
    });
  });

  it('takes the worker’s confirmation once, with who, when, from where and their observation', async () => {
    const [row] = ((await second.get('/mis-boletas')).json() as { rows: OwnPayslip[] }).rows;
    h.server.clock.advance(600_000);
    const res = await second.call({
      method: 'POST',
      url: `/api/mis-boletas/${row!.id}/acuse`,
      payload: { observation: '  Falta el bono de la semana 13.  ' },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Móvil' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json() as OwnPayslip;
    expect(confirmed.confirmedAt).toBe('2026-03-02T12:10:00.000Z');
    expect(confirmed.observation).toBe('Falta el bono de la semana 13.');
    const again = await second.post(`/mis-boletas/${row!.id}/acuse`, { observation: '' });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(
      'La recepción de esta boleta ya fue confirmada.',
    );
    const tooLong = await first.post(`/mis-boletas/${row!.id}/acuse`, { observation: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    const office = (await deliveries()).rows.find((r) => r.document === '10000002')!;
    expect(office.state).toBe('confirmada');
    expect(office.confirmedAt).toBe('2026-03-02T12:10:00.000Z');
    expect(office.confirmedFrom).toContain('Android 14');
    expect(office.observation).toBe('Falta el bono de la semana 13.');
    const trail = await listAudit(h.server.database.db, {
      entity: 'mis_boletas',
      entityId: String(row!.id),
      action: 'confirmar',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows[0]?.actorUsername).toBe('10000002');
  });

  it('prints the pending payslips in one PDF and counts them delivered by hand', async () => {
    const before = await deliveries();
    const res = await h.admin.get(`/semanas-de-pesca/${week.id}/entregas/pendientes.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pdfPages(new Uint8Array(res.rawPayload));
    expect(pages).toHaveLength(before.counts.pending);
    const after = await deliveries();
    expect(after.counts.pending).toBe(0);
    expect(after.counts.delivered + after.counts.confirmed).toBe(after.counts.total);
    const nothing = await h.admin.get(`/semanas-de-pesca/${week.id}/entregas/pendientes.pdf`);
    expect(nothing.statusCode).toBe(409);
  });

  it('refuses a second invitation, a bad e-mail, and a week never closed', async () => {
    const again = await h.admin.post(`/trabajadores/${m.workers[0]}/acceso`, {});
    expect(again.statusCode).toBe(409);
    const bad = await h.admin.post(`/trabajadores/${m.workers[3]}/acceso`, { email: 'no-es-correo' });
    expect(bad.statusCode).toBe(400);
    const open = await exampleWeek(h, m, 15, false);
    const res = await h.admin.get(`/semanas-de-pesca/${open.id}/entregas`);
    expect(res.statusCode).toBe(409);
    const access = (await h.admin.get(`/trabajadores/${m.workers[0]}/acceso`)).json() as { state: string };
    expect(access.state).toBe('activo');
    const none = (await h.admin.get(`/trabajadores/${m.workers[3]}/acceso`)).json() as { state: string };
    expect(none.state).toBe('sin-acceso');
  });

  it('invites a worker by e-mail: the pool e-mails the temporary password, no code is shown', async () => {
    const res = await h.admin.post(`/trabajadores/${m.workers[3]}/acceso`, { email: 'ana.rojas@example.pe' });
    expect(res.statusCode, res.body).toBe(200);
    const invited = res.json() as { oneTimeCode: string | null; access: { state: string; email: string } };
    expect(invited.oneTimeCode).toBeNull();
    expect(invited.access).toMatchObject({ state: 'invitado', email: 'ana.rojas@example.pe' });
  });

  it('publishes anew when a reopened week closes again; the earlier confirmation stays recorded', async () => {
    const current = (await h.admin.get(`/semanas-de-pesca/${week.id}`)).json() as WeekRef;
    const reopened = await h.admin.post(`/semanas-de-pesca/${week.id}/reapertura`, {
      version: current.version,
      reason: 'Corrección de prueba',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    let w = reopened.json() as WeekRef;
    const computed = await h.admin.post(`/semanas-de-pesca/${week.id}/calculo`, { version: w.version });
    expect(computed.statusCode, computed.body).toBe(200);
    w = (computed.json() as { week: WeekRef }).week;
    const closed = await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: w.version });
    expect(closed.statusCode, closed.body).toBe(200);
    const view = await deliveries();
    expect(view.counts.pending).toBe(m.workers.length);
    // The worker invited by e-mail receives the new payslip, signed, once the close has committed.
    let mails: { to: string; subject: string; pdf: string }[] = [];
    for (let tries = 0; tries < 200 && mails.length === 0; tries++) {
      mails = (await h.server.app.inject({ method: 'GET', url: '/api/__test/payslip-mails' })).json();
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mails.map((mail) => mail.to)).toEqual(['ana.rojas@example.pe']);
    expect(mails[0]!.subject).toBe('Sistema de Planillas: su boleta de pago – Semana 14 - 2025');
    const signed = await verifyPdfSignature(Buffer.from(mails[0]!.pdf, 'base64'));
    expect(signed.valid, signed.reasons.join('; ')).toBe(true);
    expect((await deliveries()).rows.find((r) => r.document === '10000004')!.emailedAt).not.toBeNull();
    const [row] = ((await second.get('/mis-boletas')).json() as { rows: OwnPayslip[] }).rows;
    expect(row!.confirmedAt).toBeNull();
    const trail = await listAudit(h.server.database.db, {
      entity: 'mis_boletas',
      action: 'confirmar',
      page: 1,
      pageSize: 10,
    });
    expect(trail.total).toBe(1);
  });

  it('says the deadline passed once the due day is over with payslips pending', async () => {
    // The week was published again on 2 March 2026 (due Thursday 5 March, the day in Lima).
    h.server.clock.set(new Date('2026-03-06T05:00:00Z'));
    const token = await h.signIn(h.admin.username);
    const res = await h.server.app.inject({
      method: 'GET',
      url: `/api/semanas-de-pesca/${week.id}/entregas`,
      headers: { authorization: `Bearer ${token}` },
    });
    const view = res.json() as WeekDeliveries;
    expect(view.dueOn).toBe('2026-03-05');
    expect(view.overdue).toBe(true);
  });
});
