import { SEED_PARAMETER_ENTRIES } from '../../src/domain/payroll/seed-parameters';
import type { ServerContext } from '../context';
import { payrollParameters } from '../db/schema';
import { seedOnce, type SeedBatch, type SeedStamp } from '../kit/seed';

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
  { name: 'payroll_parameters.court_orders', keys: ['urp'] },
];

/**
 * First start: the engine's seed catalogue (src/domain/payroll/seed-parameters.ts), with its legal
 * sources, becomes the first rows. Only once (a marker row): a row the user deleted later does not come
 * back on the next start. Safe when several instances start at once.
 */
export function seedParameters(context: Pick<ServerContext, 'db' | 'clock'>): Promise<boolean> {
  const batch = (name: string, entries: typeof SEED_PARAMETER_ENTRIES): SeedBatch => ({
    name,
    insert: async (tx, by) => {
      if (entries.length > 0)
        await tx.insert(payrollParameters).values(rowsOf(entries, by)).onConflictDoNothing();
    },
  });
  return seedOnce(context, SEED_LOCK, [
    batch(PARAMETERS_SEED, SEED_PARAMETER_ENTRIES),
    ...LATER_PARAMETER_SEEDS.map((later) =>
      batch(
        later.name,
        SEED_PARAMETER_ENTRIES.filter((e) => later.keys.includes(e.key)),
      ),
    ),
  ]);
}

function rowsOf(entries: typeof SEED_PARAMETER_ENTRIES, by: SeedStamp) {
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
