import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { seedCatalogues } from '../../../server/fishing-types/seed';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { auditChanges } from '../../../src/domain/admin/audit';
import { rucCheckDigit, RUC_MESSAGES } from '../../../src/domain/shared/ruc';
import { VESSEL_MESSAGES } from '../../../src/domain/vessels/vessel';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';

/** A valid, random company RUC (prefix 20, SUNAT check digit). */
function randomRuc(): string {
  const base = `20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return `${base}${rucCheckDigit(base)}`;
}
const code = () => unique('C').slice(-8).toUpperCase().replace(/-/g, '');

interface Catalogue {
  readonly module: string;
  readonly path: string;
  /** A valid new record; `h` may create what it refers to. */
  input(h: AdminHarness): Promise<Record<string, unknown>>;
  /** A field to change on edit, with its new value. */
  readonly edit: readonly [string, unknown];
  /** A field and a too long value for it (the schema's limit). */
  readonly tooLong: readonly [string, number];
  /** The first export header. */
  readonly firstHeader: string;
}

async function companyId(h: AdminHarness): Promise<number> {
  const res = await h.admin.post('/empresas', {
    ruc: randomRuc(),
    legalName: unique('Armadora'),
    address: 'Av. Grau 100, Chimbote',
    vesselOwner: true,
    active: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function fishingTypeId(h: AdminHarness): Promise<number> {
  const options = (await h.admin.get('/tipos-de-pesca/options')).json() as { id: number; label: string }[];
  return options.find((o) => o.label.startsWith('CHD'))!.id;
}

const CATALOGUES: readonly Catalogue[] = [
  {
    module: 'empresa',
    path: '/empresas',
    input: async () => ({
      ruc: randomRuc(),
      legalName: unique('Pesquera'),
      address: 'Jr. Los Pinos 12',
      vesselOwner: false,
      active: true,
    }),
    edit: ['address', 'Calle Nueva 5'],
    tooLong: ['legalName', 151],
    firstHeader: 'RUC',
  },
  {
    module: 'fabrica',
    path: '/fabricas',
    input: async () => ({ ruc: randomRuc(), name: unique('Planta'), port: 'Chimbote', active: true }),
    edit: ['port', 'Coishco'],
    tooLong: ['name', 101],
    firstHeader: 'RUC',
  },
  {
    module: 'embarcacion',
    path: '/embarcaciones',
    input: async (h) => ({
      registration: `CO-${code()}-PM`,
      name: unique('Don Lucho'),
      companyId: await companyId(h),
      holdCapacityM3: '350.00',
      unionAffiliated: true,
      shareHistory: [{ effectiveFrom: '2025-01-01', percent: '22.40' }],
      active: true,
    }),
    edit: ['holdCapacityM3', '400.50'],
    tooLong: ['name', 101],
    firstHeader: 'Matrícula',
  },
  {
    module: 'tipo_de_pesca',
    path: '/tipos-de-pesca',
    input: async () => ({ code: code(), name: unique('Tipo'), active: true }),
    edit: ['active', false],
    tooLong: ['name', 81],
    firstHeader: 'Código',
  },
  {
    module: 'especie',
    path: '/especies',
    input: async (h) => ({
      code: code(),
      commonName: unique('Lorna'),
      scientificName: 'Sciaena deliciosa',
      fishingTypeId: await fishingTypeId(h),
      active: true,
    }),
    edit: ['scientificName', 'Sciaena deliciosa (Tschudi)'],
    tooLong: ['commonName', 81],
    firstHeader: 'Código',
  },
  {
    module: 'cargo',
    path: '/cargos',
    input: async () => ({
      code: code(),
      name: unique('Motorista'),
      landDailyRate: '20.00',
      fixedPay: false,
      active: true,
    }),
    edit: ['landDailyRate', '25.50'],
    tooLong: ['name', 101],
    firstHeader: 'Código',
  },
];

async function readWorkbook(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

describe.each(databaseKinds())('catalogues on %s', (kind) => {
  let h: AdminHarness;
  let readOnly: SignedIn;
  beforeAll(async () => {
    h = await adminHarness(kind);
    const role = unique('Consulta');
    await h.role(role, Object.fromEntries(CATALOGUES.map((c) => [c.module, ['ver']])));
    readOnly = await h.user([role]);
  });
  afterAll(async () => h?.close());

  it("keeps a position's PLAME .sec code when an edit leaves it out, clears it when sent empty, refuses one outside 1-7", async () => {
    const input = {
      code: code(),
      name: unique('Patrón'),
      landDailyRate: '20.00',
      fixedPay: false,
      active: true,
    };
    const created = await h.admin.post('/cargos', { ...input, secCode: '1' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect(created.json()).toMatchObject({ secCode: '1' });

    const kept = await h.admin.put(`/cargos/${id}`, { ...input, landDailyRate: '21.00', version: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ secCode: '1', landDailyRate: '21.00', version: 2 });

    const refused = await h.admin.put(`/cargos/${id}`, { ...input, secCode: '9', version: 2 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(refused))).toEqual(['secCode']);

    const cleared = await h.admin.put(`/cargos/${id}`, { ...input, secCode: '', version: 2 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ secCode: '', version: 3 });

    const none = await h.admin.post('/cargos', { ...input, code: code(), name: unique('Tripulante') });
    expect(none.json()).toMatchObject({ secCode: '' });
  });

  it("records a change of a position's code in the trail with its values before and after", async () => {
    const input = {
      code: code(),
      name: unique('Bodeguero'),
      landDailyRate: '20.00',
      fixedPay: false,
      active: true,
    };
    const created = (await h.admin.post('/cargos', input)).json() as { id: number };
    const renamed = `${input.code.slice(0, 7)}X`;
    const edited = await h.admin.put(`/cargos/${created.id}`, { ...input, code: renamed, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const audit = await listAudit(h.server.database.db, {
      entity: 'cargo',
      entityId: String(created.id),
      action: 'editar',
      page: 1,
      pageSize: 10,
    });
    expect(auditChanges(audit.rows[0]?.before, audit.rows[0]?.after)).toEqual([
      { field: 'code', before: input.code, after: renamed },
    ]);
  });

  describe.each(CATALOGUES)('$path', (c) => {
    it('creates, reads, lists, edits with a version check, deletes; every write audited', async () => {
      const input = await c.input(h);
      const created = await h.admin.post(c.path, input);
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json() as { id: number; version: number } & Record<string, unknown>;
      expect(record).toMatchObject({ version: 1, active: true });
      expect((await h.admin.get(`${c.path}/${record.id}`)).json()).toEqual(record);

      const [field, value] = c.edit;
      const edited = await h.admin.put(`${c.path}/${record.id}`, { ...input, [field]: value, version: 1 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ [field]: value, version: 2 });

      const stale = await h.admin.put(`${c.path}/${record.id}`, { ...input, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(STALE_UPDATE_MESSAGE);

      const q = String(input.name ?? input.legalName ?? input.commonName);
      const list = (await h.admin.get(`${c.path}?q=${encodeURIComponent(q)}`)).json() as {
        rows: { id: number }[];
        total: number;
      };
      expect(list.rows.map((r) => r.id)).toEqual([record.id]);
      expect(list.total).toBe(1);

      const staleDelete = await h.admin.call({
        method: 'DELETE',
        url: `/api${c.path}/${record.id}`,
        payload: { version: 1 },
      });
      expect(staleDelete.statusCode).toBe(409);
      const deleted = await h.admin.call({
        method: 'DELETE',
        url: `/api${c.path}/${record.id}`,
        payload: { version: 2 },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await h.admin.get(`${c.path}/${record.id}`)).statusCode).toBe(404);

      const audit = await listAudit(h.server.database.db, {
        entity: c.module,
        entityId: String(record.id),
        page: 1,
        pageSize: 10,
      });
      expect(audit.rows.map((r) => r.action)).toEqual(['eliminar', 'editar', 'crear']);
      expect(audit.rows.every((r) => r.actorUsername === h.admin.username)).toBe(true);
      expect(audit.rows[1]?.after).toMatchObject({ [field]: value });
    });

    it('refuses each action without its permission (403)', async () => {
      const input = await c.input(h);
      expect((await readOnly.get(c.path)).statusCode).toBe(200);
      expect((await readOnly.post(c.path, input)).statusCode).toBe(403);
      const created = (await h.admin.post(c.path, input)).json() as { id: number };
      expect((await readOnly.put(`${c.path}/${created.id}`, { ...input, version: 1 })).statusCode).toBe(403);
      expect(
        (
          await readOnly.call({
            method: 'DELETE',
            url: `/api${c.path}/${created.id}`,
            payload: { version: 1 },
          })
        ).statusCode,
      ).toBe(403);
      expect((await readOnly.get(`${c.path}/export.xlsx`)).statusCode).toBe(403);
      const outsider = await h.user([]);
      expect((await outsider.get(c.path)).statusCode).toBe(403);
      expect((await outsider.get(`${c.path}/${created.id}`)).statusCode).toBe(403);
    });

    it('limits text lengths in the schema and validates in Spanish', async () => {
      const input = await c.input(h);
      const [field, length] = c.tooLong;
      const long = await h.admin.post(c.path, { ...input, [field]: 'x'.repeat(length) });
      expect(long.statusCode).toBe(400);
      expect(fieldsOf(long)).toEqual({ [field]: `No puede superar ${length - 1} caracteres.` });
      const blank = await h.admin.post(c.path, { ...input, [field]: '  ' });
      expect(blank.statusCode).toBe(400);
      expect(fieldsOf(blank)[field]).toMatch(/obligatori[oa]\.$/);
    });

    it('exports the filtered list as .xlsx with Spanish headers, audited', async () => {
      const input = await c.input(h);
      const created = (await h.admin.post(c.path, input)).json() as Record<string, unknown>;
      const q = String(input.name ?? input.legalName ?? input.commonName);
      const res = await h.admin.call({
        method: 'GET',
        url: `/api${c.path}/export.xlsx?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const rows = await readWorkbook(res.rawPayload);
      expect(rows[0]?.[0]).toBe(c.firstHeader);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(q);
      expect(created.id).toBeTypeOf('number');
      const audit = await listAudit(h.server.database.db, {
        entity: c.module,
        action: 'exportar',
        page: 1,
        pageSize: 50,
      });
      expect(audit.rows.some((r) => JSON.stringify(r.after).includes(q))).toBe(true);
    });
  });

  it('seeds the fishing types and the common species', async () => {
    const types = (await h.admin.get('/tipos-de-pesca?sort=code')).json() as { rows: { code: string }[] };
    expect(types.rows.map((t) => t.code)).toEqual(expect.arrayContaining(['CHD', 'CHI']));
    const species = (await h.admin.get('/especies?pageSize=100')).json() as {
      rows: { code: string; commonName: string; scientificName: string; fishingTypeName: string }[];
    };
    const anchoveta = species.rows.find((s) => s.code === 'ANC');
    expect(anchoveta).toMatchObject({
      commonName: 'Anchoveta',
      scientificName: 'Engraulis ringens',
      fishingTypeName: 'Consumo humano indirecto',
    });
    for (const name of ['Jurel', 'Caballa', 'Bonito', 'Pota', 'Perico']) {
      expect(species.rows.some((s) => s.commonName === name)).toBe(true);
    }
  });

  it('seeds only once: a seeded species deleted by an administrator does not come back at the next start', async () => {
    const find = async () =>
      (
        (await h.admin.get('/especies?q=Perico&pageSize=100')).json() as {
          rows: { id: number; code: string; version: number }[];
        }
      ).rows.find((s) => s.code === 'PER');
    const perico = await find();
    expect(perico).toBeDefined();
    const deleted = await h.admin.call({
      method: 'DELETE',
      url: `/api/especies/${perico!.id}`,
      payload: { version: perico!.version },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { config, database, clock } = h.server;
    await seedCatalogues({ config, db: database.db, clock });
    expect(await find()).toBeUndefined();
  });

  it('an edit keeping a reference that became inactive is accepted; a new inactive reference is refused', async () => {
    const vessel = await CATALOGUES[2]!.input(h);
    const created = await h.admin.post('/embarcaciones', vessel);
    expect(created.statusCode, created.body).toBe(201);
    const deactivate = async (path: string, id: unknown) => {
      const current = (await h.admin.get(`${path}/${String(id)}`)).json() as Record<string, unknown>;
      const { id: _id, updatedAt: _at, updatedBy: _by, ...fields } = current;
      const res = await h.admin.put(`${path}/${String(id)}`, { ...fields, active: false });
      expect(res.statusCode, res.body).toBe(200);
    };
    await deactivate('/empresas', vessel.companyId);
    const boat = created.json() as { id: number; version: number };
    const edited = await h.admin.put(`/embarcaciones/${boat.id}`, {
      ...vessel,
      name: unique('Renombrada'),
      version: boat.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const other = await CATALOGUES[2]!.input(h);
    await deactivate('/empresas', other.companyId);
    const moved = await h.admin.put(`/embarcaciones/${boat.id}`, {
      ...vessel,
      companyId: other.companyId,
      version: boat.version + 1,
    });
    expect(fieldsOf(moved)).toEqual({ companyId: VESSEL_MESSAGES.companyInactive });
    const fresh = await h.admin.post('/embarcaciones', { ...vessel, registration: `CO-${code()}-PM` });
    expect(fieldsOf(fresh)).toEqual({ companyId: VESSEL_MESSAGES.companyInactive });

    const type = await h.admin.post('/tipos-de-pesca', { code: code(), name: unique('Tipo'), active: true });
    expect(type.statusCode, type.body).toBe(201);
    const typeId = (type.json() as { id: number }).id;
    const fish = await h.admin.post('/especies', {
      code: code(),
      commonName: unique('Lorna'),
      scientificName: '',
      fishingTypeId: typeId,
      active: true,
    });
    expect(fish.statusCode, fish.body).toBe(201);
    await deactivate('/tipos-de-pesca', typeId);
    const {
      id: fishId,
      version: fishVersion,
      code: fishCode,
      commonName,
    } = fish.json() as {
      id: number;
      version: number;
      code: string;
      commonName: string;
    };
    const renamed = await h.admin.put(`/especies/${fishId}`, {
      code: fishCode,
      commonName,
      scientificName: 'Sciaena deliciosa',
      fishingTypeId: typeId,
      active: true,
      version: fishVersion,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('companies: RUC check digit and unique RUC', async () => {
    const bad = await h.admin.post('/empresas', {
      ruc: '20338054116',
      legalName: 'Austral',
      address: '',
      vesselOwner: true,
      active: true,
    });
    expect(fieldsOf(bad)).toEqual({ ruc: RUC_MESSAGES.checkDigit });
    const ruc = randomRuc();
    const body = { ruc, legalName: unique('Uno'), address: '', vesselOwner: true, active: true };
    expect((await h.admin.post('/empresas', body)).statusCode).toBe(201);
    const again = await h.admin.post('/empresas', { ...body, legalName: unique('Dos') });
    expect(fieldsOf(again)).toEqual({ ruc: 'Ya existe una empresa con ese RUC.' });
  });

  it('a company owning a vessel cannot be deleted: 409 saying to deactivate it; deactivated it leaves the options', async () => {
    const vessel = await CATALOGUES[2]!.input(h);
    const created = await h.admin.post('/embarcaciones', vessel);
    expect(created.statusCode, created.body).toBe(201);
    const company = (await h.admin.get(`/empresas/${String(vessel.companyId)}`)).json() as Record<
      string,
      unknown
    >;
    const refused = await h.admin.call({
      method: 'DELETE',
      url: `/api/empresas/${String(company.id)}`,
      payload: { version: company.version },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/la usa 1 embarcación\. Desactívela en su lugar/);
    const { id, updatedAt: _a, updatedBy: _b, ...fields } = company;
    const off = await h.admin.put(`/empresas/${String(id)}`, { ...fields, active: false });
    expect(off.statusCode, off.body).toBe(200);
    const options = (await h.admin.get('/empresas/options')).json() as { id: number }[];
    expect(options.some((o) => o.id === id)).toBe(false);
    const onInactive = await h.admin.post('/embarcaciones', {
      ...vessel,
      registration: `CO-${code()}-PM`,
    });
    expect(fieldsOf(onInactive)).toEqual({ companyId: 'La empresa está desactivada: elija una activa.' });
  });

  it('a fishing type with species cannot be deleted', async () => {
    const types = (await h.admin.get('/tipos-de-pesca?q=CHI')).json() as {
      rows: { id: number; version: number }[];
    };
    const chi = types.rows[0]!;
    const refused = await h.admin.call({
      method: 'DELETE',
      url: `/api/tipos-de-pesca/${chi.id}`,
      payload: { version: chi.version },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/el tipo de pesca «CHI»: lo usa/);
  });

  it('vessels: unique matrícula, share % rules, and the share in force today from its history', async () => {
    const input = await CATALOGUES[2]!.input(h);
    const withHistory = {
      ...input,
      registration: String(input.registration).toLowerCase(),
      shareHistory: [
        { effectiveFrom: '2026-03-03', percent: '25' },
        { effectiveFrom: '2026-03-02', percent: '24.5' },
        { effectiveFrom: '2025-01-01', percent: '22.4' },
      ],
    };
    const created = await h.admin.post('/embarcaciones', withHistory);
    expect(created.statusCode, created.body).toBe(201);
    // The test clock reads 2026-03-02 in Lima: the change of that day applies, tomorrow's not yet.
    expect(created.json()).toMatchObject({
      registration: String(input.registration).toUpperCase(),
      sharePercent: '24.50',
      shareHistory: [
        { effectiveFrom: '2025-01-01', percent: '22.40' },
        { effectiveFrom: '2026-03-02', percent: '24.50' },
        { effectiveFrom: '2026-03-03', percent: '25.00' },
      ],
    });
    const taken = await h.admin.post('/embarcaciones', { ...input, name: unique('Otra') });
    expect(fieldsOf(taken)).toEqual({ registration: 'Ya existe una embarcación con esa matrícula.' });
    const badShare = await h.admin.post('/embarcaciones', {
      ...input,
      registration: `CO-${code()}-PM`,
      shareHistory: [{ effectiveFrom: '2025-01-01', percent: '100.5' }],
    });
    expect(fieldsOf(badShare)).toEqual({
      'shareHistory.0.percent': 'El porcentaje de participación debe estar entre 0 y 100.',
    });
    const sorted = (await h.admin.get('/embarcaciones?sort=sharePercent&order=desc&pageSize=1')).json() as {
      rows: { sharePercent: string }[];
    };
    expect(sorted.rows[0]?.sharePercent).toBe('24.50');
  });

  it('offers options to the forms that use them: companies to whoever may see vessels', async () => {
    const role = unique('Flota');
    await h.role(role, { embarcacion: ['ver'] });
    const fleet = await h.user([role]);
    expect((await fleet.get('/empresas/options')).statusCode).toBe(200);
    expect((await fleet.get('/empresas')).statusCode).toBe(403);
    expect((await fleet.get('/fabricas/options')).statusCode).toBe(403);
  });
});
