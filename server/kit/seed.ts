import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import { seedMarkers } from '../db/schema';

/** Who and when wrote a seeded row: the system, at the start that seeded it. */
export interface SeedStamp {
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly updatedAt: Date;
  readonly updatedBy: string;
}

/** A batch of first-start rows, done once: its marker's name and what it inserts. */
export interface SeedBatch {
  readonly name: string;
  insert(tx: Transaction, by: SeedStamp): Promise<unknown>;
}

/**
 * Seeds each batch not yet marked (a row of `seed_markers`), then marks it, in one transaction under
 * the feature's advisory lock, so several instances starting at once seed once. The first batch is the
 * first start's; the later ones were added after databases were first seeded: a database seeded before
 * gets them once, and a row the office removed later never comes back. Answers whether the first batch
 * was seeded now.
 */
export async function seedOnce(
  { db, clock }: Pick<ServerContext, 'db' | 'clock'>,
  lock: number,
  batches: readonly SeedBatch[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
    const now = clock.now();
    const by = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
    let first = false;
    for (const [index, batch] of batches.entries()) {
      const marked = await tx.select().from(seedMarkers).where(eq(seedMarkers.name, batch.name));
      if (marked.length > 0) continue;
      await batch.insert(tx, by);
      await tx.insert(seedMarkers).values({ name: batch.name, seededAt: now });
      if (index === 0) first = true;
    }
    return first;
  });
}
