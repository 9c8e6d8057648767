import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/database';
import { SEED_PARAMETER_ENTRIES } from '../../../src/domain/payroll/seed-parameters';
import { foldersBefore, openDatabase } from '../../support/migrations';
import { databaseKinds } from '../../support/test-database';

const MIGRATION = '0025_parameter_sources_es';

/** What the seed wrote as the UIT 2023's and the SCTR's sources before they were in Spanish. */
const OLD_UIT = 'D.S. 309-2022-EF; SIGRE UIT.json, press (fishing-payroll-peru.md §5)';
const OLD_SCTR =
  "PLACEHOLDER: SCTR is mandatory for fishermen (Ley 26790) at the insurer's policy rate; replace with the company's rate (fishing-payroll-peru.md §4)";

const seededSource = (key: string, from: string) =>
  SEED_PARAMETER_ENTRIES.find((e) => e.key === key && e.effectiveFrom === from)!.source;

describe.each(databaseKinds())('migration 0025 (the seeded legal sources in Spanish) on %s', (kind) => {
  const before = foldersBefore(MIGRATION);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('writes the seeded sources in Spanish, and leaves a source the office changed as it is', async () => {
    const db = await openDatabase(kind);
    try {
      await db.migrate(before);
      const by = sql`now(), 'sistema', now(), 'sistema'`;
      await db.run(sql`
        insert into payroll_parameters (key, effective_from, value, unit, source, confidence, created_at, created_by, updated_at, updated_by)
        values ('uit', '2023-01-01', 4950, 'PEN', ${OLD_UIT}, 'law', ${by}),
               ('sctr.rate', '2023-01-01', 1.00, 'percent', 'Póliza 2025 de la aseguradora', 'decision', ${by}),
               ('onp.worker.rate', '2023-01-01', 13.00, 'percent', ${OLD_SCTR}, 'law', ${by})`);

      await db.migrate(migrationsFolder);

      const rows = await db.run(sql`select key, source from payroll_parameters order by key, effective_from`);
      expect(rows).toEqual([
        // The seed's text, with the key and date it was seeded with: now in Spanish.
        // A text the seed never wrote for that key and date stays, even when it is the seed's for another.
        { key: 'onp.worker.rate', source: OLD_SCTR },
        // The office's own source is theirs.
        { key: 'sctr.rate', source: 'Póliza 2025 de la aseguradora' },
        { key: 'uit', source: seededSource('uit', '2023-01-01') },
      ]);
      expect(seededSource('uit', '2023-01-01')).toBe('D.S. 309-2022-EF; SIGRE UIT.json, prensa');
    } finally {
      await db.close();
    }
  });
});

describe('the migrations journal', () => {
  it('dates every migration after the one before it: the migrator runs only those newer than the last it ran', () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string; when: number }[] };
    for (const [index, entry] of journal.entries.entries()) {
      if (index === 0) continue;
      const previous = journal.entries[index - 1]!;
      expect(entry.when, `${entry.tag} after ${previous.tag}`).toBeGreaterThan(previous.when);
      expect(entry.tag > previous.tag, entry.tag).toBe(true);
    }
  });
});
