import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { ConceptCodeRow, ConceptKind } from '../../src/domain/filings/concept-codes';
import type { Executor, Transaction } from '../db/database';
import {
  filingConceptCodes,
  incomeTaxDeclarations,
  positions,
  vacationPeriods,
  workers,
  workerTerms,
} from '../db/schema';
import { updateVersionedRow } from '../kit/versioned-rows';
import { groupedBy } from '../kit/grouped';
import type { PlameOtherIncome, RecordedPeriod } from '../../src/domain/filings/plame';
import { isVacationKind } from '../../src/domain/vacations/vacation';

export interface ConceptCodeRecord extends ConceptCodeRow {
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** A worker as the month's filings need them: identity, dates, CUSPP and the terms in force at month end. */
export interface FilingWorker {
  readonly document: string;
  readonly documentType: string;
  readonly paternalSurname: string;
  readonly maternalSurname: string;
  readonly names: string;
  readonly hireDate: string;
  readonly endDate: string | null;
  readonly cuspp: string;
  readonly pensionScheme: string;
  readonly positionCode: string;
  /** The position's PLAME `.sec` code ('' when none). */
  readonly positionSecCode: string;
  /** 'pesquero' or 'general' (land staff, paid a salary: no grid days). */
  readonly labourRegime: string;
}

const recordOf = (r: typeof filingConceptCodes.$inferSelect): ConceptCodeRecord => ({
  concept: r.concept,
  code: r.code,
  description: r.description,
  kind: r.kind as ConceptKind,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

export class FilingStore {
  async conceptCodes(ex: Executor): Promise<ConceptCodeRecord[]> {
    const rows = await ex.select().from(filingConceptCodes).orderBy(asc(filingConceptCodes.concept));
    return rows.map(recordOf);
  }

  async lockConceptCode(tx: Transaction, concept: string): Promise<ConceptCodeRecord | undefined> {
    const [row] = await tx
      .select()
      .from(filingConceptCodes)
      .where(eq(filingConceptCodes.concept, concept))
      .for('update');
    return row ? recordOf(row) : undefined;
  }

  async updateConceptCode(
    tx: Transaction,
    concept: string,
    version: number,
    change: { code: string; description: string; updatedAt: Date; updatedBy: string },
  ): Promise<boolean> {
    return updateVersionedRow(
      tx,
      filingConceptCodes,
      eq(filingConceptCodes.concept, concept),
      version,
      change,
    );
  }

  /** The workers of the given documents, with the terms in force on `date`. */
  async workers(
    ex: Executor,
    documents: readonly string[],
    date: string,
  ): Promise<Map<string, FilingWorker>> {
    if (documents.length === 0) return new Map();
    const people = await ex
      .select()
      .from(workers)
      .where(inArray(workers.documentNumber, [...documents]));
    const terms = await ex
      .select({
        workerId: workerTerms.workerId,
        effectiveFrom: workerTerms.effectiveFrom,
        pensionScheme: workerTerms.pensionScheme,
        positionCode: positions.code,
        positionSecCode: positions.secCode,
        labourRegime: workerTerms.labourRegime,
      })
      .from(workerTerms)
      .innerJoin(positions, eq(positions.id, workerTerms.positionId))
      .where(
        and(
          inArray(
            workerTerms.workerId,
            people.map((p) => p.id),
          ),
          lte(workerTerms.effectiveFrom, date),
        ),
      )
      .orderBy(asc(workerTerms.effectiveFrom));
    const termOf = new Map<
      number,
      {
        pensionScheme: string;
        positionCode: string;
        positionSecCode: string | null;
        labourRegime: string;
      }
    >();
    for (const t of terms) termOf.set(t.workerId, t); // the latest effective on `date` wins
    return new Map(
      people.map((p) => {
        const term = termOf.get(p.id);
        return [
          p.documentNumber,
          {
            document: p.documentNumber,
            documentType: p.documentType,
            paternalSurname: p.paternalSurname,
            maternalSurname: p.maternalSurname,
            names: p.names,
            hireDate: p.hireDate,
            endDate: p.endDate,
            cuspp: p.cuspp,
            pensionScheme: term?.pensionScheme ?? '',
            positionCode: term?.positionCode ?? '',
            positionSecCode: term?.positionSecCode ?? '',
            labourRegime: term?.labourRegime ?? 'pesquero',
          },
        ];
      }),
    );
  }

  /** The vacation periods taken that touch the month (`.snl`), by document. */
  async vacationPeriods(
    ex: Executor,
    documents: readonly string[],
    month: string,
    monthEnd: string,
  ): Promise<Map<string, RecordedPeriod[]>> {
    if (documents.length === 0) return new Map();
    const rows = await ex
      .select({
        document: workers.documentNumber,
        start: vacationPeriods.startDate,
        end: vacationPeriods.endDate,
        kind: vacationPeriods.kind,
      })
      .from(vacationPeriods)
      .innerJoin(workers, eq(workers.id, vacationPeriods.workerId))
      .where(
        and(
          inArray(workers.documentNumber, [...documents]),
          lte(vacationPeriods.startDate, monthEnd),
          gte(vacationPeriods.endDate, `${month}-01`),
        ),
      )
      .orderBy(asc(workers.documentNumber), asc(vacationPeriods.startDate));
    return groupedBy(
      rows,
      (r) => r.document,
      (r): RecordedPeriod => ({
        start: r.start,
        end: r.end,
        kind: isVacationKind(r.kind) ? r.kind : 'vacaciones',
      }),
    );
  }

  /**
   * The fifth-category income the workers declared from other employers for the month (`.or5`): the
   * taxable pay of each `otro_empleador` declaration, by document.
   */
  async otherEmployerIncome(
    ex: Executor,
    documents: readonly string[],
    month: string,
  ): Promise<Map<string, PlameOtherIncome[]>> {
    if (documents.length === 0) return new Map();
    const rows = await ex
      .select({
        document: workers.documentNumber,
        employerRuc: incomeTaxDeclarations.employerRuc,
        taxablePay: incomeTaxDeclarations.taxablePay,
      })
      .from(incomeTaxDeclarations)
      .innerJoin(workers, eq(workers.id, incomeTaxDeclarations.workerId))
      .where(
        and(
          eq(incomeTaxDeclarations.month, month),
          eq(incomeTaxDeclarations.kind, 'otro_empleador'),
          inArray(workers.documentNumber, [...documents]),
        ),
      )
      .orderBy(asc(workers.documentNumber), asc(incomeTaxDeclarations.employerRuc));
    return groupedBy(
      rows,
      (r) => r.document,
      (r): PlameOtherIncome => ({ employerRuc: r.employerRuc ?? '', amount: r.taxablePay ?? '0' }),
    );
  }
}
