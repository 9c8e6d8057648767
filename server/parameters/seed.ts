import { eq, sql } from 'drizzle-orm';
import { SEED_PARAMETER_ENTRIES } from '../../src/domain/payroll/seed-parameters';
import type { ServerContext } from '../context';
import { payrollParameters, seedMarkers } from '../db/schema';

/** Advisory lock key of the parameters' seed (distinct from other features' locks). */
const SEED_LOCK = 0x70617261; // 'para'
export const PARAMETERS_SEED = 'payroll_parameters';

/**
 * First start: the engine's seed catalogue (src/domain/payroll/seed-parameters.ts), with its legal
 * sources, becomes the first rows. Only once (a marker row): a row the user deleted later does not come
 * back on the next start. Safe when several instances start at once.
 */
export async function seedParameters({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(seedMarkers).where(eq(seedMarkers.name, PARAMETERS_SEED));
    if (done) return false;
    const now = clock.now();
    const by = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
    await tx
      .insert(payrollParameters)
      .values(
        SEED_PARAMETER_ENTRIES.map((e) => ({
          key: e.key,
          effectiveFrom: e.effectiveFrom,
          effectiveTo: e.effectiveTo ?? null,
          value: e.value.toString(),
          unit: e.unit,
          source: e.source,
          confidence: e.confidence,
          ...by,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(seedMarkers).values({ name: PARAMETERS_SEED, seededAt: now });
    return true;
  });
}
