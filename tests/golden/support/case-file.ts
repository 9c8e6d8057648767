import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A golden case: a Markdown document that an accountant reads (the inputs, the computation line by
 * line with its rule and source, the expected amounts) and whose fenced ```json blocks the test reads:
 * one `input` block (the clerk's data) and one `expected` block (the amounts to the cent). See
 * tests/golden/README.md.
 */
export interface GoldenCase {
  /** The file's name without `.md`: `01-afp-flujo`. */
  readonly id: string;
  /** The document's first heading. */
  readonly title: string;
  readonly input: CaseInput;
  readonly expected: CaseExpected;
}

/** Decimal amounts are strings with their decimals, as the clerk types them: "520.00", "180.500". */
export type Amount = string;

/** The clerk's data of a case, named by the codes a clerk knows (RUC, matrícula, DNI), never by ids. */
export interface CaseInput {
  readonly company: { readonly ruc: string; readonly legalName: string; readonly address: string };
  readonly plants: readonly { readonly ruc: string; readonly name: string; readonly port: string }[];
  readonly vessels: readonly {
    readonly registration: string;
    readonly name: string;
    readonly holdCapacityM3: Amount;
    /** The crew's share of the catch value (%), from `shareFrom`. */
    readonly sharePct: Amount;
    readonly shareFrom: string;
  }[];
  /** Positions (cargo). A code other cases already created is reused when its fields are equal. */
  readonly positions: readonly {
    readonly code: string;
    readonly name: string;
    readonly landDailyRate: Amount;
  }[];
  /** pago_por_especialidad rows: partes and bonus per fishing day, for one vessel of the case. */
  readonly specialtyPay: readonly {
    readonly position: string;
    readonly vessel: string;
    readonly effectiveFrom: string;
    readonly partes: Amount;
    readonly bonus: Amount;
    readonly source: string;
  }[];
  /** Stored parameters the case relies on; `enter` adds the row (from `effectiveFrom`) before the week. */
  readonly parameters?: readonly {
    readonly key: string;
    readonly value: string;
    readonly source: string;
    readonly enter?: { readonly effectiveFrom: string; readonly confidence: 'law' | 'practice' | 'decision' };
  }[];
  /** The rows of the workers' import file (its template's columns, docs/workers.md). */
  readonly workers: readonly CaseWorker[];
  readonly loans?: readonly {
    /** The case's own name for the loan, used by a `cuota_prestamo` adjustment. */
    readonly name: string;
    readonly worker: string;
    readonly grantedOn: string;
    readonly amount: Amount;
    readonly instalment: Amount;
    readonly reason: string;
  }[];
  /**
   * The workers' court orders (docs/court-orders.md), recorded on the worker before the week as the
   * worker screen does (`POST /trabajadores/:id/ordenes-judiciales`), by the worker's DNI.
   */
  readonly courtOrders?: readonly ({ readonly worker: string } & Readonly<
    Record<string, string | boolean>
  > & {
      readonly caseNumber: string;
      readonly beneficiaryDocumentNumber: string;
    })[];
  readonly week: {
    readonly year: number;
    readonly number: number;
    readonly start: string;
    readonly end: string;
    readonly month: string;
  };
  readonly prices: readonly {
    readonly species: string;
    readonly effectiveFrom: string;
    readonly pricePerTonne: Amount;
  }[];
  readonly landings: readonly {
    readonly date: string;
    readonly vessel: string;
    readonly species: string;
    /** The plant's RUC. */
    readonly plant: string;
    readonly ticket: string;
    readonly tonnes: Amount;
    readonly penalisedTonnes: Amount;
  }[];
  /** Who was on board, by day and vessel: documents, or `{ document, position }` for another position. */
  readonly crew: readonly {
    readonly date: string;
    readonly vessel: string;
    readonly workers: readonly (string | { readonly document: string; readonly position: string })[];
  }[];
  readonly landWork?: readonly {
    readonly date: string;
    readonly worker: string;
    readonly position?: string;
  }[];
  readonly adjustments?: readonly {
    readonly worker: string;
    readonly kind:
      | 'adelanto'
      | 'recuperacion_adelanto'
      | 'cuota_prestamo'
      | 'retencion_judicial'
      | 'otro_descuento'
      | 'otro_ingreso';
    readonly amount?: Amount;
    readonly percent?: Amount;
    readonly beneficiary?: string;
    readonly reason: string;
    /** A `cuota_prestamo` of a loan of the case (its `name`). */
    readonly loan?: string;
  }[];
  /**
   * Vacation periods taken (start and end included), recorded once the week is closed as the clerk does
   * on the months' screen: PLAME's `.snl` declares their days in the month (Table 21, code 23).
   */
  readonly vacations?: readonly {
    readonly worker: string;
    readonly start: string;
    readonly end: string;
    readonly note: string;
  }[];
  /** The bank file's request: the company's BCP charge account, the payment date, the reference. */
  readonly bank: { readonly account: string; readonly date: string; readonly reference: string };
}

/** A row of the workers' import file. */
export interface CaseWorker {
  readonly document: string;
  readonly paternalSurname: string;
  readonly maternalSurname: string;
  readonly names: string;
  readonly birthDate: string;
  readonly hireDate: string;
  /** The end of the relation (a leaver), AAAA-MM-DD: the import file's «Fecha de cese». */
  readonly endDate?: string;
  readonly position: string;
  readonly pension: 'REP' | 'ONP' | 'AFP';
  readonly afp?: string;
  /** As the import file and the worker form write it: FLUJO or MIXTA. */
  readonly commissionType?: 'FLUJO' | 'MIXTA';
  readonly cuspp?: string;
  readonly unionAffiliated: boolean;
  readonly eps: boolean;
  readonly familyAllowance: boolean;
  /** «Régimen laboral»: GENERAL for land staff (D.Leg. 728); absent: pesquero. */
  readonly labourRegime?: 'PESQUERO' | 'GENERAL';
  /** «Remuneración mensual» of a GENERAL worker (soles). */
  readonly monthlySalary?: string;
  /** «RUC empleador»: the employer company of a GENERAL worker (required when there are several). */
  readonly employerRuc?: string;
  readonly bank: string;
  readonly account: string;
}

/** A line: [concept, amount] or [concept, amount, a text its reason must contain]. */
export type ExpectedLine = readonly [concept: string, amount: Amount, reason?: string];

export interface ExpectedWorker {
  readonly earnings: readonly ExpectedLine[];
  readonly deductions: readonly ExpectedLine[];
  readonly employer: readonly ExpectedLine[];
  readonly gross: Amount;
  readonly totalDeductions: Amount;
  readonly net: Amount;
  readonly totalEmployer: Amount;
}

export interface CaseExpected {
  /** By document number: every worker the week pays, and no other. */
  readonly workers: Readonly<Record<string, ExpectedWorker>>;
}

const FENCE = /```json\s+(input|expected)\s*\n([\s\S]*?)\n```/g;

/** Reads a case document: its title and its `input` and `expected` JSON blocks (exactly one each). */
export function parseCase(id: string, markdown: string): GoldenCase {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim();
  if (!title) throw new Error(`${id}: the document has no "# " title`);
  const blocks = new Map<string, unknown>();
  for (const match of markdown.matchAll(FENCE)) {
    const [, kind, body] = match;
    if (blocks.has(kind!)) throw new Error(`${id}: two \`json ${kind}\` blocks`);
    try {
      blocks.set(kind!, JSON.parse(body!));
    } catch (error) {
      throw new Error(`${id}: the \`json ${kind}\` block is not JSON: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  const input = blocks.get('input');
  const expected = blocks.get('expected');
  if (input === undefined || expected === undefined)
    throw new Error(`${id}: needs one \`\`\`json input block and one \`\`\`json expected block`);
  return { id, title, input: input as CaseInput, expected: expected as CaseExpected };
}

export const CASES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'cases');

/** Every case document in tests/golden/cases, by file name. */
export function loadCases(dir = CASES_DIR): GoldenCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseCase(f.replace(/\.md$/, ''), readFileSync(path.join(dir, f), 'utf8')));
}
