import { schemeOf, TABLE_11_CODES, type ParameterRow } from './parameter-row';

/**
 * «Vigentes hoy por régimen»: the pension schemes' values in force on a date, one row per scheme with
 * every rate side by side (the catalogue lists one row per stored parameter row).
 */

/** The summary's value columns, in the order the screen shows them. */
export const PENSION_SUMMARY_COLUMNS = [
  'worker',
  'insurance',
  'insurableCap',
  'flowCommission',
  'mixedCommission',
  'employer',
] as const;
export type PensionSummaryColumn = (typeof PENSION_SUMMARY_COLUMNS)[number];

/** A value in force: decimal text as stored, its unit and the date it rules from. */
export interface PensionSummaryCell {
  readonly value: string;
  readonly unit: ParameterRow['unit'];
  readonly effectiveFrom: string;
}

/** One scheme: REP, ONP or an AFP; a value the scheme has no row for is null. */
export type PensionSchemeSummary = {
  readonly scheme: string;
  readonly table11Code: string | null;
} & { readonly [C in PensionSummaryColumn]: PensionSummaryCell | null };

/** The rows the summary reads (the API's parameter rows carry more). */
export type PensionSummarySource = Pick<ParameterRow, 'key' | 'value' | 'unit' | 'effectiveFrom' | 'inForce'>;

/** The column of a scheme's own key (the common AFP employer rate goes to every AFP). */
const OWN_COLUMNS: Readonly<Record<string, PensionSummaryColumn>> = {
  'rep.worker.rate': 'worker',
  'rep.employer.rate': 'employer',
  'onp.worker.rate': 'worker',
  contribution: 'worker',
  insurance: 'insurance',
  insurableCap: 'insurableCap',
  flowCommission: 'flowCommission',
  balanceFlowCommission: 'mixedCommission',
};

const AFP_COMMON_EMPLOYER = 'afp.employer.rate';

/** REP, ONP, then each AFP by its code. */
const schemeOrder = (a: string, b: string): number => {
  const rank = (s: string) => (s === 'REP' ? 0 : s === 'ONP' ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
};

const columnOf = (key: string): PensionSummaryColumn | undefined => {
  const afp = /^afp\.[A-Z0-9_]+\.([a-zA-Z]+)$/.exec(key);
  return OWN_COLUMNS[afp ? afp[1]! : key];
};

const emptyRow = (scheme: string): PensionSchemeSummary => ({
  scheme,
  table11Code: TABLE_11_CODES[scheme] ?? null,
  worker: null,
  insurance: null,
  insurableCap: null,
  flowCommission: null,
  mixedCommission: null,
  employer: null,
});

/**
 * The summary of the rows in force (rows not in force are left out): one row per scheme that has a
 * value of its own (REP, ONP, each AFP), in the order REP, ONP, then the AFPs by code. Each AFP's
 * employer column is the common `afp.employer.rate`.
 */
export function pensionSummaryOf(rows: readonly PensionSummarySource[]): PensionSchemeSummary[] {
  const inForce = rows.filter((r) => r.inForce);
  const cellOf = (r: PensionSummarySource): PensionSummaryCell => ({
    value: r.value,
    unit: r.unit,
    effectiveFrom: r.effectiveFrom,
  });
  const common = inForce.find((r) => r.key === AFP_COMMON_EMPLOYER);
  const schemes = new Map<string, { -readonly [K in keyof PensionSchemeSummary]: PensionSchemeSummary[K] }>();
  for (const r of inForce) {
    const scheme = schemeOf(r.key);
    const column = columnOf(r.key);
    if (scheme === null || scheme === 'AFP' || column === undefined) continue;
    const row = schemes.get(scheme) ?? { ...emptyRow(scheme) };
    row[column] = cellOf(r);
    schemes.set(scheme, row);
  }
  return [...schemes.entries()]
    .sort(([a], [b]) => schemeOrder(a, b))
    .map(([scheme, row]) => {
      const isAfp = scheme !== 'REP' && scheme !== 'ONP';
      return isAfp && common !== undefined ? { ...row, employer: cellOf(common) } : row;
    });
}
