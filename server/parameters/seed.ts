import { eq, sql } from 'drizzle-orm';
import { SEED_PARAMETER_ENTRIES } from '../../src/domain/payroll/seed-parameters';
import type { ServerContext } from '../context';
import { payrollParameters, seedMarkers } from '../db/schema';

/** Advisory lock key of the parameters' seed (distinct from other features' locks). */
const SEED_LOCK = 0x70617261; // 'para'
export const PARAMETERS_SEED = 'payroll_parameters';

/**
 * Parameters the engine gained after databases were first seeded: each batch is added once to a
 * database seeded before it (its own marker), never again after a user deletes one of its rows.
 */
export const LATER_PARAMETER_SEEDS: readonly { name: string; keys: readonly string[] }[] = [
  {
    name: 'payroll_parameters.month_rules',
    keys: ['familyAllowance.rate', 'essalud.epsCreditRate', 'incomeTax.additionalDeductionUit'],
  },
];

/**
 * First start: the engine's seed catalogue (src/domain/payroll/seed-parameters.ts), with its legal
 * sources, becomes the first rows. Only once (a marker row): a row the user deleted later does not come
 * back on the next start. Safe when several instances start at once.
 */
export async function seedParameters({ db, clock }: Pick<ServerContext, 'db' | 'clock'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const marked = async (name: string) =>
      (await tx.select().from(seedMarkers).where(eq(seedMarkers.name, name))).length > 0;
    const now = clock.now();
    const by = { createdAt: now, createdBy: 'system', updatedAt: now, updatedBy: 'system' };
    const insert = (entries: typeof SEED_PARAMETER_ENTRIES) =>
      entries.length === 0
        ? Promise.resolve()
        : tx
            .insert(payrollParameters)
            .values(rowsOf(entries, by))
            .onConflictDoNothing()
            .then(() => undefined);
    const first = !(await marked(PARAMETERS_SEED));
    if (first) {
      await insert(SEED_PARAMETER_ENTRIES);
      await tx.insert(seedMarkers).values({ name: PARAMETERS_SEED, seededAt: now });
    }
    for (const later of LATER_PARAMETER_SEEDS) {
      if (await marked(later.name)) continue;
      await insert(SEED_PARAMETER_ENTRIES.filter((e) => later.keys.includes(e.key)));
      await tx.insert(seedMarkers).values({ name: later.name, seededAt: now });
    }
    return first;
  });
}

function rowsOf(
  entries: typeof SEED_PARAMETER_ENTRIES,
  by: { createdAt: Date; createdBy: string; updatedAt: Date; updatedBy: string },
) {
  return entries.map((e) => ({
    key: e.key,
    effectiveFrom: e.effectiveFrom,
    effectiveTo: e.effectiveTo ?? null,
    value: e.value.toString(),
    unit: e.unit,
    source: e.source,
    confidence: e.confidence,
    ...by,
  }));
}
