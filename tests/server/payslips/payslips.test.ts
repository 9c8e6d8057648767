import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { databaseKinds } from '../../support/test-database';
import { pdfPages } from '../../support/pdf-text';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { CREW, exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

/** A payslip's text, read back from its PDF as a person would copy it. */
async function textOf(res: { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfPages(new Uint8Array(res.rawPayload));
}

describe.each(databaseKinds())('payslips on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let exporter: SignedIn;
  let viewer: SignedIn;
  let week: WeekRef;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const exportRole = unique('Boletas');
    await h.role(exportRole, { semana_de_pesca: ['ver', 'exportar'] });
    exporter = await h.user([exportRole]);
    const viewRole = unique('Consulta');
    await h.role(viewRole, { semana_de_pesca: ['ver'] });
    viewer = await h.user([viewRole]);
    week = await exampleWeek(h, m, 14, true);
  });
  afterAll(async () => h?.close());

  it('gives a worker’s payslip with the employer, the worker, the day line and the amounts of the closed result', async () => {
    const detail = (
      await h.admin.get(`/semanas-de-pesca/${week.id}/detalle/10000001?fuente=cierre`)
    ).json() as {
      gross: string;
      totalDeductions: string;
      net: string;
    };
    const res = await exporter.get(`/semanas-de-pesca/${week.id}/boletas/10000001`);
    expect(String(res.headers['content-disposition'])).toContain('filename="10000001-APELLIDO.pdf"');
    const pages = await textOf(res);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'BOLETA DE PAGO',
      'Pesquera Prueba S.A.C.',
      'RUC 20100000001',
      'Semana 14 – 2025 · del 31/03/2025 al 06/04/2025 · planilla de abril 2025',
      'APELLIDO1',
      'DNI 10000001',
      'PATRON',
      '01/03/2019',
      // The worked example: patrón 2.00 partes of 9.75, 178.000 TM at S/ 520.00, 22.40 %.
      'DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000',
      'Anchoveta · PRECIO TM S/ 520.00',
      'PARTICIPACIÓN 22.40 %',
      'PARTES 2.00',
      'S/ 4,253.01',
      'Total ingresos S/ 4,253.01',
      // REP 8 % of 4,253.01; the employer's EsSalud 9 %.
      'Aporte al fondo de pensiones 8.00 % · sobre S/ 4,253.01 · REP S/ 340.24',
      'EsSalud 9.00 % · sobre S/ 4,253.01 S/ 382.77',
      `NETO A PAGAR S/ ${Number(detail.net).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      'Recibí conforme',
    ])
      expect(text).toContain(expected);
    expect(detail.gross).toBe('4253.01');
    expect(detail.totalDeductions).toBe('340.24');
  });

  it('prints an «Otro ingreso» of the week as OTRO INGRESO with its reason, in the total of the earnings', async () => {
    let other = await exampleWeek(h, m, 16, false);
    const saved = await h.admin.put(`/semanas-de-pesca/${other.id}/ajustes`, {
      version: other.version,
      adjustments: [
        {
          workerId: m.workers[4]!,
          kind: 'otro_ingreso',
          amount: '150.00',
          percent: null,
          beneficiary: '',
          reason: 'Reintegro semana 12',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    other = saved.json() as WeekRef;
    const computed = await h.admin.post(`/semanas-de-pesca/${other.id}/calculo`, { version: other.version });
    expect(computed.statusCode, computed.body).toBe(200);
    other = (computed.json() as { week: WeekRef }).week;
    const closed = await h.admin.post(`/semanas-de-pesca/${other.id}/cierre`, { version: other.version });
    expect(closed.statusCode, closed.body).toBe(200);
    const text = (await textOf(await exporter.get(`/semanas-de-pesca/${other.id}/boletas/10000005`))).join(
      '\n',
    );
    // 2,126.51 of catch share + 150.00; REP 8 % of 2,276.51 = 182.12
    for (const expected of [
      'OTRO INGRESO Reintegro semana 12 S/ 150.00',
      'Total ingresos S/ 2,276.51',
      'Aporte al fondo de pensiones 8.00 % · sobre S/ 2,276.51 · REP S/ 182.12',
      'NETO A PAGAR S/ 2,094.39',
    ])
      expect(text).toContain(expected);
  });

  it('gives the whole week as one PDF, one payslip per page, and audits every download', async () => {
    const pages = await textOf(await exporter.get(`/semanas-de-pesca/${week.id}/boletas.pdf`));
    expect(pages).toHaveLength(8);
    expect(pages.map((p) => /DNI (\d{8})/.exec(p)?.[1]).sort()).toEqual([
      '10000001',
      '10000002',
      '10000003',
      '10000004',
      '10000005',
      '10000006',
      '10000007',
      '10000008',
    ]);
    // The four leftover cents of the worked example: 2,126.51 for three pescadores, 2,126.50 for one.
    expect(pages.filter((p) => p.includes('Total ingresos S/ 2,126.51'))).toHaveLength(4);
    expect(pages.filter((p) => p.includes('Total ingresos S/ 2,126.50'))).toHaveLength(1);
    const audit = await listAudit(h.server.database.db, {
      entity: 'semana_de_pesca',
      action: 'exportar',
      page: 1,
      pageSize: 10,
    });
    expect(audit.rows.map((r) => (r.after as { document: string }).document)).toEqual(
      expect.arrayContaining(['boleta', 'boletas']),
    );
  });

  it('gives the whole week as a .zip of one PDF per worker, named by document and surname', async () => {
    const res = await exporter.get(`/semanas-de-pesca/${week.id}/boletas.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain('boletas-semana-14-2025.zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(CREW.map(([, , document]) => `${document}-APELLIDO.pdf`).sort());
    const first = await zip.file('10000001-APELLIDO.pdf')!.async('uint8array');
    const [page] = await pdfPages(first);
    expect(page).toContain('DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000');
    expect(page).toContain('Total ingresos S/ 4,253.01');
    expect((await viewer.get(`/semanas-de-pesca/${week.id}/boletas.zip`)).statusCode).toBe(403);
  });

  it('refuses without exportar, for a week not closed and for a worker not in it', async () => {
    expect((await viewer.get(`/semanas-de-pesca/${week.id}/boletas.pdf`)).statusCode).toBe(403);
    expect((await viewer.get(`/semanas-de-pesca/${week.id}/boletas/10000001`)).statusCode).toBe(403);
    const open = await exampleWeek(h, m, 15, false);
    const refused = await exporter.get(`/semanas-de-pesca/${open.id}/boletas.pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('La semana no está cerrada');
    const stranger = await exporter.get(`/semanas-de-pesca/${week.id}/boletas/99999999`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toContain('99999999');
    expect((await exporter.get('/semanas-de-pesca/999999/boletas.pdf')).statusCode).toBe(404);
  });
});
