import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CONCEPT_CODES } from '../../src/domain/filings/concept-codes';
import type { ServerContext } from '../context';
import { filingConceptCodes, seedMarkers } from '../db/schema';

/** Advisory lock key of the concept codes' seed (distinct from other features' locks). */
const SEED_LOCK = 0x706c616d; // 'plam'
export const CONCEPT_CODES_SEED = 'filing_concept_codes';

/**
 * First start: the default Table 22 mapping (src/domain/filings/concept-codes.ts) becomes the table's
 * rows, once (a marker row): a row the office changed is never overwritten by a later start.
 */
export async function seedConceptCodes({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(seedMarkers).where(eq(seedMarkers.name, CONCEPT_CODES_SEED));
    if (done) return false;
    const now = clock.now();
    const by = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
    await tx
      .insert(filingConceptCodes)
      .values(DEFAULT_CONCEPT_CODES.map((row) => ({ ...row, ...by })))
      .onConflictDoNothing();
    await tx.insert(seedMarkers).values({ name: CONCEPT_CODES_SEED, seededAt: now });
    return true;
  });
}
