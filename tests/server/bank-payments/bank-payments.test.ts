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
    // Telecrédito reads Windows text: ISO-8859-1 (the texts are ASCII, the same bytes in either).
    expect(res.headers['content-type']).toBe('text/plain; charset=iso-8859-1');
    expect(String(res.headers['content-disposition'])).toContain(`telecredito-${RUC}-semana-14-2025.txt`);
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

  it('pays a worker’s own BCP account as type A, with the control total worked out by hand', async () => {
    const db = h.server.database.db;
    // The patrón's own BCP savings account (14 digits) is recorded next to his BCP CCI.
    await db
      .update(workers)
      .set({ bankAccount: '191-12345678-0-12' })
      .where(inArray(workers.documentNumber, ['10000001']));
    const query = `semana=${week.id}&empresa=${RUC}&fecha=2025-04-08&referencia=SEM&cuenta=191-1234567-0-12`;
    const res = await exporter.get(`/reporte-de-planilla/pago-banco.txt?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n').filter(Boolean);
    const patron = lines.find((l) => l.includes('APELLIDO1'))!;
    expect(patron.slice(0, 23)).toBe(' 2A19112345678012      ');
    // Control total: the charge account after its office 1234567012, the patrón's account after its
    // office 12345678012, and each of the three CCIs' last ten digits 2345678957:
    // 1,234,567,012 + 12,345,678,012 + 3 × 2,345,678,957 = 20,617,281,895.
    expect(lines[0]!.slice(69, 84)).toBe('000020617281895');
    await db
      .update(workers)
      .set({ bankAccount: '' })
      .where(inArray(workers.documentNumber, ['10000001']));
  });

  it('gives the BBVA file of the workers paid at BBVA, the others listed apart', async () => {
    const db = h.server.database.db;
    await db
      .update(workers)
      .set({ bankCode: '011', account: '01136600010003254221', bankAccount: '0011-0366-0100032542' })
      .where(inArray(workers.documentNumber, ['10000002']));
    const preview = await reader.get(
      `/reporte-de-planilla/pago-banco?semana=${week.id}&empresa=${RUC}&banco=BBVA_HABERES`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json() as {
      layout: { code: string; name: string };
      layouts: { code: string }[];
      paid: number;
      total: string;
      withoutAccount: { document: string }[];
    };
    expect(p.layout).toMatchObject({ code: 'BBVA_HABERES', name: 'BBVA Net Cash (pago de haberes)' });
    expect(p.layouts.map((l) => l.code)).toEqual(['BCP_TELECREDITO', 'BBVA_HABERES']);
    expect(p.paid).toBe(1);
    // The three BCP accounts and the four without an account: paid otherwise.
    expect(p.withoutAccount).toHaveLength(7);

    const query = `semana=${week.id}&empresa=${RUC}&fecha=2025-04-08&referencia=SEM&banco=BBVA_HABERES`;
    const refused = await exporter.get(
      `/reporte-de-planilla/pago-banco.txt?${query}&cuenta=191-1234567-0-12`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].message).toContain('cuenta BBVA de 18 o 20 dígitos');
    const res = await exporter.get(
      `/reporte-de-planilla/pago-banco.txt?${query}&cuenta=0011-0123-0100012345`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=iso-8859-1');
    expect(String(res.headers['content-disposition'])).toContain(`bbva-${RUC}-semana-14-2025.txt`);
    const [header, detail, ...rest] = res.body.split('\r\n');
    expect(rest).toEqual(['']);
    const cents = p.total.replace('.', '').padStart(15, '0');
    expect(header).toBe(
      `700001101230100012345  PEN${cents}A        D${'SEM'.padEnd(25)}000001S${'0'.repeat(18)}${' '.repeat(50)}`,
    );
    expect(detail!.slice(0, 37)).toBe('002L10000002    P  001103660100032542');
    expect(detail!.slice(37, 77).trim()).toContain('APELLIDO2');
    expect(detail!.slice(77, 92)).toBe(cents);
    expect(detail).toHaveLength(233);
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
