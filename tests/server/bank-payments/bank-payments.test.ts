import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { workers } from '../../../server/db/schema';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

const RUC = '20100000001';
const CCI = '00219100012345678957';

describe.each(databaseKinds())('the bank payment file on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let exporter: SignedIn;
  let reader: SignedIn;
  let week: WeekRef;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const role = unique('Tesoreria');
    await h.role(role, { reporte_de_planilla: ['ver', 'exportar'] });
    exporter = await h.user([role]);
    const readRole = unique('Lectura');
    await h.role(readRole, { reporte_de_planilla: ['ver'] });
    reader = await h.user([readRole]);
    week = await exampleWeek(h, m, 14, true);
    // Four of the eight have a bank account.
    await h.server.database.db
      .update(workers)
      .set({ bankCode: '002', account: CCI })
      .where(inArray(workers.documentNumber, ['10000001', '10000002', '10000003', '10000004']));
  });
  afterAll(async () => h?.close());

  it('says who the file pays and who is left out (no account), before the file', async () => {
    const res = await reader.get(`/reporte-de-planilla/pago-banco?semana=${week.id}&empresa=${RUC}`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as {
      paid: number;
      total: string;
      withoutAccount: { document: string }[];
      reference: string;
      layout: { name: string };
    };
    expect(preview.layout.name).toBe('BCP Telecrédito (pago de haberes)');
    expect(preview.paid).toBe(4);
    expect(preview.withoutAccount.map((w) => w.document)).toEqual([
      '10000005',
      '10000006',
      '10000007',
      '10000008',
    ]);
    expect(preview.reference).toBe('SEM 14-2025');
  });

  it('gives the Telecrédito file of the paid workers, audited, and refuses bad data with what to fix', async () => {
    const query = `semana=${week.id}&empresa=${RUC}&fecha=2025-04-08&referencia=${encodeURIComponent('SEM 14-2025')}`;
    expect(
      (await reader.get(`/reporte-de-planilla/pago-banco.txt?${query}&cuenta=1911234567012`)).statusCode,
    ).toBe(403);
    const bad = await exporter.get(`/reporte-de-planilla/pago-banco.txt?${query}&cuenta=123`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].message).toContain('cuenta corriente BCP de 13 dígitos');

    const res = await exporter.get(`/reporte-de-planilla/pago-banco.txt?${query}&cuenta=191-1234567-0-12`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain(`telecredito-${RUC}-semana-${week.id}.txt`);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(5);
    const header = lines[0]!;
    expect(header.slice(0, 4)).toBe('#1HC');
    expect(header.slice(4, 24)).toBe('19101234567012      ');
    expect(header.slice(24, 26)).toBe('S/');
    expect(header.slice(41, 49)).toBe('08042025');
    expect(header.slice(49, 69)).toBe('SEM 14-2025'.padEnd(20));
    expect(header.slice(84, 90)).toBe('000004');
    // The patrón's line: his CCI, his name, his net pay in cents.
    const patron = lines.find((l) => l.includes('APELLIDO1'))!;
    expect(patron.slice(0, 3)).toBe(' 2B');
    expect(patron.slice(3, 23)).toBe(CCI);
    expect(patron.slice(65, 80)).toBe('000000000391277'); // S/ 3,912.77
    expect(patron.slice(121, 136)).toBe('DNI10000001    ');

    const audit = await listAudit(h.server.database.db, {
      entity: 'reporte_de_planilla',
      action: 'exportar',
      page: 1,
      pageSize: 5,
    });
    const entry = audit.rows.find((r) => (r.after as { document: string }).document === 'telecredito')!;
    expect(entry.after).toMatchObject({
      pagos: 4,
      sinCuenta: ['10000005', '10000006', '10000007', '10000008'],
    });
  });

  it('refuses a week not closed and an unknown week', async () => {
    const open = await exampleWeek(h, m, 15, false);
    const refused = await reader.get(`/reporte-de-planilla/pago-banco?semana=${open.id}&empresa=${RUC}`);
    expect(refused.statusCode).toBe(409);
    expect(
      (await reader.get(`/reporte-de-planilla/pago-banco?semana=999999&empresa=${RUC}`)).statusCode,
    ).toBe(404);
  });
});
