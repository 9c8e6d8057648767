import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import type { CourtOrder } from '../../../src/domain/court-orders/court-order';
import { pdfPages } from '../../support/pdf-text';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { CREW, exampleWeek, seedMaster, type Master } from '../fishing-weeks/support';

type Problem = { field: string; message: string };

const order = {
  caseNumber: '00123-2025-0-2501-JP-FC-01',
  court: 'Primer Juzgado de Paz Letrado de Chimbote',
  kind: 'alimentos',
  basis: 'porcentaje',
  percent: '30',
  amount: '',
  reachesBonus: true,
  reachesCts: true,
  beneficiaryName: 'María  Quispe Rojas',
  beneficiaryDocumentType: 'DNI',
  beneficiaryDocumentNumber: '45678912',
  beneficiaryCci: '002-193-001234567890-13',
  startsOn: '2025-03-01',
  endsOn: '',
};

describe.each(databaseKinds())('court orders on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let viewerOfMonths: SignedIn;
  let patron: number;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    [patron] = m.workers as [number];
    const viewRole = unique('Consulta');
    await h.role(viewRole, { trabajador: ['ver'] });
    viewer = await h.user([viewRole]);
    const monthsRole = unique('Meses');
    await h.role(monthsRole, { trabajador: ['ver'], vacaciones_gratificaciones_cts: ['ver'] });
    viewerOfMonths = await h.user([monthsRole]);
  });
  afterAll(async () => h?.close());

  const record = (workerId: number, body: object) =>
    h.admin.post(`/trabajadores/${workerId}/ordenes-judiciales`, body);
  const ordersOf = async (workerId: number) =>
    ((await h.admin.get(`/trabajadores/${workerId}/ordenes-judiciales`)).json() as { rows: CourtOrder[] })
      .rows;

  it('records an order with its fields checked in Spanish; a viewer reads but cannot record', async () => {
    const bad = await record(patron, {
      ...order,
      kind: 'embargo',
      beneficiaryCci: '00219300123456789099',
      endsOn: '2025-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: Problem[] }).fields.map((p) => p.field)).toEqual([
      'reachesCts',
      'beneficiaryCci',
      'endsOn',
    ]);
    expect((await record(patron, { ...order, kind: 'otra' })).statusCode).toBe(400);
    expect((await record(999999, order)).statusCode).toBe(404);
    expect((await viewer.post(`/trabajadores/${patron}/ordenes-judiciales`, order)).statusCode).toBe(403);

    const created = await record(patron, order);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      workerId: patron,
      percent: '30.00',
      amount: '',
      beneficiaryName: 'María Quispe Rojas',
      beneficiaryCci: '00219300123456789013',
      endsOn: '',
      version: 1,
    });
    const read = await viewer.get(`/trabajadores/${patron}/ordenes-judiciales`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as { rows: CourtOrder[] }).rows).toHaveLength(1);
  });

  it('changes and deletes an order with its version, refuses to delete a worker with orders, and audits', async () => {
    const [current] = await ordersOf(patron);
    const changed = await h.admin.put(`/ordenes-judiciales/${current!.id}`, {
      ...order,
      basis: 'monto_semanal',
      percent: '',
      amount: '150',
      reachesCts: false,
      endsOn: '2025-12-31',
      version: current!.version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      basis: 'monto_semanal',
      amount: '150.00',
      percent: '',
      version: 2,
    });
    const stale = await h.admin.put(`/ordenes-judiciales/${current!.id}`, { ...order, version: 1 });
    expect(stale.statusCode).toBe(409);

    const workerDelete = await h.admin.call({
      method: 'DELETE',
      url: `/api/trabajadores/${patron}`,
      payload: { version: 1 },
    });
    expect(workerDelete.statusCode).toBe(409);

    const del = await h.admin.call({
      method: 'DELETE',
      url: `/api/ordenes-judiciales/${current!.id}`,
      payload: { version: 2 },
    });
    expect(del.statusCode).toBe(204);
    expect(await ordersOf(patron)).toEqual([]);
    const audit = await listAudit(h.server.database.db, { entity: 'orden_judicial', page: 1, pageSize: 20 });
    expect(audit.rows.map((r) => r.action).sort()).toEqual(['crear', 'editar', 'eliminar']);
  });

  it('is withheld by the week computed, traced, after the pension', async () => {
    const created = await record(patron, { ...order, startsOn: '2025-01-01' });
    expect(created.statusCode, created.body).toBe(201);
    const week = await exampleWeek(h, m, 14, false);
    const computed = await h.admin.post(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version });
    expect(computed.statusCode, computed.body).toBe(200);
    const document = CREW[0]![2];
    const detail = await h.admin.get(`/semanas-de-pesca/${week.id}/detalle/${document}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as {
      gross: string;
      deductions: { concept: string; amount: string; inputs: Record<string, unknown> }[];
    };
    const pension = body.deductions
      .filter((d) => d.concept.startsWith('pension'))
      .reduce((sum, d) => sum + Math.round(Number(d.amount) * 100), 0);
    const line = body.deductions.find(
      (d) => d.inputs.reason === `Retención judicial exp. ${order.caseNumber}`,
    );
    expect(line, JSON.stringify(body.deductions)).toBeDefined();
    const base = Math.round(Number(body.gross) * 100) - pension;
    expect(Math.round(Number(line!.amount) * 100)).toBe(Math.round(base * 0.3));
    expect(line!.inputs).toMatchObject({
      kind: 'judicial',
      courtOrder: { caseNumber: order.caseNumber, cap: expect.any(String) },
    });

    // Closed, the week's bank file pays the beneficiary what was withheld, to the order's CCI.
    const afterCompute = computed.json() as { week: { id: number; version: number } };
    const closed = await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, {
      version: afterCompute.week.version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const preview = await h.admin.get(
      `/reporte-de-planilla/pago-banco?semana=${week.id}&empresa=20100000001`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ paid: 1, total: line!.amount });
    const query = `semana=${week.id}&empresa=20100000001&fecha=2025-04-08&referencia=SEM%2014-2025&cuenta=191-1234567-0-12`;
    const file = await h.admin.get(`/reporte-de-planilla/pago-banco.txt?${query}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('00219300123456789013');
    expect(file.body).toContain('MARIA QUISPE ROJAS');

    // The order's report for the court: the closed week, its base and what it withheld.
    const report = await viewer.get(`/ordenes-judiciales/${(created.json() as CourtOrder).id}/reporte`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      rows: [{ year: 2025, number: 14, base: (base / 100).toFixed(2), withheld: line!.amount }],
      total: line!.amount,
    });
    const orderId = (created.json() as CourtOrder).id;
    expect((await viewer.get(`/ordenes-judiciales/${orderId}/reporte.xlsx`)).statusCode).toBe(403);
    const sheet = await h.admin.get(`/ordenes-judiciales/${orderId}/reporte.xlsx`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is withheld by the month from the gratificación and the CTS, shown on the breakdown and payslip', async () => {
    // The week 14 closed above is April 2025's: the order reaches the gratificación and the CTS.
    const computed = await h.admin.post('/meses-de-planilla/2025-04/calculo', { version: 0 });
    expect(computed.statusCode, computed.body).toBe(200);
    const document = CREW[0]![2];
    const detail = await h.admin.get(`/meses-de-planilla/2025-04/detalle/${document}`);
    expect(detail.statusCode, detail.body).toBe(200);
    type Line = { concept: string; amount: string; inputs: Record<string, unknown> };
    const lines = (detail.json() as { lines: Line[] }).lines;
    const amountOf = (concept: string) => lines.find((l) => l.concept === concept)?.amount;
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    const orders = lines.filter((l) => l.concept === 'courtOrder');
    expect(orders.map((l) => l.inputs.benefit)).toEqual(['bonus', 'cts']);
    const [bonus, cts] = orders as [Line, Line];
    // Gratificación: 30 % of the gratificación less its share of the month's income tax.
    expect(cents(bonus.inputs.base)).toBe(cents(amountOf('bonus')) - cents(bonus.inputs.legalDeductions));
    expect(cents(bonus.amount)).toBe(Math.round(cents(bonus.inputs.base) * 0.3));
    expect(bonus.inputs.reason).toBe(`Retención judicial exp. ${order.caseNumber} (gratificación)`);
    // CTS: 30 % of it (within 50 %), not deposited.
    expect(cents(cts.amount)).toBe(Math.round(cents(amountOf('cts')) * 0.3));
    expect(cents(amountOf('ctsDeposit'))).toBe(cents(amountOf('cts')) - cents(cts.amount));
    expect(amountOf('courtOrders')).toBe(bonus.amount);
    expect(amountOf('ctsCourtOrders')).toBe(cts.amount);

    const version = (computed.json() as { version: number }).version;
    const closed = await h.admin.post('/meses-de-planilla/2025-04/cierre', { version });
    expect(closed.statusCode, closed.body).toBe(200);
    const pdf = await h.admin.call({
      method: 'GET',
      url: `/api/meses-de-planilla/2025-04/boletas.pdf?trabajador=${document}`,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const page = (await pdfPages(pdf.rawPayload))[0]!.replace(/\n/g, ' ');
    // The PDF wraps the long case number: read the line without its breaks.
    expect(page.replace(/- /g, '-')).toContain(
      `Retención judicial exp. ${order.caseNumber} (gratificación) 30.00 % de S/ ${bonus.inputs.base as string}`,
    );
    expect(page).toContain(bonus.amount);

    // The closed month's payroll report (which PLAME files as 0703, docs/filings.md): the week's
    // withholding for the order and the run's on the gratificación, both in the other deductions.
    const [current] = await ordersOf(patron);
    const { rows: reportRows } = (await h.admin.get(`/ordenes-judiciales/${current!.id}/reporte`)).json() as {
      rows: { source: string; withheld: string }[];
    };
    const weeksWithheld = reportRows
      .filter((r) => r.source === 'semana')
      .reduce((sum, r) => sum + cents(r.withheld), 0);
    const report = await h.admin.get('/reporte-de-planilla?mes=2025-04');
    expect(report.statusCode, report.body).toBe(200);
    const row = (
      report.json() as { rows: { document: string; amounts: Record<string, string> }[] }
    ).rows.find((r) => r.document === document)!;
    expect(cents(row.amounts.otherDeduction)).toBe(weeksWithheld + cents(bonus.amount));

    // May's CTS deposit (November to April, April the only month with weeks): the patrón's CTS less what
    // the order withheld of it, which goes to the beneficiary.
    const deposit = await h.admin.get(
      '/meses-de-planilla/semestre/deposito-cts?periodo=2025-05&empresa=20100000001',
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    const preview = deposit.json() as { withoutAccount: { document: string; net: string }[] };
    // The seeded crew has no CTS accounts: the preview names each with what it would deposit.
    const patronDeposit = preview.withoutAccount.find((p) => p.document === document);
    expect(patronDeposit?.net, deposit.body).toBe(amountOf('ctsDeposit'));
  });

  it('pays the beneficiary what the closed month withheld, and lists it in the report for the court', async () => {
    // April 2025 is closed above: its run withheld for the order from the gratificación and the CTS.
    const document = CREW[0]![2];
    const detail = await h.admin.get(`/meses-de-planilla/2025-04/detalle/${document}?fuente=cierre`);
    expect(detail.statusCode, detail.body).toBe(200);
    type Line = { concept: string; amount: string; inputs: Record<string, unknown> };
    const orders = (detail.json() as { lines: Line[] }).lines.filter((l) => l.concept === 'courtOrder');
    const [bonus, cts] = orders as [Line, Line];
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    const total = ((cents(bonus.amount) + cents(cts.amount)) / 100).toFixed(2);

    const companies = await viewerOfMonths.get('/meses-de-planilla/2025-04/pago-beneficiarios/empresas');
    expect(companies.statusCode, companies.body).toBe(200);
    expect((companies.json() as { rows: { ruc: string }[] }).rows.map((c) => c.ruc)).toEqual(['20100000001']);
    const preview = await viewerOfMonths.get(
      '/meses-de-planilla/2025-04/pago-beneficiarios?empresa=20100000001',
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      paid: 2,
      total,
      withoutAccount: [],
      reference: 'RET JUDICIAL 2025-04',
      layout: { code: 'BCP_TELECREDITO' },
    });
    // The file (exportar): two payments to the order's CCI, the gratificación's and the CTS's.
    const query =
      'empresa=20100000001&fecha=2025-05-05&referencia=RET%20JUDICIAL%202025-04&cuenta=191-1234567-0-12';
    const refused = await viewerOfMonths.get(`/meses-de-planilla/2025-04/pago-beneficiarios.txt?${query}`);
    expect(refused.statusCode).toBe(403);
    const file = await h.admin.get(`/meses-de-planilla/2025-04/pago-beneficiarios.txt?${query}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      'telecredito-beneficiarios-20100000001-2025-04.txt',
    );
    // Telecrédito's detail lines: the beneficiary's document (125–136), the amount in cents (66–80).
    const credits = file.body.split('\r\n').filter((l) => l.startsWith(' 2'));
    expect(credits).toHaveLength(2);
    expect(credits.every((l) => l.includes('00219300123456789013') && l.includes('MARIA QUISPE ROJAS'))).toBe(
      true,
    );
    expect(credits.map((l) => l.slice(124, 136).trim())).toEqual(['45678912', '45678912']);
    const amounts = credits.map((l) => (Number(l.slice(65, 80)) / 100).toFixed(2));
    expect(amounts.sort()).toEqual([bonus.amount, cts.amount].sort());
    const audit = await listAudit(h.server.database.db, {
      entity: 'vacaciones_gratificaciones_cts',
      page: 1,
      pageSize: 50,
    });
    expect(
      audit.rows.some(
        (r) => JSON.stringify(r).includes('pago-beneficiarios') && JSON.stringify(r).includes(total),
      ),
    ).toBe(true);
    // A company whose workers had nothing withheld has no file.
    const other = await h.admin.get('/meses-de-planilla/2025-04/pago-beneficiarios?empresa=20999999999');
    expect(other.statusCode).toBe(404);

    // The report for the court: the week, then April's gratificación and CTS lines with their month.
    const [current] = await ordersOf(patron);
    const report = await viewerOfMonths.get(`/ordenes-judiciales/${current!.id}/reporte`);
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json() as {
      rows: { source: string; withheld: string; base: string }[];
      total: string;
    };
    expect(body.rows.map((r) => r.source)).toEqual(['semana', 'gratificacion', 'cts']);
    expect(body.rows.slice(1)).toMatchObject([
      {
        year: 2025,
        number: 4,
        start: '2025-04-01',
        end: '2025-04-30',
        withheld: bonus.amount,
        base: bonus.inputs.base,
      },
      { year: 2025, number: 4, withheld: cts.amount },
    ]);
    expect(cents(body.total)).toBe(body.rows.reduce((sum, r) => sum + cents(r.withheld), 0));
  });
});
