import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_BODY } from '../../../server/access/authorization';
import { listAudit } from '../../../server/audit/audit';
import { payslipDeliveries, workers } from '../../../server/db/schema';
import { createPayslipPublication } from '../../../server/payslip-deliveries';
import { formatSoles } from '../../../src/domain/shared/decimal-text';
import { pdfPages } from '../../support/pdf-text';
import { verifyPdfSignature } from '../../support/pdf-signature';
import { databaseKinds } from '../../support/test-database';
import { NEW_PASSWORD, workerSignIn } from './support';
import { adminHarness, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master } from '../fishing-weeks/support';

interface OwnDocument {
  id: number;
  kind: string;
  title: string;
  start: string;
  end: string;
  employer: string;
  net: string | null;
  dueOn: string | null;
}

interface MonthDeliveries {
  month: string;
  dueOn: string | null;
  overdue: boolean;
  counts: { total: number; confirmed: number; delivered: number; pending: number };
  rows: {
    id: number;
    kind: string;
    document: string;
    state: string;
    dueOn: string | null;
    overdue: boolean;
  }[];
}

const MONTH = '2025-04';
/** The last pescador leaves on 20/04/2025. */
const LEAVER = '10000008';

describe.each(databaseKinds())('what a closed month publishes on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let patron: SignedIn;
  let leaver: SignedIn;

  let invite: (workerId: number) => Promise<SignedIn>;
  let firstSignIn: (username: string, code: string) => Promise<SignedIn>;
  let initiate: ReturnType<typeof workerSignIn>['initiate'];

  const deliveries = async () => {
    const res = await h.admin.get(`/meses-de-planilla/${MONTH}/entregas`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MonthDeliveries;
  };

  const own = async (worker: SignedIn) => {
    const res = await worker.get('/mis-boletas');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rows: OwnDocument[] }).rows;
  };

  const closeMonth = async () => {
    const month = (await h.admin.get(`/meses-de-planilla/${MONTH}`)).json() as { version: number };
    const computed = await h.admin.post(`/meses-de-planilla/${MONTH}/calculo`, { version: month.version });
    expect(computed.statusCode, computed.body).toBe(200);
    const closed = await h.admin.post(`/meses-de-planilla/${MONTH}/cierre`, {
      version: (computed.json() as { version: number }).version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await createPayslipPublication(h.server.context).idle();
  };

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    ({ invite, firstSignIn, initiate } = workerSignIn(h));
    await h.server.database.db
      .update(workers)
      .set({ endDate: '2025-04-20' })
      .where(eq(workers.id, m.workers[7]!));
    for (const number of [14, 15, 16]) await exampleWeek(h, m, number, true);
    patron = await invite(m.workers[0]!);
    leaver = await invite(m.workers[7]!);
    const byMail = await h.admin.post(`/trabajadores/${m.workers[3]}/acceso`, { email: 'cocina@example.pe' });
    expect(byMail.statusCode, byMail.body).toBe(200);
  });
  afterAll(async () => h?.close());

  it('says a month never closed has published nothing yet', async () => {
    const res = await h.admin.get(`/meses-de-planilla/${MONTH}/entregas`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'El mes aún no se ha cerrado: sus boletas se publican al cerrarlo.',
    });
    expect((await h.admin.get('/meses-de-planilla/2031-01/entregas')).statusCode).toBe(404);
  });

  it('publishes the month’s payslips, the leaver’s settlement and certificate when the month closes', async () => {
    await closeMonth();
    const view = await deliveries();
    const kinds = view.rows.map((r) => `${r.kind}:${r.document}`);
    for (const document of ['10000001', '10000002', LEAVER]) expect(kinds).toContain(`mes:${document}`);
    expect(kinds.filter((k) => !k.startsWith('mes:'))).toEqual([
      `liquidacion:${LEAVER}`,
      `certificado:${LEAVER}`,
    ]);
    // Closed on Monday 2 March 2026 (the test clock): due Thursday 5 March.
    expect(view.dueOn).toBe('2026-03-05');
    // The settlement was due 48 hours after the end date: long past; a certificate has no deadline.
    const settlement = view.rows.find((r) => r.kind === 'liquidacion')!;
    expect(settlement).toMatchObject({ dueOn: '2025-04-22', overdue: true, state: 'pendiente' });
    expect(view.rows.find((r) => r.kind === 'certificado')).toMatchObject({ dueOn: null, overdue: false });
    expect(view.overdue).toBe(true);
    const trail = await listAudit(h.server.database.db, {
      entity: 'vacaciones_gratificaciones_cts',
      entityId: MONTH,
      action: 'publicar',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows[0]?.after).toMatchObject({ published: { mes: 8, liquidacion: 1, certificado: 1 } });
    // The worker invited with an e-mail receives the month's payslip, signed, once the close committed.
    const mails = (await h.server.app.inject({ method: 'GET', url: '/api/__test/payslip-mails' })).json() as {
      to: string;
      subject: string;
      text: string;
      pdf: string;
    }[];
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['cocina@example.pe', 'Sistema de Planillas: su boleta de pago – abril 2025'],
    ]);
    expect(mails[0]!.text).toContain('Pesquera Prueba S.A.C. le envía su boleta de pago de abril 2025');
    expect((await verifyPdfSignature(Buffer.from(mails[0]!.pdf, 'base64'))).valid).toBe(true);
  });

  it('prints every pending document of the month in one PDF and counts them delivered by hand', async () => {
    const before = await deliveries();
    const res = await h.admin.get(`/meses-de-planilla/${MONTH}/entregas/pendientes.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfPages(new Uint8Array(res.rawPayload))).join('\n');
    expect(text).toContain('Planilla mensual de abril 2025');
    expect(text).toContain('LIQUIDACIÓN DE BENEFICIOS SOCIALES');
    expect(text).toContain('CERTIFICADO DE RENTAS Y RETENCIONES');
    const after = await deliveries();
    expect(before.counts.pending).toBeGreaterThan(0);
    expect(after.counts.pending).toBe(0);
    const nothing = await h.admin.get(`/meses-de-planilla/${MONTH}/entregas/pendientes.pdf`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: 'No hay documentos pendientes de entrega en este mes.' });
  });

  it('gives the worker the month’s payslip signed, its net as the office’s payslip states it', async () => {
    const rows = await own(patron);
    expect(rows.map((r) => r.title)).toEqual([
      'Boleta de abril 2025',
      'Semana 16 - 2025',
      'Semana 15 - 2025',
      'Semana 14 - 2025',
    ]);
    const month = rows[0]!;
    expect(month).toMatchObject({ kind: 'mes', start: '2025-04-01', end: '2025-04-30' });
    expect(month.employer).toBe('Pesquera Prueba S.A.C.');
    // The office's own PDF of the month's payslip states the same net, to the cent.
    const office = await pdfPages(
      new Uint8Array(
        (await h.admin.get(`/meses-de-planilla/${MONTH}/boletas.pdf?trabajador=10000001`)).rawPayload,
      ),
    );
    expect(month.net).toMatch(/^S\/ [\d,]+\.\d{2}$/);
    expect(office[0]).toContain(month.net!.replace('S/ ', ''));
    const res = await patron.get(`/mis-boletas/${month.id}/boleta.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const signature = await verifyPdfSignature(res.rawPayload);
    expect(signature.valid, signature.reasons.join('; ')).toBe(true);
    const pages = await pdfPages(new Uint8Array(res.rawPayload));
    expect(pages[0]).toContain('Planilla mensual de abril 2025');
    expect(pages[0]).toContain('DNI 10000001');
  });

  it('gives the leaver their settlement and certificate, signed, with the settlement’s net', async () => {
    const rows = await own(leaver);
    const settlement = rows.find((r) => r.kind === 'liquidacion')!;
    const certificate = rows.find((r) => r.kind === 'certificado')!;
    expect(settlement.title).toBe('Liquidación de beneficios sociales');
    expect(certificate).toMatchObject({
      title: 'Certificado de rentas y retenciones 2025',
      start: '2025-01-01',
      end: '2025-04-30',
      net: null,
      dueOn: null,
    });
    const list = (await h.admin.get('/meses-de-planilla/liquidaciones?year=2025')).json() as {
      rows: { worker: { document: string }; net: string }[];
    };
    const expected = list.rows.find((r) => r.worker.document === LEAVER)!;
    expect(settlement.net).toBe(formatSoles(expected.net));
    const pdf = await leaver.get(`/mis-boletas/${settlement.id}/boleta.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`liquidacion-${LEAVER}.pdf`);
    expect((await verifyPdfSignature(pdf.rawPayload)).valid).toBe(true);
    // The signature names what is signed (its /Reason, a UTF-16BE text string as readers show it).
    const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('latin1');
    expect(pdf.rawPayload.toString('latin1')).toContain(
      `/Reason (\u00fe\u00ff${utf16be('Liquidación de beneficios sociales electrónica')}`,
    );
    expect((await pdfPages(new Uint8Array(pdf.rawPayload))).join('\n')).toContain(
      'LIQUIDACIÓN DE BENEFICIOS SOCIALES',
    );
    const cert = await leaver.get(`/mis-boletas/${certificate.id}/boleta.pdf`);
    expect(cert.statusCode, cert.body).toBe(200);
    expect((await pdfPages(new Uint8Array(cert.rawPayload))).join('\n')).toContain(
      'CERTIFICADO DE RENTAS Y RETENCIONES',
    );
    // Every other worker's document of the month (payslips, the settlement, the certificate) is «no
    // existe» to the patrón, exactly as an id that does not exist, to download and to confirm.
    const mine = (await own(patron)).map((r) => r.id);
    const others = (await deliveries()).rows.map((r) => r.id).filter((id) => !mine.includes(id));
    expect(others).toContain(settlement.id);
    expect(others).toContain(certificate.id);
    const missing = await patron.get('/mis-boletas/2147483647/boleta.pdf');
    for (const id of others) {
      const other = await patron.get(`/mis-boletas/${id}/boleta.pdf`);
      expect({ status: other.statusCode, body: other.body }).toEqual({ status: 404, body: missing.body });
      const confirmed = await patron.post(`/mis-boletas/${id}/acuse`, { observation: '' });
      expect({ status: confirmed.statusCode, body: confirmed.body }).toEqual({
        status: 404,
        body: missing.body,
      });
    }
  });

  it('keeps a worker out of the office’s view of the month', async () => {
    for (const url of [
      `/meses-de-planilla/${MONTH}/entregas`,
      `/meses-de-planilla/${MONTH}/entregas/pendientes.pdf`,
    ]) {
      const res = await patron.get(url);
      expect({ url, status: res.statusCode, body: res.json() as unknown }).toEqual({
        url,
        status: 403,
        body: FORBIDDEN_BODY,
      });
    }
  });

  it('publishes anew when the reopened month closes again', async () => {
    const month = (await h.admin.get(`/meses-de-planilla/${MONTH}`)).json() as { version: number };
    const reopened = await h.admin.post(`/meses-de-planilla/${MONTH}/reapertura`, {
      version: month.version,
      reason: 'Corrección de prueba',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    await closeMonth();
    const view = await deliveries();
    expect(view.counts.pending).toBe(view.counts.total);
    expect(view.rows.filter((r) => r.kind === 'liquidacion')).toHaveLength(1);
  });

  it('gives an invited worker a new printed code: the old password stops working', async () => {
    const res = await h.admin.post(`/trabajadores/${m.workers[0]}/acceso/codigo`, {});
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json() as { username: string; oneTimeCode: string; validUntil: string };
    expect(fresh.oneTimeCode).toMatch(/^[A-Z][a-z][2-9][A-Z]-[A-Z][a-z][2-9][A-Z]-[A-Z][a-z][2-9][A-Z]$/);
    expect(fresh.validUntil).toBe('2026-03-09');
    // The earlier session ends, and so does the password the worker chose.
    expect((await patron.get('/mis-boletas')).statusCode).toBe(401);
    expect((await initiate(fresh.username, NEW_PASSWORD)).ChallengeName).toBeUndefined();
    patron = await firstSignIn(fresh.username, fresh.oneTimeCode);
    expect((await own(patron)).length).toBeGreaterThan(0);
    // Traced without the code.
    const trail = await listAudit(h.server.database.db, {
      entity: 'usuario',
      action: 'restablecer',
      page: 1,
      pageSize: 10,
    });
    expect(JSON.stringify(trail.rows)).not.toContain(fresh.oneTimeCode);
    expect(trail.total).toBe(1);
    // A worker never invited has no code to renew.
    const none = await h.admin.post(`/trabajadores/${m.workers[2]}/acceso/codigo`, {});
    expect(none.statusCode).toBe(409);
    expect((await patron.post(`/trabajadores/${m.workers[7]}/acceso/codigo`, {})).statusCode).toBe(403);
  });

  it('completes at the next start what a server stopped right after a close left undone', async () => {
    const db = h.server.database.db;
    // As if the server had stopped before resolving the employers and the nets.
    await db
      .update(payslipDeliveries)
      .set({ employer: null, net: null })
      .where(eq(payslipDeliveries.month, MONTH));
    const publication = createPayslipPublication(h.server.context);
    publication.resume(false);
    await publication.idle();
    const rows = await own(leaver);
    const settlement = rows.find((r) => r.kind === 'liquidacion')!;
    expect(settlement.net).toMatch(/^S\/ [\d,]+\.\d{2}$/);
    expect(rows.find((r) => r.kind === 'mes')!.employer).toBe('Pesquera Prueba S.A.C.');
  });
});
