import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { eq, inArray } from 'drizzle-orm';
import { fishingTypes, payrollParameters, seedMarkers } from '../../../server/db/schema';
import { LATER_PARAMETER_SEEDS, seedParameters } from '../../../server/parameters/seed';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { PARAMETER_SORTS } from '../../../src/domain/parameters/parameter-row';
import { SEED_PARAMETER_ENTRIES } from '../../../src/domain/payroll/seed-parameters';
import { limaDate } from '../../../src/domain/shared/dates';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';

/** Seed entries as table rows (to put back what a test deleted). */
const rowsOfSeed = (keys: readonly string[]) =>
  SEED_PARAMETER_ENTRIES.filter((e) => keys.includes(e.key)).map((e) => ({
    key: e.key,
    effectiveFrom: e.effectiveFrom,
    value: e.value.toString(),
    unit: e.unit,
    source: e.source,
    confidence: e.confidence,
    createdAt: new Date(),
    createdBy: 'prueba',
    updatedAt: new Date(),
    updatedBy: 'prueba',
  }));

const week = (n: 14 | 15) =>
  JSON.parse(readFileSync(`scripts/payroll/examples/week-2025-${n}.json`, 'utf8')) as object;

interface Row {
  id: number;
  key: string;
  label: string;
  groupName: string;
  scheme: string | null;
  table11Code: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  value: string;
  source: string;
  confidence: string;
  inForce: boolean;
  active: boolean;
  version: number;
}
type Page = { rows: Row[]; total: number };

const input = (row: Row, changes: Partial<Row> = {}) => ({
  key: row.key,
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
  value: row.value,
  source: row.source,
  confidence: row.confidence,
  active: row.active,
  ...changes,
});

async function rowsOf(user: SignedIn, path: string, q: string): Promise<Row[]> {
  const res = await user.get(`${path}?pageSize=100&sort=effectiveFrom&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Page).rows;
}

describe.each(databaseKinds())('payroll parameters on %s', (kind) => {
  let h: AdminHarness;
  let readOnly: SignedIn;
  beforeAll(async () => {
    h = await adminHarness(kind);
    const role = unique('Consulta');
    await h.role(role, { uit: ['ver'], fondo_de_pension: ['ver'], pago_por_especialidad: ['ver'] });
    readOnly = await h.user([role]);
  });
  afterAll(async () => h?.close());

  it('seeds the engine catalogue once, with its legal sources; a deleted row does not come back', async () => {
    const general = (await h.admin.get('/parametros?pageSize=1')).json() as Page;
    const pensions = (await h.admin.get('/fondos-de-pension?pageSize=1')).json() as Page;
    expect(general.total + pensions.total).toBe(SEED_PARAMETER_ENTRIES.length);
    const uit = await rowsOf(h.admin, '/parametros', 'uit');
    const uit2025 = uit.find((r) => r.key === 'uit' && r.effectiveFrom === '2025-01-01')!;
    expect(uit2025).toMatchObject({
      value: '5350',
      effectiveTo: '2025-12-31',
      groupName: 'Tributos',
      label: 'UIT',
      confidence: 'law',
    });
    expect(uit2025.source).toContain('D.S. 260-2024-EF');
    expect(uit.find((r) => r.effectiveFrom === '2026-01-01')?.inForce).toBe(true);
    const integra = await rowsOf(h.admin, '/fondos-de-pension', 'afp.INTEGRA');
    expect(integra.find((r) => r.key === 'afp.INTEGRA.insurableCap')).toMatchObject({
      value: '12209.11',
      scheme: 'INTEGRA',
      table11Code: '21',
      groupName: 'Pensiones',
    });

    // A future row, deleted, stays deleted after the next start's seed.
    const created = await h.admin.post('/parametros', {
      key: 'rmv',
      effectiveFrom: '2099-01-01',
      effectiveTo: null,
      value: '2000',
      source: 'Prueba',
      confidence: 'decision',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Row;
    const removed = await h.admin.call({
      method: 'DELETE',
      url: `/api/parametros/${row.id}`,
      payload: { version: 1 },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await seedParameters({ db: h.server.database.db, clock: h.server.clock })).toBe(false);
    expect((await rowsOf(h.admin, '/parametros', 'rmv')).some((r) => r.effectiveFrom === '2099-01-01')).toBe(
      false,
    );
    expect(((await h.admin.get('/parametros?pageSize=1')).json() as Page).total).toBe(general.total);
  });

  it('adds the parameters the engine gained later to a database seeded before them, once', async () => {
    const db = h.server.database.db;
    const later = LATER_PARAMETER_SEEDS[0]!;
    // A database seeded before the batch: its rows and its marker are not there yet.
    await db.delete(payrollParameters).where(inArray(payrollParameters.key, [...later.keys]));
    await db.delete(seedMarkers).where(eq(seedMarkers.name, later.name));
    expect(await seedParameters({ db, clock: h.server.clock })).toBe(false);
    const rows = await db
      .select()
      .from(payrollParameters)
      .where(inArray(payrollParameters.key, [...later.keys]));
    expect(rows.map((r) => `${r.key}=${r.value}`).sort()).toEqual([
      'essalud.epsCreditRate=2.25',
      'familyAllowance.rate=10.00',
      'incomeTax.additionalDeductionUit=3',
    ]);
    // Deleted by a user, it does not come back.
    await db.delete(payrollParameters).where(eq(payrollParameters.key, 'familyAllowance.rate'));
    await seedParameters({ db, clock: h.server.clock });
    expect(
      await db.select().from(payrollParameters).where(eq(payrollParameters.key, 'familyAllowance.rate')),
    ).toEqual([]);
    await db
      .insert(payrollParameters)
      .values(rowsOfSeed(later.keys.filter((k) => k === 'familyAllowance.rate')));
  });

  it.each(PARAMETER_SORTS.flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]))(
    'pages through the whole list sorted by %s, page after page, each row once',
    async (sort) => {
      for (const path of ['/parametros', '/fondos-de-pension']) {
        const all = (await h.admin.get(`${path}?pageSize=100&sort=${sort}`)).json() as Page;
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
          const res = await h.admin.get(`${path}?pageSize=7&page=${page}&sort=${sort}`);
          expect(res.statusCode, res.body).toBe(200);
          seen.push(...(res.json() as Page).rows.map((r) => r.id));
        }
        expect(seen).toEqual(all.rows.map((r) => r.id));
      }
    },
  );

  it('refuses to edit or delete a row in force since a past date, in Spanish; source may be corrected', async () => {
    const [rmv] = (await rowsOf(h.admin, '/parametros', 'rmv')).filter(
      (r) => r.effectiveFrom === '2025-01-01',
    );
    const edit = await h.admin.put(`/parametros/${rmv!.id}`, {
      ...input(rmv!, { value: '1200' }),
      version: rmv!.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(
      /^No se puede modificar: el valor rige desde el 01\/01\/2025.*agregue un nuevo registro vigente desde una fecha posterior/,
    );
    const del = await h.admin.call({
      method: 'DELETE',
      url: `/api/parametros/${rmv!.id}`,
      payload: { version: rmv!.version },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/^No se puede eliminar/);
    const source = await h.admin.put(`/parametros/${rmv!.id}`, {
      ...input(rmv!, { source: `${rmv!.source}; El Peruano` }),
      version: rmv!.version,
    });
    expect(source.statusCode, source.body).toBe(200);
    expect((source.json() as Row).value).toBe('1130');
  });

  it('adds a later row (accepted), edits it while it is future, refuses a duplicate date and a wrong screen', async () => {
    const body = {
      key: 'rmv',
      effectiveFrom: '2026-05-01',
      effectiveTo: null,
      value: '1,200.00'.replace(',', ''),
      source: 'D.S. 001-2026-TR',
      confidence: 'law',
      active: true,
    };
    const created = await h.admin.post('/parametros', body);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Row;
    expect(row).toMatchObject({ value: '1200.00', inForce: false, version: 1 });
    const edited = await h.admin.put(`/parametros/${row.id}`, { ...body, value: '1250', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await h.admin.put(`/parametros/${row.id}`, { ...body, value: '1260', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_UPDATE_MESSAGE);
    const backdated = await h.admin.put(`/parametros/${row.id}`, {
      ...body,
      effectiveFrom: '2026-01-01',
      version: 2,
    });
    expect(backdated.statusCode).toBe(409);
    expect(backdated.json().message).toMatch(/no puede empezar antes de hoy/);

    const duplicate = await h.admin.post('/parametros', body);
    expect(duplicate.statusCode).toBe(400);
    expect(fieldsOf(duplicate).effectiveFrom).toMatch(
      /^Ya existe un valor de este parámetro desde esa fecha/,
    );
    const pensionHere = await h.admin.post('/parametros', { ...body, key: 'afp.PRIMA.insurance' });
    expect(fieldsOf(pensionHere).key).toBe('Este parámetro se administra en otra pantalla.');
    const bad = await h.admin.post('/parametros', {
      ...body,
      key: 'nada',
      value: '1.23456',
      effectiveFrom: '2026-13-01',
    });
    expect(fieldsOf(bad)).toMatchObject({
      key: 'Parámetro desconocido por el motor de planillas.',
      effectiveFrom: 'Ingrese una fecha válida (DD/MM/AAAA).',
    });
    const money = await h.admin.post('/parametros', { ...body, effectiveFrom: '2026-06-01', value: '1.234' });
    expect(fieldsOf(money).value).toBe('El valor admite como máximo 2 decimales.');

    const audit = await listAudit(h.server.database.db, {
      entity: 'uit',
      entityId: String(row.id),
      page: 1,
      pageSize: 10,
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['editar', 'crear']);
    expect(audit.rows[0]?.after).toMatchObject({ value: '1250' });
  });

  it('one of two concurrent edits of a row wins; the other is told to reload', async () => {
    const created = (
      await h.admin.post('/parametros', {
        key: 'sctr.rate',
        effectiveFrom: '2026-07-01',
        effectiveTo: null,
        value: '1.53',
        source: 'Póliza SCTR',
        confidence: 'practice',
        active: true,
      })
    ).json() as Row;
    const [a, b] = await Promise.all([
      h.admin.put(`/parametros/${created.id}`, { ...input(created, { value: '1.6' }), version: 1 }),
      h.admin.put(`/parametros/${created.id}`, { ...input(created, { value: '1.7' }), version: 1 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses each action without its permission (403)', async () => {
    expect((await readOnly.get('/parametros')).statusCode).toBe(200);
    expect((await readOnly.get('/fondos-de-pension')).statusCode).toBe(200);
    expect((await readOnly.get('/pagos-por-especialidad')).statusCode).toBe(200);
    const body = {
      key: 'essalud.rate',
      effectiveFrom: '2030-01-01',
      effectiveTo: null,
      value: '9.00',
      source: 'x',
      confidence: 'law',
      active: true,
    };
    expect((await readOnly.post('/parametros', body)).statusCode).toBe(403);
    const created = (await h.admin.post('/parametros', body)).json() as Row;
    expect((await readOnly.put(`/parametros/${created.id}`, { ...body, version: 1 })).statusCode).toBe(403);
    expect(
      (
        await readOnly.call({
          method: 'DELETE',
          url: `/api/parametros/${created.id}`,
          payload: { version: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await readOnly.get('/parametros/export.xlsx')).statusCode).toBe(403);
    expect((await readOnly.post('/planilla/semanas/calculo', week(14))).statusCode).toBe(403);
    const outsider = await h.user([]);
    expect((await outsider.get('/fondos-de-pension')).statusCode).toBe(403);
  });

  it('exports the pension schemes as .xlsx with Table 11 codes, audited', async () => {
    const res = await h.admin.call({ method: 'GET', url: '/api/fondos-de-pension/export.xlsx?q=HABITAT' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1, 4)).toEqual(['Grupo', 'Régimen', 'Código Tabla 11']);
    expect(rows.slice(1).every((r) => r[2] === 'HABITAT' && r[3] === '25')).toBe(true);
    const audit = await listAudit(h.server.database.db, {
      entity: 'fondo_de_pension',
      action: 'exportar',
      page: 1,
      pageSize: 10,
    });
    expect(audit.total).toBeGreaterThan(0);
  });

  it('the week computation uses the stored AFP insurable cap from its date on, and not before', async () => {
    const role = unique('Semana');
    await h.role(role, { semana_de_pesca: ['ver'] });
    const clerk = await h.user([role]);
    const cap = (r: { result: { parameters: Record<string, string> } }) =>
      r.result.parameters['afp.INTEGRA.insurableCap'];
    const before14 = await clerk.post('/planilla/semanas/calculo', week(14));
    expect(before14.statusCode, before14.body).toBe(200);
    expect(cap(before14.json())).toBe('12209.11');

    const added = await h.admin.post('/fondos-de-pension', {
      key: 'afp.INTEGRA.insurableCap',
      effectiveFrom: '2025-04-07',
      effectiveTo: null,
      value: '12500.00',
      source: 'SBS, circular de prueba',
      confidence: 'law',
      active: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(cap((await clerk.post('/planilla/semanas/calculo', week(14))).json())).toBe('12209.11');
    expect(cap((await clerk.post('/planilla/semanas/calculo', week(15))).json())).toBe('12500.00');
  });

  it('the week computation takes partes from the stored pago por especialidad from its date on, not before', async () => {
    // The example weeks with their PANGUERO renamed to a position of this run's database.
    const code = unique('PG').slice(-8).toUpperCase().replace(/-/g, '');
    const renamed = (n: 14 | 15) =>
      JSON.parse(JSON.stringify(week(n)).replaceAll('"PANGUERO"', JSON.stringify(code))) as object;
    const partesOf = (body: {
      result: {
        workers: {
          worker: { document: string };
          earnings: { concept: string; inputs: { partes?: string } }[];
        }[];
      };
    }) => [
      ...new Set(
        body.result.workers
          .find((w) => w.worker.document === '10000003')!
          .earnings.filter((e) => e.concept === 'catchShare')
          .map((e) => e.inputs.partes),
      ),
    ];
    const computed = async (n: 14 | 15) => {
      const res = await h.admin.post('/planilla/semanas/calculo', renamed(n));
      expect(res.statusCode, res.body).toBe(200);
      return partesOf(res.json());
    };
    // The partes of each catch share of the renamed worker (one value per week when one rule applies).
    // Nothing stored for the position: the input's table (1.25).
    expect(await computed(14)).toEqual(['1.25']);
    expect(await computed(15)).toEqual(['1.25']);

    const position = (
      await h.admin.post('/cargos', {
        code,
        name: unique('Panguero'),
        landDailyRate: '20.00',
        fixedPay: false,
        active: true,
      })
    ).json() as { id: number };
    const store = (effectiveFrom: string, shares: string, bonus = '') =>
      h.admin.post('/pagos-por-especialidad', {
        positionId: position.id,
        fishingTypeId: null,
        vesselId: null,
        effectiveFrom,
        shares,
        bonus,
        source: 'Convenio de prueba',
        active: true,
      });
    expect((await store('2025-01-01', '1.40')).statusCode).toBe(201);
    // Week 14 ends on 06/04/2025, week 15 starts on 07/04/2025 (its catch was landed on 08/04/2025).
    expect((await store('2025-04-07', '3.00')).statusCode).toBe(201);
    expect(await computed(14)).toEqual(['1.40']);
    expect(await computed(15)).toEqual(['3.00']);

    // A stored bonus is soles per fishing day on board: from 08/04/2025 on, 50.00 for each day the
    // worker sailed in the position and the vessel landed (week 15 lands on 08/04 only).
    expect((await store('2025-04-08', '3.00', '50')).statusCode).toBe(201);
    const paid = await h.admin.post('/planilla/semanas/calculo', renamed(15));
    expect(paid.statusCode, paid.body).toBe(200);
    const bonuses = (
      paid.json() as {
        result: {
          workers: {
            worker: { document: string };
            earnings: { concept: string; amount: string; inputs: { date?: string } }[];
          }[];
        };
      }
    ).result.workers
      .find((w) => w.worker.document === '10000003')!
      .earnings.filter((e) => e.concept === 'specialtyBonus')
      .map((e) => [e.inputs.date, e.amount]);
    expect(bonuses.length).toBeGreaterThan(0);
    expect(bonuses.every(([date, amount]) => date! >= '2025-04-08' && amount === '50.00')).toBe(true);
    expect((await computed(14)).length).toBe(1); // week 14 has no bonus row in force
  });

  it('names the missing parameter and its date instead of computing with zero', async () => {
    const [essalud] = await rowsOf(h.admin, '/parametros', 'essalud');
    // An administrator deactivates nothing in the past; here the row goes away behind the API's back.
    await h.server.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update payroll_parameters set active = false where key = ${essalud!.key}`,
    );
    const res = await h.admin.post('/planilla/semanas/calculo', week(14));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('No hay EsSalud vigente el 06/04/2025');
  });

  it('pago por especialidad: partes and bonus per position from a date, with the past rule', async () => {
    const position = (
      await h.admin.post('/cargos', {
        code: unique('P').slice(-6).toUpperCase().replace(/-/g, ''),
        name: unique('Panguero'),
        landDailyRate: '20.00',
        fixedPay: false,
        active: true,
      })
    ).json() as { id: number; name: string };
    const body = {
      positionId: position.id,
      fishingTypeId: null,
      vesselId: null,
      effectiveFrom: '2025-01-01',
      shares: '1.5',
      bonus: '',
      source: 'Convenio 2025',
      active: true,
    };
    const created = await h.admin.post('/pagos-por-especialidad', body);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as { id: number; shares: string; bonus: string; positionName: string };
    expect(row).toMatchObject({ shares: '1.50', bonus: '0.00', positionName: position.name });
    const duplicate = await h.admin.post('/pagos-por-especialidad', body);
    expect(fieldsOf(duplicate).effectiveFrom).toMatch(/^Ya existe un pago/);
    const past = await h.admin.put(`/pagos-por-especialidad/${row.id}`, { ...body, shares: '2', version: 1 });
    expect(past.statusCode).toBe(409);
    const later = await h.admin.post('/pagos-por-especialidad', {
      ...body,
      effectiveFrom: '2026-04-01',
      bonus: '50',
    });
    expect(later.statusCode, later.body).toBe(201);
    const missing = await h.admin.post('/pagos-por-especialidad', { ...body, positionId: null });
    expect(fieldsOf(missing).positionId).toBe('Seleccione una opción.');
  });

  it('positions read their partes from pago por especialidad only: in force today, or none', async () => {
    const input = {
      code: unique('Q').slice(-6).toUpperCase().replace(/-/g, ''),
      name: unique('Winchero'),
      landDailyRate: '20.00',
      fixedPay: false,
      active: true,
    };
    // The position no longer has partes of its own: the former field is refused.
    expect((await h.admin.post('/cargos', { ...input, defaultShares: '1.25' })).statusCode).toBe(400);
    const created = await h.admin.post('/cargos', input);
    expect(created.statusCode, created.body).toBe(201);
    const position = created.json() as { id: number; sharesToday: string | null };
    expect(position).toMatchObject({ sharesToday: null });
    const today = limaDate(h.server.clock.now());
    const store = (effectiveFrom: string, shares: string, fishingTypeId: number | null = null) =>
      h.admin.post('/pagos-por-especialidad', {
        positionId: position.id,
        fishingTypeId,
        vesselId: null,
        effectiveFrom,
        shares,
        bonus: '',
        source: 'Convenio de prueba',
        active: true,
      });
    expect((await store('2025-01-01', '1.25')).statusCode).toBe(201);
    expect((await store('2026-01-01', '1.40')).statusCode).toBe(201);
    // A row from tomorrow is not in force today.
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await store(tomorrow, '9.00')).statusCode).toBe(201);
    const read = async () =>
      ((await h.admin.get(`/cargos/${position.id}`)).json() as { sharesToday: string | null }).sharesToday;
    expect(await read()).toBe('1.40');
    const [type] = await h.server.database.db.select().from(fishingTypes).limit(1);
    expect((await store('2025-06-01', '2.00', type!.id)).statusCode).toBe(201);
    expect(await read()).toBe('1.40 a 2.00');
    const listed = (await h.admin.get(`/cargos?q=${encodeURIComponent(input.code)}`)).json() as {
      rows: { id: number; sharesToday: string | null }[];
    };
    expect(listed.rows).toEqual([expect.objectContaining({ id: position.id, sharesToday: '1.40 a 2.00' })]);
  });
});
