import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  fishingWeeks,
  plants,
  positions,
  species,
  vessels,
  vesselShares,
  workers,
  workerTerms,
} from '../../../server/db/schema';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, type AdminHarness } from '../admin/support';

interface Named {
  id: number;
  version: number;
}

describe.each(databaseKinds())('records named by fishing weeks on %s', (kind) => {
  let h: AdminHarness;
  let used: { vessel: Named; plant: Named; position: Named; worker: Named; species: Named };
  let unused: { vessel: Named; plant: Named };
  let newcomerId: number;
  let weekId: number;

  beforeAll(async () => {
    h = await adminHarness(kind);
    const db = h.server.database.db;
    const by = { createdAt: new Date(), createdBy: 'prueba', updatedAt: new Date(), updatedBy: 'prueba' };
    const [company] = await db
      .insert(companies)
      .values({ ruc: '20100000011', legalName: 'Pesquera Referencias S.A.C.', vesselOwner: true, ...by })
      .returning();
    const vesselRows = await db
      .insert(vessels)
      .values(
        ['CO-41000-PM', 'CO-42000-PM'].map((registration, i) => ({
          registration,
          name: `REFERENCIA ${i + 1}`,
          companyId: company!.id,
          holdCapacityM3: '300',
          ...by,
        })),
      )
      .returning();
    await db
      .insert(vesselShares)
      .values(vesselRows.map((v) => ({ vesselId: v.id, effectiveFrom: '2025-01-01', percent: '22.40' })));
    const plantRows = await db
      .insert(plants)
      .values(['20100000012', '20100000013'].map((ruc, i) => ({ ruc, name: `PLANTA REF ${i + 1}`, ...by })))
      .returning();
    const [position] = await db
      .insert(positions)
      .values({ code: 'REFPESC', name: 'PESCADOR REF', landDailyRate: '20.00', ...by })
      .returning();
    const [worker, newcomer] = await db
      .insert(workers)
      .values(
        ['41000001', '41000002'].map((documentNumber) => ({
          documentType: 'DNI',
          documentNumber,
          paternalSurname: 'REFERENCIA',
          names: 'JUAN',
          birthDate: '1990-01-01',
          hireDate: '2019-03-01',
          ...by,
        })),
      )
      .returning();
    await db.insert(workerTerms).values(
      [worker!, newcomer!].map((w) => ({
        workerId: w.id,
        effectiveFrom: '2019-03-01',
        positionId: position!.id,
        pensionScheme: 'REP',
      })),
    );
    newcomerId = newcomer!.id;
    const [anc] = await db.select().from(species).where(eq(species.code, 'ANC'));
    used = {
      vessel: vesselRows[0]!,
      plant: plantRows[0]!,
      position: position!,
      worker: worker!,
      species: anc!,
    };
    unused = { vessel: vesselRows[1]!, plant: plantRows[1]! };

    const created = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: 30,
      start: '2025-07-21',
      end: '2025-07-27',
      month: '2025-07',
    });
    expect(created.statusCode, created.body).toBe(201);
    let week = created.json() as Named;
    weekId = week.id;
    const landed = await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      prices: [{ speciesId: anc!.id, effectiveFrom: '2025-07-01', pricePerTonne: '520.00' }],
      landings: [
        {
          date: '2025-07-22',
          vesselId: used.vessel.id,
          speciesId: anc!.id,
          plantId: used.plant.id,
          ticket: 'REF-1',
          tonnes: '10.000',
          penalisedTonnes: '0.000',
          pricePerTonne: null,
          priceReason: '',
        },
      ],
    });
    expect(landed.statusCode, landed.body).toBe(200);
    week = landed.json() as Named;
    const manned = await h.admin.put(`/semanas-de-pesca/${week.id}/tripulacion`, {
      version: week.version,
      crew: [
        { date: '2025-07-22', vesselId: used.vessel.id, workerId: used.worker.id, positionId: position!.id },
      ],
      landWork: [],
    });
    expect(manned.statusCode, manned.body).toBe(200);
  });
  afterAll(async () => h?.close());

  const remove = (path: string, record: Named) =>
    h.admin.call({ method: 'DELETE', url: `/api${path}/${record.id}`, payload: { version: record.version } });

  it('gives the preview a context with the workers the saved grids name and those it asks for', async () => {
    const documents = async (query: string) => {
      const res = await h.admin.get(`/semanas-de-pesca/${weekId}/contexto${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { master: { workers: { document: string }[] } }).master.workers.map(
        (w) => w.document,
      );
    };
    expect(await documents('')).toEqual(['41000001']);
    expect((await documents(`?trabajadores=${newcomerId}`)).sort()).toEqual(['41000001', '41000002']);
    expect((await h.admin.get(`/semanas-de-pesca/${weekId}/contexto?trabajadores=uno`)).statusCode).toBe(400);
  });

  it("filters the workers' list by the vessel's crew of its last week", async () => {
    const onBoard = await h.admin.get(`/trabajadores?vesselId=${used.vessel.id}`);
    expect(onBoard.statusCode, onBoard.body).toBe(200);
    expect(
      (onBoard.json() as { rows: { documentNumber: string }[] }).rows.map((w) => w.documentNumber),
    ).toEqual(['41000001']);
    const none = await h.admin.get(`/trabajadores?vesselId=${unused.vessel.id}`);
    expect((none.json() as { total: number }).total).toBe(0);
  });

  it.each([
    ['/embarcaciones', 'vessel', 'la embarcación «REFERENCIA 1»'],
    ['/fabricas', 'plant', 'la fábrica «PLANTA REF 1»'],
    ['/cargos', 'position', 'el cargo «PESCADOR REF»'],
    ['/trabajadores', 'worker', 'el trabajador 41000001'],
    ['/especies', 'species', 'la especie'],
  ] as const)(
    'refuses to delete a record a week names (%s), saying which weeks keep it',
    async (path, key, what) => {
      const res = await remove(path, used[key]);
      expect(res.statusCode, res.body).toBe(409);
      const { message } = res.json() as { message: string };
      expect(message).toContain(`No se puede eliminar ${what}`);
      expect(message).toMatch(/1 semana de pesca|trabajador/);
      expect(message).toContain('Desactív');
    },
  );

  // PGlite has one connection: two transactions cannot overlap there.
  it.skipIf(kind === 'pglite')(
    'a delete racing a save that names the record waits for it, then refuses',
    async () => {
      const db = h.server.database.db;
      const [vessel] = await db
        .insert(vessels)
        .values({
          registration: 'CO-43000-PM',
          name: 'REFERENCIA CARRERA',
          companyId: (await db.select().from(companies).where(eq(companies.ruc, '20100000011')))[0]!.id,
          holdCapacityM3: '300',
          createdAt: new Date(),
          createdBy: 'prueba',
          updatedAt: new Date(),
          updatedBy: 'prueba',
        })
        .returning();
      let deleting: Promise<{ statusCode: number; body: string }> | undefined;
      // What a grid save does in its transaction: lock the rows it names, then write the grid.
      await db.transaction(async (tx) => {
        await tx.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, vessel!.id)).for('key share');
        await tx
          .update(fishingWeeks)
          .set({
            crew: sql`${fishingWeeks.crew} || ${JSON.stringify([
              { date: '2025-07-23', vesselId: vessel!.id, workerId: used.worker.id, positionId: null },
            ])}::jsonb`,
          })
          .where(eq(fishingWeeks.id, weekId));
        deleting = remove('/embarcaciones', vessel!);
        // The delete is under way when it waits for this transaction's lock.
        await expect
          .poll(
            async () =>
              Number(
                (
                  (await db.execute(
                    sql`select count(*)::int as n from pg_locks where not granted`,
                  )) as unknown as {
                    rows: { n: number }[];
                  }
                ).rows[0]!.n,
              ),
            { timeout: 30_000 },
          )
          .toBeGreaterThan(0);
      });
      const res = await deleting!;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.body).toContain('REFERENCIA CARRERA');
    },
  );

  it.skipIf(kind === 'pglite')(
    'a save racing a delete of a record it names waits for it, then refuses instead of naming a deleted record',
    async () => {
      const db = h.server.database.db;
      const [vessel] = await db
        .insert(vessels)
        .values({
          registration: 'CO-44000-PM',
          name: 'REFERENCIA BORRADA',
          companyId: (await db.select().from(companies).where(eq(companies.ruc, '20100000011')))[0]!.id,
          holdCapacityM3: '300',
          createdAt: new Date(),
          createdBy: 'prueba',
          updatedAt: new Date(),
          updatedBy: 'prueba',
        })
        .returning();
      const week = (await h.admin.get(`/semanas-de-pesca/${weekId}`)).json() as Named & {
        crew: unknown[];
        landWork: unknown[];
      };
      let saving: Promise<{ statusCode: number; body: string }> | undefined;
      // What a delete does in its transaction: lock the row, then remove it.
      await db.transaction(async (tx) => {
        await tx.select({ id: vessels.id }).from(vessels).where(eq(vessels.id, vessel!.id)).for('update');
        await tx.delete(vessels).where(eq(vessels.id, vessel!.id));
        saving = h.admin.put(`/semanas-de-pesca/${weekId}/tripulacion`, {
          version: week.version,
          crew: [
            ...week.crew,
            { date: '2025-07-24', vesselId: vessel!.id, workerId: used.worker.id, positionId: null },
          ],
          landWork: week.landWork,
        });
        await expect
          .poll(
            async () =>
              Number(
                (
                  (await db.execute(
                    sql`select count(*)::int as n from pg_locks where not granted`,
                  )) as unknown as {
                    rows: { n: number }[];
                  }
                ).rows[0]!.n,
              ),
            { timeout: 30_000 },
          )
          .toBeGreaterThan(0);
      });
      const res = await saving!;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.body).toContain('se eliminó mientras se guardaba');
      const after = (await h.admin.get(`/semanas-de-pesca/${weekId}`)).json() as Named;
      expect(after.version).toBe(week.version);
    },
  );

  it('still deletes records no week names', async () => {
    expect((await remove('/embarcaciones', unused.vessel)).statusCode).toBe(204);
    expect((await remove('/fabricas', unused.plant)).statusCode).toBe(204);
  });
});
