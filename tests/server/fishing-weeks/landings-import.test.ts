import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { companies, fishingWeeks, plants, species, vessels } from '../../../server/db/schema';
import { LANDINGS_IMPORT_COLUMNS } from '../../../server/fishing-weeks/landings-import';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import type { LandingsImportSummary } from '../../../src/application/fishing-weeks/landings-import';
import { WEEK_MESSAGES } from '../../../src/domain/fishing-weeks';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = LANDINGS_IMPORT_COLUMNS.map((c) => c.header);

/** Fecha, Embarcación, Especie, Fábrica, Ticket, TM, TM castigadas, Precio, Motivo. */
type Row = readonly string[];

async function workbookOf(rows: readonly Row[], headers: readonly string[] = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Descargas');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvOf = (rows: readonly Row[]) =>
  Buffer.from([HEADERS, ...rows].map((r) => r.join(';')).join('\r\n'), 'utf-8');

interface Week {
  id: number;
  version: number;
  state: string;
  landingCount: number;
}

describe.each(databaseKinds())('landings import on %s', (kind) => {
  let h: AdminHarness;
  let viewer: SignedIn;
  let clerk: SignedIn;
  let anchoveta: number;
  let plant: number;
  let weekNumber = 20;
  const VESSEL = 'CO-40001-PM';
  const OFF = 'CO-40002-PM';
  const RUC = '20100000077';

  const row = (over: Partial<Record<string, string>> = {}): Row => {
    const r = {
      date: '03/04/2025',
      vessel: VESSEL,
      species: 'ANC',
      plant: RUC,
      ticket: 'TK-1',
      tonnes: '180.500',
      penalised: '2.500',
      price: '',
      reason: '',
      ...over,
    };
    return [r.date, r.vessel, r.species, r.plant, r.ticket, r.tonnes, r.penalised, r.price, r.reason];
  };

  const upload = (who: SignedIn, week: Week, body: Buffer, mode: string, type = XLSX) =>
    who.call({
      method: 'POST',
      url: `/api/semanas-de-pesca/${week.id}/descargas/importacion?version=${week.version}&mode=${mode}&name=planta.xlsx`,
      headers: { 'content-type': type },
      payload: body,
    });

  /** A new week (31/03–06/04/2025) with anchoveta's price list. */
  async function newWeek(): Promise<Week> {
    weekNumber += 1;
    const created = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: weekNumber,
      start: '2025-03-31',
      end: '2025-04-06',
      month: '2025-04',
    });
    expect(created.statusCode, created.body).toBe(201);
    const week = created.json() as Week;
    const priced = await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      prices: [{ speciesId: anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
      landings: [],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    return priced.json() as Week;
  }

  const landingsOf = async (week: Week) =>
    ((await h.admin.get(`/semanas-de-pesca/${week.id}`)).json() as { landings: Record<string, unknown>[] })
      .landings;

  beforeAll(async () => {
    h = await adminHarness(kind);
    const db = h.server.database.db;
    const by = { createdAt: new Date(), createdBy: 'prueba', updatedAt: new Date(), updatedBy: 'prueba' };
    const [company] = await db
      .insert(companies)
      .values({ ruc: '20100000070', legalName: 'Pesquera Importa S.A.C.', vesselOwner: true, ...by })
      .returning();
    await db.insert(vessels).values([
      { registration: VESSEL, name: 'DON PEPE', companyId: company!.id, holdCapacityM3: '350', ...by },
      {
        registration: OFF,
        name: 'VIEJA',
        companyId: company!.id,
        holdCapacityM3: '300',
        active: false,
        ...by,
      },
    ]);
    const [p] = await db
      .insert(plants)
      .values({ ruc: RUC, name: 'PLANTA SAMANCO', port: 'Samanco', ...by })
      .returning();
    plant = p!.id;
    const [anc] = await db.select().from(species).where(eq(species.code, 'ANC'));
    anchoveta = anc!.id;
    const viewRole = unique('Consulta');
    await h.role(viewRole, { semana_de_pesca: ['ver'] });
    viewer = await h.user([viewRole]);
    const clerkRole = unique('Planillero');
    await h.role(clerkRole, { semana_de_pesca: ['ver', 'editar'] });
    clerk = await h.user([clerkRole]);
  });
  afterAll(async () => h?.close());

  it('gives a template with the Spanish headers and an example row that imports as is', async () => {
    const res = await viewer.get('/semanas-de-pesca/plantilla-descargas');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Fecha',
      'Embarcación (matrícula)',
      'Especie (código)',
      'Fábrica (código)',
      'Ticket',
      'TM descargadas',
      'TM castigadas',
      'Precio por TM',
      'Motivo del precio',
    ]);
    // The example names the template's vessel and plant: with them it validates.
    sheet.getRow(2).getCell(2).value = VESSEL;
    sheet.getRow(2).getCell(4).value = RUC;
    const week = await newWeek();
    const back = Buffer.from(await workbook.xlsx.writeBuffer());
    const checked = await upload(clerk, week, back, 'validate');
    expect(checked.statusCode, checked.body).toBe(200);
    const s = checked.json() as LandingsImportSummary;
    expect(s).toMatchObject({ rows: 1, valid: 1, rejected: 0, created: 1, saved: false, problems: [] });
    expect(s.week.version).toBe(week.version);
    expect(await landingsOf(week)).toEqual([]);
  });

  it('answers every bad row with its row, column and reason, and saves nothing', async () => {
    const week = await newWeek();
    const file = await workbookOf([
      row(),
      row({ ticket: 'TK-2', date: '10/04/2025' }),
      row({ ticket: 'TK-3', vessel: 'XX-1' }),
      row({ ticket: 'TK-4', vessel: OFF }),
      row({ ticket: 'TK-5', species: 'ZZZ', plant: '99999999999' }),
      row({ ticket: 'TK-6', tonnes: '0' }),
      row({ ticket: 'TK-7', tonnes: '10.1234' }),
      row({ ticket: 'TK-8', tonnes: '10', penalised: '12' }),
      row({ ticket: 'TK-9', price: '600' }),
      row(),
    ]);
    const res = await upload(clerk, week, file, 'all');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as LandingsImportSummary;
    expect(s).toMatchObject({ rows: 10, valid: 1, rejected: 9, saved: false });
    const at = (r: number) => s.problems.filter((p) => p.row === r).map((p) => [p.column, p.message]);
    expect(at(3)[0]?.[0]).toBe('Fecha');
    expect(at(3)[0]?.[1]).toContain('fuera de la semana');
    expect(at(4)).toEqual([
      ['Embarcación (matrícula)', 'No existe una embarcación con la matrícula «XX-1».'],
    ]);
    expect(at(5)).toEqual([['Embarcación (matrícula)', `La embarcación «${OFF}» está desactivada.`]]);
    expect(at(6).map(([c]) => c)).toEqual(['Especie (código)', 'Fábrica (código)']);
    expect(at(7)).toEqual([['TM descargadas', expect.stringContaining('mayores que cero')]]);
    expect(at(8)).toEqual([['TM descargadas', expect.stringContaining('tres decimales')]]);
    expect(at(9)).toEqual([['TM castigadas', 'Las TM castigadas no pueden superar las TM descargadas.']]);
    expect(at(10)).toEqual([['Motivo del precio', expect.stringContaining('motivo')]]);
    expect(at(11)).toEqual([['Ticket', 'El mismo ticket de la misma fábrica ya aparece en la fila 2.']]);
    const after = (await h.admin.get(`/semanas-de-pesca/${week.id}`)).json() as Week;
    expect(after.version).toBe(week.version);
    expect(await landingsOf(week)).toEqual([]);
  });

  it('saves only the valid rows when asked, through the grid save: versioned and audited', async () => {
    const week = await newWeek();
    const file = await workbookOf([row(), row({ ticket: 'TK-2', vessel: 'XX-1' }), row({ ticket: 'TK-3' })]);
    const res = await upload(clerk, week, file, 'valid');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as LandingsImportSummary;
    expect(s).toMatchObject({ rows: 3, valid: 2, rejected: 1, created: 2, updated: 0, saved: true });
    expect(s.week).toMatchObject({ version: week.version + 1, landingCount: 2, state: 'abierta' });
    expect(await landingsOf(week)).toEqual([
      {
        date: '2025-04-03',
        vesselId: expect.any(Number),
        speciesId: anchoveta,
        plantId: plant,
        ticket: 'TK-1',
        tonnes: '180.500',
        penalisedTonnes: '2.500',
        pricePerTonne: null,
        priceReason: '',
      },
      expect.objectContaining({ ticket: 'TK-3' }),
    ]);
    const audit = await listAudit(h.server.database.db, {
      entity: 'semana_de_pesca',
      entityId: String(week.id),
      actorUsername: clerk.username,
      page: 1,
      pageSize: 10,
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'editar' });
    expect(JSON.stringify(audit.rows[0]!.after)).toContain('"landings":2');
  });

  it('re-imports the same file without changes; a changed row updates its landing by plant and ticket', async () => {
    let week = await newWeek();
    const file = await workbookOf([row(), row({ ticket: 'TK-2', tonnes: '50' })]);
    const first = await upload(clerk, week, file, 'all');
    expect(first.json()).toMatchObject({ created: 2, saved: true });
    week = (first.json() as LandingsImportSummary).week;

    const again = await upload(
      clerk,
      week,
      await workbookOf([row(), row({ ticket: 'TK-2', tonnes: '50.000' })]),
      'all',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, saved: false });
    expect((again.json() as LandingsImportSummary).week.version).toBe(week.version);

    const csv = csvOf([
      row({ ticket: 'TK-2', tonnes: '55,250', price: '600', reason: 'Precio pactado' }),
      row({ ticket: 'TK-3' }),
    ]);
    const changed = await upload(clerk, week, csv, 'all', 'text/csv');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ created: 1, updated: 1, unchanged: 0, saved: true });
    const landings = await landingsOf(week);
    expect(landings).toHaveLength(3);
    expect(landings[1]).toMatchObject({
      ticket: 'TK-2',
      tonnes: '55.250',
      pricePerTonne: '600.00',
      priceReason: 'Precio pactado',
    });
  });

  it('all-or-nothing: one bad row saves nothing', async () => {
    const week = await newWeek();
    const res = await upload(
      clerk,
      week,
      await workbookOf([row(), row({ ticket: 'TK-2', tonnes: 'x' })]),
      'all',
    );
    expect(res.json()).toMatchObject({ valid: 1, rejected: 1, saved: false });
    expect(await landingsOf(week)).toEqual([]);
  });

  it('takes a calculada week back to abierta, refuses a closed week and a stale version', async () => {
    const week = await newWeek();
    const db = h.server.database.db;
    await db.update(fishingWeeks).set({ state: 'calculada' }).where(eq(fishingWeeks.id, week.id));
    const res = await upload(clerk, week, await workbookOf([row()]), 'all');
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as LandingsImportSummary).week;
    expect(after.state).toBe('abierta');

    const stale = await upload(clerk, week, await workbookOf([row({ ticket: 'TK-9' })]), 'validate');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_UPDATE_MESSAGE });

    await db.update(fishingWeeks).set({ state: 'cerrada' }).where(eq(fishingWeeks.id, week.id));
    const closed = await upload(clerk, after, await workbookOf([row({ ticket: 'TK-9' })]), 'all');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: WEEK_MESSAGES.closed });
  });

  it('needs editar to import and ver for the template; refuses a file without the headers', async () => {
    const week = await newWeek();
    const refused = await upload(viewer, week, await workbookOf([row()]), 'validate');
    expect(refused.statusCode).toBe(403);
    const anonymous = await h.server.app.inject({
      method: 'GET',
      url: '/api/semanas-de-pesca/plantilla-descargas',
    });
    expect(anonymous.statusCode).toBe(401);
    const headerless = await upload(clerk, week, await workbookOf([row()], ['Fecha', 'Ticket']), 'validate');
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json().message).toContain('Embarcación (matrícula)');
    const garbage = await upload(clerk, week, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'validate');
    expect(garbage.statusCode).toBe(400);
  });
});
