import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  Declaration,
  DeclarationInput,
  DeclarationKind,
  DeclarationStamp,
} from '../../src/domain/income-tax-declarations/declaration';
import type { OtherIncomeOfMonth } from '../../src/domain/months/month';
import type { Executor, Transaction } from '../db/database';
import { incomeTaxDeclarations, workers } from '../db/schema';
import type { WriteStamp } from '../kit/versioned-rows';
import { listedWorkerName, WorkerRecordStore } from '../kit/worker-records';
import { WORKER_NAME_COLUMNS } from '../kit/worker-columns';
import { groupedBy } from '../kit/grouped';

const ROW = {
  id: incomeTaxDeclarations.id,
  month: incomeTaxDeclarations.month,
  kind: incomeTaxDeclarations.kind,
  workerId: incomeTaxDeclarations.workerId,
  ...WORKER_NAME_COLUMNS,
  employerRuc: incomeTaxDeclarations.employerRuc,
  employerName: incomeTaxDeclarations.employerName,
  taxablePay: incomeTaxDeclarations.taxablePay,
  taxWithheld: incomeTaxDeclarations.taxWithheld,
  amount: incomeTaxDeclarations.amount,
  version: incomeTaxDeclarations.version,
};

/** A stored declaration and its worker's id. */
export interface DeclarationRow extends Declaration {
  readonly workerId: number;
}

interface Selected {
  id: number;
  month: string;
  kind: string;
  workerId: number;
  document: string;
  paternal: string;
  maternal: string;
  names: string;
  employerRuc: string | null;
  employerName: string | null;
  taxablePay: string | null;
  taxWithheld: string | null;
  amount: string | null;
  version: number;
}

const declarationOf = (r: Selected): DeclarationRow => ({
  id: r.id,
  month: r.month,
  kind: r.kind as DeclarationKind,
  workerId: r.workerId,
  document: r.document,
  name: listedWorkerName(r.paternal, r.maternal, r.names),
  employerRuc: r.employerRuc ?? '',
  employerName: r.employerName ?? '',
  taxablePay: r.taxablePay ?? '',
  taxWithheld: r.taxWithheld ?? '',
  amount: r.amount ?? '',
  version: r.version,
});

/** The stored columns of a clean input (the other kind's fields null). */
const columnsOf = (input: DeclarationInput) =>
  input.kind === 'gastos_deducibles'
    ? {
        kind: input.kind,
        employerRuc: null,
        employerName: null,
        taxablePay: null,
        taxWithheld: null,
        amount: input.amount,
      }
    : {
        kind: input.kind,
        employerRuc: input.employerRuc,
        employerName: input.employerName,
        taxablePay: input.taxablePay,
        taxWithheld: input.taxWithheld,
        amount: null,
      };

/** The income tax declarations' table (docs/months.md). */
export class DeclarationStore extends WorkerRecordStore<typeof incomeTaxDeclarations> {
  constructor() {
    super(incomeTaxDeclarations);
  }

  /** A month's declarations, by worker's document, kind and employer. */
  async ofMonth(ex: Executor, month: string): Promise<DeclarationRow[]> {
    const rows = await ex
      .select(ROW)
      .from(incomeTaxDeclarations)
      .innerJoin(workers, eq(workers.id, incomeTaxDeclarations.workerId))
      .where(eq(incomeTaxDeclarations.month, month))
      .orderBy(
        asc(workers.documentNumber),
        asc(incomeTaxDeclarations.kind),
        asc(incomeTaxDeclarations.employerRuc),
        asc(incomeTaxDeclarations.id),
      );
    return rows.map(declarationOf);
  }

  async get(ex: Executor, id: number): Promise<DeclarationRow | undefined> {
    const [row] = await ex
      .select(ROW)
      .from(incomeTaxDeclarations)
      .innerJoin(workers, eq(workers.id, incomeTaxDeclarations.workerId))
      .where(eq(incomeTaxDeclarations.id, id));
    return row ? declarationOf(row) : undefined;
  }

  /** The declaration locked until the transaction ends. */
  async lock(tx: Transaction, id: number): Promise<DeclarationRow | undefined> {
    const [row] = await tx
      .select(ROW)
      .from(incomeTaxDeclarations)
      .innerJoin(workers, eq(workers.id, incomeTaxDeclarations.workerId))
      .where(eq(incomeTaxDeclarations.id, id))
      .for('update', { of: incomeTaxDeclarations });
    return row ? declarationOf(row) : undefined;
  }

  /**
   * The stamps (id, version) of each month's declarations (of a year, or of one month, when given);
   * `lock` reads them FOR SHARE (a month closing sees a change that committed first).
   */
  async stamps(
    ex: Executor,
    filter: { year?: number; month?: string } = {},
    lock = false,
  ): Promise<Map<string, DeclarationStamp[]>> {
    const conditions = [];
    if (filter.year !== undefined)
      conditions.push(sql`substr(${incomeTaxDeclarations.month}, 1, 4) = ${String(filter.year)}`);
    if (filter.month !== undefined) conditions.push(eq(incomeTaxDeclarations.month, filter.month));
    const query = ex
      .select({
        month: incomeTaxDeclarations.month,
        id: incomeTaxDeclarations.id,
        version: incomeTaxDeclarations.version,
      })
      .from(incomeTaxDeclarations)
      .where(and(...conditions))
      .orderBy(asc(incomeTaxDeclarations.id));
    const rows = await (lock ? query.for('share') : query);
    return groupedBy(
      rows,
      (r) => r.month,
      (r): DeclarationStamp => ({ id: r.id, version: r.version }),
    );
  }

  /** Other employers' pay and withholding declared for the months of `month`'s year before it. */
  async otherIncomeBefore(ex: Executor, month: string): Promise<OtherIncomeOfMonth[]> {
    const rows = await ex
      .select({
        month: incomeTaxDeclarations.month,
        document: workers.documentNumber,
        taxablePay: incomeTaxDeclarations.taxablePay,
        taxWithheld: incomeTaxDeclarations.taxWithheld,
      })
      .from(incomeTaxDeclarations)
      .innerJoin(workers, eq(workers.id, incomeTaxDeclarations.workerId))
      .where(
        and(
          eq(incomeTaxDeclarations.kind, 'otro_empleador'),
          sql`substr(${incomeTaxDeclarations.month}, 1, 4) = ${month.slice(0, 4)}`,
          sql`${incomeTaxDeclarations.month} < ${month}`,
        ),
      )
      .orderBy(asc(incomeTaxDeclarations.month), asc(incomeTaxDeclarations.id));
    return rows.map((r) => ({ ...r, taxablePay: r.taxablePay ?? '0', taxWithheld: r.taxWithheld ?? '0' }));
  }

  /** The worker with a document number, when exactly one has it. */
  async workerByDocument(ex: Executor, document: string): Promise<number | undefined> {
    const rows = await ex
      .select({ id: workers.id })
      .from(workers)
      .where(eq(workers.documentNumber, document))
      .limit(2);
    return rows.length === 1 ? rows[0]!.id : undefined;
  }

  /** Whether another declaration (not `except`) has the same worker, month, kind and employer. */
  async duplicate(
    ex: Executor,
    workerId: number,
    month: string,
    input: DeclarationInput,
    except?: number,
  ): Promise<boolean> {
    const conditions = [
      eq(incomeTaxDeclarations.workerId, workerId),
      eq(incomeTaxDeclarations.month, month),
      eq(incomeTaxDeclarations.kind, input.kind),
    ];
    if (input.kind === 'otro_empleador')
      conditions.push(eq(incomeTaxDeclarations.employerRuc, input.employerRuc));
    if (except !== undefined) conditions.push(sql`${incomeTaxDeclarations.id} <> ${except}`);
    const [row] = await ex
      .select({ id: incomeTaxDeclarations.id })
      .from(incomeTaxDeclarations)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  insert(
    tx: Transaction,
    workerId: number,
    month: string,
    input: DeclarationInput,
    who: WriteStamp,
  ): Promise<number> {
    return this.rows.insert(tx, { workerId, month, ...columnsOf(input) }, who);
  }

  update(
    tx: Transaction,
    id: number,
    version: number,
    workerId: number,
    input: DeclarationInput,
    who: WriteStamp,
  ): Promise<boolean> {
    return this.rows.update(tx, id, version, { workerId, ...columnsOf(input) }, who);
  }
}
