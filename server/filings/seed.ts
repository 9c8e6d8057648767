import {
  ANEXO3_CONCEPT_CODES,
  DEFAULT_CONCEPT_CODES,
  MONTH_RUN_CONCEPT_CODES,
  OTHER_EARNING_CONCEPT_CODES,
} from '../../src/domain/filings/concept-codes';
import type { ServerContext } from '../context';
import { filingConceptCodes } from '../db/schema';
import { seedOnce } from '../kit/seed';

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
export function seedConceptCodes(context: Pick<ServerContext, 'db' | 'clock'>): Promise<boolean> {
  // The first seed has every row, the later batches' too: they are marked done with it.
  return seedOnce(
    context,
    SEED_LOCK,
    [{ name: CONCEPT_CODES_SEED, rows: DEFAULT_CONCEPT_CODES }, ...LATER_CONCEPT_CODE_SEEDS].map(
      ({ name, rows }) => ({
        name,
        insert: (tx, by) =>
          tx
            .insert(filingConceptCodes)
            .values(rows.map((row) => ({ ...row, ...by })))
            .onConflictDoNothing(),
      }),
    ),
  );
}
