import type { MonthRun } from '../../src/domain/months/month-run';
import { afpnetWorkType, buildAfpnetFile } from '../../src/domain/filings/afpnet';
import {
  codeFor,
  conceptCodeDifferences,
  conceptCodeMap,
  conceptCodeRowProblems,
  type ConceptCodeDifference,
  type ConceptCodeRow,
  type PensionScheme,
} from '../../src/domain/filings/concept-codes';
import {
  buildPlameFiles,
  salariedDaysWorked,
  suspensionsOfMonth,
  type FilingProblem,
  type FilingResult,
  type PlameLine,
} from '../../src/domain/filings/plame';
import { isExcludedCode, onpWeekNumber, onpWeeksOfMonth } from '../../src/domain/filings/plame-layout';
import { Decimal } from '../../src/domain/shared/decimal';
import {
  buildPayrollReport,
  monthLabel,
  ReportError,
  type ReportRow,
  type ReportWeek,
} from '../../src/domain/payroll-report/report';
import { parseDocumentType } from '../../src/domain/shared/identity-document';
import { isPensionScheme } from '../../src/domain/shared/pension-vocabulary';
import type { ServerContext } from '../context';
import type { ClosedResults } from '../payroll-report/service';
import { ApiError, notFound, validationFailed } from '../kit/errors';
import { changeVersioned, type AuditActor } from '../kit/versioned';
import type { ConceptCodeRecord, FilingStore, FilingWorker } from './store';

export const MODULE = 'reporte_de_planilla';

export const FILING_MESSAGES = {
  codeNotFound: 'El concepto no tiene un código SUNAT registrado.',
  noClosedWeeks: (month: string) =>
    `No hay semanas cerradas en ${monthLabel(month)}: los archivos del mes salen de sus semanas cerradas.`,
  noWorkers: (ruc: string, month: string) =>
    `La empresa ${ruc} no tiene trabajadores en las semanas cerradas de ${monthLabel(month)}.`,
  problems: (count: number, what: string) =>
    `Hay ${count} dato(s) por corregir antes de generar ${what}: el archivo no se genera con datos incompletos.`,
} as const;

/** The month's data of one company, as both filings read it. */
interface MonthData {
  readonly rows: readonly ReportRow[];
  readonly people: ReadonlyMap<string, FilingWorker>;
  /** The month's weeks, each with the documents paid in it. */
  readonly weeks: readonly { number: number; start: string; paid: ReadonlySet<string> }[];
  /** Each worker's lines of the month's weeks, by document. */
  readonly lines: ReadonlyMap<string, readonly WeekLine[]>;
}

interface WeekLine {
  readonly concept: string;
  readonly amount: string;
  readonly inputs?: Readonly<Record<string, unknown>>;
}

/** The PLAME concept of a week's other deduction: advances (0701) and judicial withholdings (0703) apart. */
function deductionConcept(line: WeekLine): string {
  const kind = line.inputs?.kind;
  return kind === 'advance' ? 'advance' : kind === 'judicial' ? 'judicialWithholding' : 'otherDeduction';
}

/** A worker's PLAME lines: the report row's amounts, the other deductions split by kind from the weeks. */
function plameLines(row: ReportRow, weekLines: readonly WeekLine[]): PlameLine[] {
  // The income tax the month's run could not withhold is declared when a later week withholds it (its
  // `incomeTax` line, in that month's row): this month's 0605 leaves it out (docs/filings.md).
  const uncovered = Decimal.of(row.amounts.carriedToLastWeek ?? '0').negated();
  const declared = (key: string, amount: string) =>
    key === 'incomeTax' && uncovered.isPositive()
      ? Decimal.of(amount)
          .minus(Decimal.min(uncovered, Decimal.of(amount)))
          .toFixed(2)
      : amount;
  const lines: PlameLine[] = Object.entries(row.amounts)
    .filter(([key]) => key !== 'carriedToLastWeek' && !key.startsWith('otherDeduction'))
    .map(([key, amount]) => ({ concept: key.split(':')[0] ?? key, amount: declared(key, amount) }));
  for (const line of weekLines)
    if (line.concept === 'otherDeduction')
      lines.push({ concept: deductionConcept(line), amount: line.amount });
  return lines;
}

/** The SCTR rate of the worker's last week (percent), when the SCTR line is the EsSalud cover (`.tas`). */
function sctrHealthRate(weekLines: readonly WeekLine[], sctrCode: string | undefined): string | undefined {
  if (sctrCode !== '0806') return undefined;
  const rate = weekLines.filter((l) => l.concept === 'sctr').at(-1)?.inputs?.rate;
  const parsed =
    typeof rate === 'string' || typeof rate === 'number' ? Decimal.parse(String(rate)) : undefined;
  return parsed?.round(2).toFixed(2);
}

/**
 * The `.sec` weeks of a worker: every ONP week of the month (`onpWeeksOfMonth`), with activity when a
 * closed fishing week numbered so by ONP paid the worker; a closed week ONP numbers outside the month
 * (a fishing week across two months) is declared too.
 */
function repWeeks(month: string, weeks: MonthData['weeks'], document: string) {
  const byNumber = new Map<number, boolean>(onpWeeksOfMonth(month).map((n) => [n, false]));
  for (const w of weeks) {
    const n = onpWeekNumber(w.start);
    byNumber.set(n, (byNumber.get(n) ?? false) || w.paid.has(document));
  }
  return [...byNumber].map(([week, withActivity]) => ({ week, withActivity }));
}

/** The first days of the month's weeks that paid the worker. */
const paidWeekStarts = (weeks: MonthData['weeks'], document: string) =>
  weeks.filter((w) => w.paid.has(document)).map((w) => w.start);

/** The worker's stored scheme, or '' when unknown (the filing reports it as a problem). */
const scheme = (value: string): PensionScheme | '' => (isPensionScheme(value) ? value : '');

/** Each worker's lines of the weeks (earnings, deductions, employer charges), by document. */
function linesByWorker(weeks: readonly ReportWeek[]): Map<string, WeekLine[]> {
  const out = new Map<string, WeekLine[]>();
  for (const week of weeks)
    for (const w of week.workers) {
      const list = out.get(w.worker.document) ?? [];
      list.push(...w.earnings, ...w.deductions, ...w.employer);
      out.set(w.worker.document, list);
    }
  return out;
}

/**
 * The other deductions of a closed month's run added to its workers' lines: the court orders'
 * withholdings on the gratificación (kind judicial, PLAME 0703), split by kind like the weeks'.
 */
function withRunDeductions(
  lines: Map<string, WeekLine[]>,
  run: readonly MonthRun[] | undefined,
): Map<string, WeekLine[]> {
  for (const worker of run ?? []) {
    const others = worker.deductions.filter((d) => d.concept === 'otherDeduction');
    if (others.length === 0) continue;
    lines.set(worker.document, [...(lines.get(worker.document) ?? []), ...others]);
  }
  return lines;
}

const inMonth = (date: string | null, month: string) => date !== null && date.slice(0, 7) === month;

/** The month's last day ('2025-04' → '2025-04-30'). */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
}

/** A worker's surnames and names: the worker's record, or the name on the result ('SURNAMES, NAMES'). */
function namesOf(row: ReportRow, person: FilingWorker | undefined) {
  if (person)
    return {
      paternalSurname: person.paternalSurname,
      maternalSurname: person.maternalSurname,
      names: person.names,
    };
  const [surnames = '', names = ''] = row.name.split(',').map((s) => s.trim());
  const [paternalSurname = '', ...rest] = surnames.split(' ');
  return { paternalSurname, maternalSurname: rest.join(' '), names };
}

const refuse = (problems: readonly FilingProblem[], what: string) =>
  validationFailed(
    problems.map((p) => ({
      field: [p.file, p.worker].filter(Boolean).join(' · ') || p.field,
      message: p.worker ? `${p.worker}: ${p.message}` : p.message,
    })),
    FILING_MESSAGES.problems(problems.length, what),
  );

/**
 * The month's filings of a company (docs/filings.md): PLAME (`0601AAAAMM<RUC>.*`) and the AFPnet
 * upload, from the month's closed weeks; the Table 22 mapping they use, editable.
 */
export class FilingService {
  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'clock'>,
    private readonly store: FilingStore,
    /** The closed results, through the payroll report's service. */
    private readonly results: ClosedResults,
  ) {}

  conceptCodes(): Promise<ConceptCodeRecord[]> {
    return this.store.conceptCodes(this.context.db);
  }

  /** Where the stored table differs from the official mapping (rows a person edited keep their edits). */
  async conceptCodeDifferences(): Promise<ConceptCodeDifference[]> {
    return conceptCodeDifferences(await this.conceptCodes(), undefined, isExcludedCode);
  }

  /** Changes a concept's code and description (versioned, audited). */
  async updateConceptCode(
    concept: string,
    version: number,
    input: { code: string; description: string },
    actor: AuditActor,
  ): Promise<ConceptCodeRecord> {
    const { db, clock } = this.context;
    const code = input.code.trim();
    const description = input.description.trim().replace(/\s+/g, ' ');
    await changeVersioned<ConceptCodeRecord>(db, clock, {
      entity: MODULE,
      id: `tabla22:${concept}`,
      version,
      action: 'editar',
      actor,
      notFoundMessage: FILING_MESSAGES.codeNotFound,
      load: (tx) => this.store.lockConceptCode(tx, concept),
      check: async (_tx, current) => {
        const problems = conceptCodeRowProblems({ ...current, code, description });
        if (problems.length > 0)
          throw validationFailed(problems.map((p) => ({ field: p.field, message: p.message })));
      },
      write: (tx, current) =>
        this.store.updateConceptCode(tx, concept, current.version, {
          code,
          description,
          updatedAt: clock.now(),
          updatedBy: actor.actorUsername,
        }),
      before: (current) => ({ code: current.code, description: current.description }),
      after: () => ({ code, description }),
    });
    return (await this.store.conceptCodes(db)).find((r) => r.concept === concept)!;
  }

  /** The PLAME files of a company's month, or the list of what to fix. */
  async plame(month: string, ruc: string): Promise<{ stem: string; files: FilingResult & { ok: true } }> {
    const data = await this.month(month, ruc);
    const conceptCodes: ConceptCodeRow[] = await this.store.conceptCodes(this.context.db);
    const otherIncome = await this.store.otherEmployerIncome(
      this.context.db,
      data.rows.map((r) => r.document),
      month,
    );
    const vacations = await this.store.vacationPeriods(
      this.context.db,
      data.rows.map((r) => r.document),
      month,
      monthEnd(month),
    );
    const codes = conceptCodeMap(conceptCodes);
    const result = buildPlameFiles({
      month,
      company: { ruc },
      conceptCodes,
      workers: data.rows.map((row) => {
        const person = data.people.get(row.document);
        const names = namesOf(row, person);
        const position = person?.positionSecCode ?? '';
        const pensionScheme = scheme(person?.pensionScheme ?? '');
        const weekLines = data.lines.get(row.document) ?? [];
        const storedType = person?.documentType ?? row.documentType ?? '';
        const periods = vacations.get(row.document) ?? [];
        return {
          // A stored type outside Table 3 is listed by the filing's problems, never a crash.
          documentType: storedType,
          document: row.document,
          surnames: `${names.paternalSurname} ${names.maternalSurname}`.trim(),
          names: names.names,
          pensionScheme,
          cuspp: person?.cuspp,
          positionSecCode: position || undefined,
          // Land staff of the general regime are in no grid: their days are the paid weeks' working days.
          daysWorked:
            person?.labourRegime === 'general'
              ? salariedDaysWorked(month, paidWeekStarts(data.weeks, row.document), person, periods)
              : row.daysOnBoard + row.daysOnLand,
          weeks: repWeeks(month, data.weeks, row.document),
          lines: plameLines(row, weekLines),
          sctrHealthRate: sctrHealthRate(
            weekLines,
            pensionScheme === '' ? undefined : codeFor(codes, 'sctr', pensionScheme)?.code,
          ),
          otherIncome: otherIncome.get(row.document),
          suspensions: suspensionsOfMonth(periods, month),
        };
      }),
    });
    if (!result.ok) throw refuse(result.problems, `el PLAME de ${monthLabel(month)}`);
    return { stem: `0601${month.replace('-', '')}${ruc}`, files: result };
  }

  /** The AFPnet upload file of a company's month, or the list of what to fix. */
  async afpnet(
    month: string,
    ruc: string,
  ): Promise<{ name: string; content: string; rows: readonly (readonly (string | number)[])[] }> {
    const data = await this.month(month, ruc);
    const result = buildAfpnetFile({
      month,
      company: { ruc },
      workers: data.rows.map((row) => {
        const person = data.people.get(row.document);
        return {
          documentType: parseDocumentType(person?.documentType ?? row.documentType),
          document: row.document,
          ...namesOf(row, person),
          pensionScheme: scheme(person?.pensionScheme ?? ''),
          cuspp: person?.cuspp,
          relationStarted: inMonth(person?.hireDate ?? null, month),
          relationEnded: inMonth(person?.endDate ?? null, month),
          // Crew: sailed in the month, or holds a vessel position (.sec codes 1–6).
          workType: afpnetWorkType(row.daysOnBoard > 0 || /^[1-6]$/.test(person?.positionCode ?? '')),
          // The month's pension base when the month is closed; the weeks' pay otherwise.
          insurablePay: row.insurablePay ?? row.gross,
        };
      }),
    });
    if (!result.ok) throw refuse(result.problems, `el archivo de AFPnet de ${monthLabel(month)}`);
    const file = result.files[0]!;
    return { name: file.name, content: file.content, rows: result.rows };
  }

  private async month(month: string, ruc: string): Promise<MonthData> {
    const { db } = this.context;
    const weeks = await this.results.results(db, { month });
    if (weeks.length === 0) throw notFound(FILING_MESSAGES.noClosedWeeks(month));
    // A closed month's run (vacaciones, gratificación, asignación familiar, the month's adjustments)
    // is filed with its weeks; before the month closes, only the weeks are.
    const [vessels, positionNames, employers, monthlyRun] = await Promise.all([
      this.results.vessels(db),
      this.results.positionNames(db),
      this.results.employers(db, weeks),
      this.results.monthRun(db, month),
    ]);
    let report;
    try {
      report = buildPayrollReport(
        { weeks, vessels, positionNames, monthlyRun, employers },
        { company: ruc },
        month,
      );
    } catch (error) {
      if (error instanceof ReportError) throw new ApiError(409, 'Conflict', error.message);
      throw error;
    }
    if (report.rows.length === 0) throw notFound(FILING_MESSAGES.noWorkers(ruc, month));
    const people = await this.store.workers(
      db,
      report.rows.map((r) => r.document),
      monthEnd(month),
    );
    return {
      rows: report.rows,
      people,
      weeks: weeks.map((w) => ({
        number: w.number,
        start: w.start,
        paid: new Set(w.workers.map((x) => x.worker.document)),
      })),
      lines: withRunDeductions(linesByWorker(weeks), monthlyRun),
    };
  }
}
