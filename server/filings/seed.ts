import { eq, sql } from 'drizzle-orm';
import {
  ANEXO3_CONCEPT_CODES,
  DEFAULT_CONCEPT_CODES,
  MONTH_RUN_CONCEPT_CODES,
  OTHER_EARNING_CONCEPT_CODES,
} from '../../src/domain/filings/concept-codes';
import type { ServerContext } from '../context';
import { filingConceptCodes, seedMarkers } from '../db/schema';

/** Advisory lock key of the concept codes' seed (distinct from other features' locks). */
const SEED_LOCK = 0x706c616d; // 'plam'
export const CONCEPT_CODES_SEED = 'filing_concept_codes';

/**
 * Rows added to the default table after databases were first seeded: each batch once (its own marker),
 * so a database seeded before gets them and a row the office removed later does not come back.
 */
export const LATER_CONCEPT_CODE_SEEDS: readonly { name: string; rows: typeof DEFAULT_CONCEPT_CODES }[] = [
  { name: 'filing_concept_codes.month_run', rows: MONTH_RUN_CONCEPT_CODES },
  { name: 'filing_concept_codes.other_earning', rows: OTHER_EARNING_CONCEPT_CODES },
  // The rows the check against SUNAT's Anexo 3 (jul-2023) added; the changed rows: migration 0020.
  { name: 'filing_concept_codes.anexo3_2023', rows: ANEXO3_CONCEPT_CODES },
];

/**
 * First start: the default Table 22 mapping (src/domain/filings/concept-codes.ts) becomes the table's
 * rows, once (a marker row): a row the office changed is never overwritten by a later start.
 */
export async function seedConceptCodes({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const marked = async (name: string) =>
      (await tx.select().from(seedMarkers).where(eq(seedMarkers.name, name))).length > 0;
    const now = clock.now();
    const by = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
    const seed = async (name: string, rows: typeof DEFAULT_CONCEPT_CODES) => {
      await tx
        .insert(filingConceptCodes)
        .values(rows.map((row) => ({ ...row, ...by })))
        .onConflictDoNothing();
      await tx.insert(seedMarkers).values({ name, seededAt: now });
    };
    // The first seed has every row, the later batches' too: they are marked done with it.
    const first = !(await marked(CONCEPT_CODES_SEED));
    if (first) await seed(CONCEPT_CODES_SEED, DEFAULT_CONCEPT_CODES);
    for (const later of LATER_CONCEPT_CODE_SEEDS)
      if (!(await marked(later.name))) await seed(later.name, later.rows);
    return first;
  });
}
