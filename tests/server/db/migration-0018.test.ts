import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/database';
import { foldersBefore, openDatabase } from '../../support/migrations';
import { databaseKinds } from '../../support/test-database';

const MIGRATION = '0018_position_shares_from_specialty_pay';

describe.each(databaseKinds())('migration 0018 (partes from pago por especialidad) on %s', (kind) => {
  const before = foldersBefore(MIGRATION);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('moves every position’s default partes to a general row every stored week reads, then drops them', async () => {
    const db = await openDatabase(kind);
    try {
      await db.migrate(before);
      const by = sql`now(), 'prueba', now(), 'prueba'`;
      // Positions as the old screen saved them: with their "Partes por defecto".
      await db.run(sql`
        insert into positions (code, name, default_shares, land_daily_rate, fixed_pay, created_at, created_by, updated_at, updated_by)
        values
          ('PATRON', 'Patrón', 2.00, 30.00, false, '2026-03-10T15:00:00Z', 'prueba', now(), 'prueba'),
          ('MOTORISTA', 'Motorista', 1.50, 20.00, false, '2026-03-10T15:00:00Z', 'prueba', now(), 'prueba'),
          ('PESCADOR', 'Pescador', 1.00, 20.00, false, '2024-12-01T03:00:00Z', 'prueba', now(), 'prueba'),
          ('GUARDIAN', 'Guardián', 0.00, 25.00, true, '2026-03-10T15:00:00Z', 'prueba', now(), 'prueba')`);
      // MOTORISTA already has its pago por especialidad: it is left as it is.
      await db.run(sql`
        insert into specialty_pay (position_id, effective_from, shares, bonus, source, created_at, created_by, updated_at, updated_by)
        select id, '2025-06-01', 1.75, 10.00, 'Acta 2025', ${by} from positions where code = 'MOTORISTA'`);
      // The earliest stored week starts on 31/03/2025, before PATRON was created.
      await db.run(sql`
        insert into fishing_weeks (year, number, start_date, end_date, month, created_at, created_by, updated_at, updated_by)
        values (2025, 14, '2025-03-31', '2025-04-06', '2025-04', ${by}),
               (2026, 12, '2026-03-16', '2026-03-22', '2026-03', ${by})`);

      await db.migrate(migrationsFolder);

      const rows = await db.run(sql`
        select p.code, s.effective_from::text as "from", s.shares::text as shares, s.bonus::text as bonus,
               s.fishing_type_id as "fishingType", s.vessel_id as vessel, s.active, s.source
        from specialty_pay s join positions p on p.id = s.position_id order by p.code, s.effective_from`);
      const moved = 'Partes por defecto del cargo, trasladadas al quitar ese campo (migración 0018)';
      const general = { fishingType: null, vessel: null, active: true, bonus: '0.00', source: moved };
      expect(rows).toEqual([
        // A fixed-pay position keeps the partes it had (0.00): nothing is invented.
        { code: 'GUARDIAN', from: '2025-03-31', shares: '0.00', ...general },
        {
          code: 'MOTORISTA',
          from: '2025-06-01',
          shares: '1.75',
          bonus: '10.00',
          fishingType: null,
          vessel: null,
          active: true,
          source: 'Acta 2025',
        },
        // Created after the first week: from that week's start, so the week reads it too.
        { code: 'PATRON', from: '2025-03-31', shares: '2.00', ...general },
        // Created before every week (01/12/2024 03:00 UTC is 30/11/2024 in Lima): from its creation day.
        { code: 'PESCADOR', from: '2024-11-30', shares: '1.00', ...general },
      ]);
      const columns = await db.run(
        sql`select column_name from information_schema.columns where table_name = 'positions' order by column_name`,
      );
      expect(columns.map((c) => c['column_name'])).not.toContain('default_shares');
      expect(columns.map((c) => c['column_name'])).toContain('land_daily_rate');
    } finally {
      await db.close();
    }
  });
});
