import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { WorkerFilters, WorkerInputSchema, WorkerSchema } from '../../src/application/workers/contract';
import { formatDate } from '../../src/domain/shared/dates';
import { parseDocumentType } from '../../src/domain/shared/identity-document';
import {
  parseAfp,
  parseCommissionType,
  parsePensionScheme,
} from '../../src/domain/shared/pension-vocabulary';
import {
  WORKER_DEFAULT_SORT,
  WORKER_MESSAGES,
  WORKER_SORTS,
  cleanWorker,
  termsOfInput,
  termsOn,
  validateWorker,
  withTerms,
  type Worker,
  type WorkerInput,
  type WorkerSort,
  type WorkerTerms,
} from '../../src/domain/workers/worker';
import { WORKER_IMPORT_COLUMNS } from '../../src/domain/workers/worker-import';
import { parseLabourRegime } from '../../src/domain/workers/labour-regime';
import { employerCompanyProblem, type EmployerCompanyFacts } from '../../src/domain/workers/employer-company';
import { Decimal } from '../../src/domain/shared/decimal';
import { inForceOn } from '../../src/domain/shared/effective-dated';
import type { WorkerEmployers } from '../../src/domain/shared/payslip';
import type { ServerContext } from '../context';
import type { Executor, Transaction } from '../db/database';
import { companies, positions, workers, workerTerms } from '../db/schema';
import * as fields from '../kit/catalogue/fields';
import { paged, tracked } from '../kit/catalogue/rows';
import type { CatalogueApi, ExportColumn } from '../kit/catalogue/routes';
import { defineCatalogue } from '../kit/catalogue/define';
import { weeksDeleteRefusal } from '../fishing-weeks/references';
import type { DeclarationService } from '../income-tax-declarations/service';
import type { LoanService } from '../loans/service';
import type { CourtOrderService } from '../court-orders/service';
import type { VacationService } from '../vacations/service';
import { CatalogueStore } from '../kit/catalogue/store';

/**
 * The workers on board the vessel in the last fishing week (by start date) whose crew grid names it.
 * The weeks are read newest first by their start index, so only the weeks since that one are opened.
 */
const lastCrewOf = (vesselId: number) => {
  const probe = JSON.stringify([{ vesselId }]);
  return sql`${workers.id} in (
    select (e->>'workerId')::int from fishing_weeks w cross join lateral jsonb_array_elements(w.crew) e
    where w.id = (select l.id from fishing_weeks l where l.crew @> ${probe}::jsonb
                  order by l.start_date desc, l.id desc limit 1)
      and (e->>'vesselId')::int = ${vesselId})`;
};

/** The date of the terms in force on `today` (the first row when every row starts later). */
const currentFrom = (today: string) =>
  sql`coalesce(
    (select max(t.effective_from) from worker_terms t where t.worker_id = ${workers.id} and t.effective_from <= ${today}),
    (select min(t.effective_from) from worker_terms t where t.worker_id = ${workers.id}))`;

/** A column of the terms in force on `today`, for sorting. */
const currentTerm = (column: SQL, today: string) =>
  sql`(select ${column} from worker_terms c left join positions p on p.id = c.position_id
    where c.worker_id = ${workers.id} and c.effective_from = ${currentFrom(today)})`;

const fullName = sql`lower(${workers.paternalSurname} || ' ' || ${workers.maternalSurname} || ', ' || ${workers.names})`;

/** The terms histories of the given workers, oldest first, with the positions' and employers' names. */
export async function histories(ex: Executor, ids: readonly number[]): Promise<Map<number, WorkerTerms[]>> {
  const out = new Map<number, WorkerTerms[]>();
  if (ids.length === 0) return out;
  const rows = await ex
    .select({
      t: workerTerms,
      code: positions.code,
      name: positions.name,
      ruc: companies.ruc,
      legalName: companies.legalName,
    })
    .from(workerTerms)
    .innerJoin(positions, eq(positions.id, workerTerms.positionId))
    .leftJoin(companies, eq(companies.id, workerTerms.employerCompanyId))
    .where(inArray(workerTerms.workerId, [...ids]))
    .orderBy(workerTerms.workerId, workerTerms.effectiveFrom);
  for (const { t, code, name, ruc, legalName } of rows) {
    const list = out.get(t.workerId) ?? [];
    list.push({
      effectiveFrom: t.effectiveFrom,
      positionId: t.positionId,
      positionName: `${code} - ${name}`,
      pensionScheme: parsePensionScheme(t.pensionScheme),
      afp: parseAfp(t.afp),
      commissionType: parseCommissionType(t.commissionType),
      unionAffiliated: t.unionAffiliated,
      eps: t.eps,
      familyAllowance: t.familyAllowance,
      labourRegime: parseLabourRegime(t.labourRegime),
      monthlySalary: Decimal.of(t.monthlySalary).toFixed(2),
      employerCompanyId: t.employerCompanyId,
      employerCompanyName: ruc === null ? '' : `${ruc} - ${legalName ?? ''}`,
    });
    out.set(t.workerId, list);
  }
  return out;
}

type WorkerRow = typeof workers.$inferSelect;

/** A worker as answered, from its row and its terms. */
export function workerOf(w: WorkerRow, terms: readonly WorkerTerms[], today: string): Worker {
  const current = termsOn({ terms }, today) ?? terms[0];
  if (!current) throw new Error(`Worker ${w.id} has no terms`);
  return {
    ...tracked(w),
    documentType: parseDocumentType(w.documentType),
    documentNumber: w.documentNumber,
    paternalSurname: w.paternalSurname,
    maternalSurname: w.maternalSurname,
    names: w.names,
    birthDate: w.birthDate,
    hireDate: w.hireDate,
    endDate: w.endDate,
    cuspp: w.cuspp,
    bank: w.bankCode,
    account: w.account,
    ctsBank: w.ctsBankCode,
    ctsAccount: w.ctsAccount,
    bankAccount: w.bankAccount,
    sex: w.sex,
    education: w.education,
    occupation: w.occupation,
    ubigeo: w.ubigeo,
    address: w.address,
    endReason: w.endReason,
    terms,
    current,
  };
}

/** The workers table's own columns from a clean input. */
export const workerColumns = (i: WorkerInput) => ({
  documentType: i.documentType,
  documentNumber: i.documentNumber,
  paternalSurname: i.paternalSurname,
  maternalSurname: i.maternalSurname,
  names: i.names,
  birthDate: i.birthDate,
  hireDate: i.hireDate,
  endDate: i.endDate === '' ? null : i.endDate,
  cuspp: i.cuspp,
  bankCode: i.bank,
  account: i.account,
  ctsBankCode: i.ctsBank,
  ctsAccount: i.ctsAccount,
  bankAccount: i.bankAccount ?? '',
  sex: i.sex ?? '',
  education: i.education ?? '',
  occupation: i.occupation ?? '',
  ubigeo: i.ubigeo ?? '',
  address: i.address ?? '',
  endReason: i.endReason ?? '',
  active: i.active,
});

/** The worker_terms rows of a worker's history. */
export const termRows = (workerId: number, history: readonly WorkerTerms[]) =>
  history.map((t) => ({
    workerId,
    effectiveFrom: t.effectiveFrom,
    positionId: t.positionId,
    pensionScheme: t.pensionScheme,
    afp: t.afp,
    commissionType: t.commissionType,
    unionAffiliated: t.unionAffiliated,
    eps: t.eps,
    familyAllowance: t.familyAllowance,
    labourRegime: t.labourRegime,
    monthlySalary: t.monthlySalary,
    employerCompanyId: t.employerCompanyId,
  }));

/** Whether the position exists and is active. */
export async function positionState(ex: Executor, id: number): Promise<'missing' | 'inactive' | 'active'> {
  const [row] = await ex
    .select({ active: positions.active })
    .from(positions)
    .where(eq(positions.id, id))
    .for('share');
  return row === undefined ? 'missing' : row.active ? 'active' : 'inactive';
}

/** What the employer company's rule needs: the chosen company's state and how many companies there are. */
export async function employerCompanyFacts(ex: Executor, id: number | null): Promise<EmployerCompanyFacts> {
  const [total] = await ex.select({ value: count() }).from(companies);
  const companiesCount = Number(total?.value ?? 0);
  if (id === null) return { chosen: 'none', companies: companiesCount };
  const [row] = await ex
    .select({ active: companies.active })
    .from(companies)
    .where(eq(companies.id, id))
    .for('share');
  return {
    chosen: row === undefined ? 'missing' : row.active ? 'active' : 'inactive',
    companies: companiesCount,
  };
}

/** A company as a document names the employer. */
export interface EmployerCompanyRow {
  readonly ruc: string;
  readonly legalName: string;
  readonly address: string;
}

/**
 * What the employers of closed weeks are resolved from besides their vessels (`companyResolver`,
 * src/domain/shared/payslip.ts): the «Empresa empleadora» the terms of the workers with these document
 * numbers name on a day, and the group's company when it has only one. One reading for the payslips,
 * the payroll report, the bank files, the filings and the months.
 */
export async function workerEmployers(
  ex: Executor,
  documents: readonly string[],
): Promise<WorkerEmployers<EmployerCompanyRow>> {
  const companyRows = await ex
    .select({
      id: companies.id,
      ruc: companies.ruc,
      legalName: companies.legalName,
      address: companies.address,
    })
    .from(companies);
  const byId = new Map(
    companyRows.map((c) => [c.id, { ruc: c.ruc, legalName: c.legalName, address: c.address }]),
  );
  const onlyCompany = companyRows.length === 1 ? byId.get(companyRows[0]!.id) : undefined;
  type Terms = { documentType: string; effectiveFrom: string; employerCompanyId: number | null };
  const terms = new Map<string, Terms[]>();
  const wanted = [...new Set(documents)];
  for (let i = 0; i < wanted.length && companyRows.length > 0; i += 2000) {
    const rows = await ex
      .select({
        documentType: workers.documentType,
        documentNumber: workers.documentNumber,
        effectiveFrom: workerTerms.effectiveFrom,
        employerCompanyId: workerTerms.employerCompanyId,
      })
      .from(workerTerms)
      .innerJoin(workers, eq(workers.id, workerTerms.workerId))
      .where(
        and(
          inArray(workers.documentNumber, wanted.slice(i, i + 2000)),
          // Only the workers whose terms ever name an employer company.
          sql`exists (select 1 from worker_terms e where e.worker_id = ${workers.id}
            and e.employer_company_id is not null)`,
        ),
      );
    for (const { documentNumber, ...row } of rows) {
      const list = terms.get(documentNumber) ?? [];
      list.push(row);
      terms.set(documentNumber, list);
    }
  }
  return {
    ...(onlyCompany ? { onlyCompany } : {}),
    termsEmployer: (worker, date) => {
      const all = terms.get(worker.document) ?? [];
      // Two documents of different types may share a number: the result's type tells them apart.
      const mine = all.filter((t) => t.documentType === worker.documentType);
      const id = inForceOn(mine.length > 0 ? mine : all, date)?.employerCompanyId;
      return id == null ? undefined : byId.get(id);
    },
  };
}

/** Saves the input's terms into the worker's history (added, or replacing a row of the same date). */
async function writeTerms(tx: Transaction, id: number, input: WorkerInput): Promise<void> {
  const history = (await histories(tx, [id])).get(id) ?? [];
  const next = withTerms(history, termsOfInput(input));
  if (next.length === history.length && next.every((t, i) => t === history[i])) return;
  await tx.delete(workerTerms).where(eq(workerTerms.workerId, id));
  await tx.insert(workerTerms).values(termRows(id, next));
}

const yesNo = (v: boolean) => v;
const day = (v: string | null) => (v ? formatDate(v) : '');

/**
 * The export: the import template's columns (so an exported file imports back unchanged), with the
 * terms in force today.
 */
const EXPORT: Readonly<
  Record<
    string,
    { width: number; kind: ExportColumn<Worker>['kind']; value(w: Worker): string | boolean | null }
  >
> = {
  documentType: { width: 12, kind: 'text', value: (w) => w.documentType },
  documentNumber: { width: 16, kind: 'text', value: (w) => w.documentNumber },
  paternalSurname: { width: 20, kind: 'text', value: (w) => w.paternalSurname },
  maternalSurname: { width: 20, kind: 'text', value: (w) => w.maternalSurname },
  names: { width: 24, kind: 'text', value: (w) => w.names },
  birthDate: { width: 14, kind: 'text', value: (w) => day(w.birthDate) },
  hireDate: { width: 14, kind: 'text', value: (w) => day(w.hireDate) },
  endDate: { width: 14, kind: 'text', value: (w) => day(w.endDate) },
  positionCode: { width: 14, kind: 'text', value: (w) => w.current.positionName.split(' - ')[0] ?? '' },
  pensionScheme: { width: 12, kind: 'text', value: (w) => w.current.pensionScheme },
  afp: { width: 12, kind: 'text', value: (w) => w.current.afp ?? '' },
  commissionType: { width: 12, kind: 'text', value: (w) => w.current.commissionType ?? '' },
  cuspp: { width: 16, kind: 'text', value: (w) => w.cuspp },
  unionAffiliated: { width: 12, kind: 'yesno', value: (w) => yesNo(w.current.unionAffiliated) },
  eps: { width: 8, kind: 'yesno', value: (w) => yesNo(w.current.eps) },
  familyAllowance: { width: 12, kind: 'yesno', value: (w) => yesNo(w.current.familyAllowance) },
  labourRegime: { width: 12, kind: 'text', value: (w) => w.current.labourRegime.toUpperCase() },
  monthlySalary: {
    width: 14,
    kind: 'text',
    value: (w) => (w.current.labourRegime === 'general' ? w.current.monthlySalary : ''),
  },
  employerRuc: {
    width: 14,
    kind: 'text',
    value: (w) =>
      w.current.employerCompanyName ? (w.current.employerCompanyName.split(' - ')[0] ?? '') : '',
  },
  termsFrom: { width: 14, kind: 'text', value: (w) => day(w.current.effectiveFrom) },
  bank: { width: 8, kind: 'text', value: (w) => w.bank },
  account: { width: 24, kind: 'text', value: (w) => w.account },
  ctsBank: { width: 10, kind: 'text', value: (w) => w.ctsBank },
  ctsAccount: { width: 24, kind: 'text', value: (w) => w.ctsAccount },
  active: { width: 8, kind: 'yesno', value: (w) => w.active },
};

export const workerExportColumns: ExportColumn<Worker>[] = WORKER_IMPORT_COLUMNS.map((c) => {
  const column = EXPORT[c.key];
  if (!column) throw new Error(`No export column for ${c.key}`);
  return { header: c.header, ...column };
});

/** The features whose records name a worker and refuse the worker's deletion, through their services. */
export interface WorkerReferences {
  readonly loans: Pick<LoanService, 'workerDeleteRefusal'>;
  readonly courtOrders: Pick<CourtOrderService, 'workerDeleteRefusal'>;
  readonly vacations: Pick<VacationService, 'workerDeleteRefusal'>;
  readonly declarations: Pick<DeclarationService, 'workerDeleteRefusal'>;
}

/**
 * Workers (module 'trabajador'): unique document (type + number), an existing active position, and
 * the terms by date in worker_terms. Listed and exported with the terms in force today.
 */
export function workerCatalogue(
  context: ServerContext,
  { loans, courtOrders, vacations, declarations }: WorkerReferences,
): CatalogueApi<Worker, WorkerInput, WorkerSort> {
  const store = new CatalogueStore<Worker, WorkerInput, WorkerSort>(context.db, {
    table: workers,
    rows: async (ex, where, orderBy, page, today) => {
      const rows = await paged(ex.select().from(workers).where(where).$dynamic(), orderBy, page);
      const terms = await histories(
        ex,
        rows.map((r) => r.id),
      );
      return rows.map((w) => workerOf(w, terms.get(w.id) ?? [], today));
    },
    count: async (ex, where) => {
      const [row] = await ex
        .select({ value: sql<number>`count(*)::int` })
        .from(workers)
        .where(where);
      return Number(row?.value ?? 0);
    },
    search: [
      workers.documentNumber,
      sql`${workers.paternalSurname} || ' ' || ${workers.maternalSurname} || ' ' || ${workers.names}`,
    ],
    // The terms in force are read from other tables: those sorts page by offset.
    offsetOnlySorts: ['position', 'pensionScheme'],
    sortKeys: (today) => ({
      name: fullName,
      document: sql`${workers.documentNumber}`,
      position: currentTerm(sql`lower(p.name)`, today),
      pensionScheme: currentTerm(sql`c.pension_scheme || coalesce(c.afp, '')`, today),
      hireDate: sql`${workers.hireDate}`,
      ...fields.trackedSorts(workers),
    }),
    filter: (filters, today) => {
      const out: SQL[] = [];
      const { positionId, pensionScheme, vesselId } = filters;
      const current = (condition: SQL) =>
        sql`exists (select 1 from worker_terms f where f.worker_id = ${workers.id}
          and f.effective_from = ${currentFrom(today)} and ${condition})`;
      if (typeof positionId === 'number') out.push(current(sql`f.position_id = ${positionId}`));
      if (typeof pensionScheme === 'string') out.push(current(sql`f.pension_scheme = ${pensionScheme}`));
      if (typeof vesselId === 'number') out.push(lastCrewOf(vesselId));
      return out;
    },
    columns: workerColumns,
    unique: [
      {
        field: 'documentNumber',
        column: sql`${workers.documentType} || ':' || ${workers.documentNumber}` as never,
        value: (i) => `${i.documentType}:${i.documentNumber}`,
        message: WORKER_MESSAGES.documentTaken,
      },
    ],
    label: sql`${workers.paternalSurname} || ' ' || ${workers.maternalSurname} || ', ' || ${workers.names} || ' (' || ${workers.documentNumber} || ')'`,
    afterWrite: writeTerms,
  });
  return defineCatalogue(context, store, {
    module: 'trabajador',
    path: '/trabajadores',
    title: 'Trabajadores',
    sorts: WORKER_SORTS,
    defaultSort: WORKER_DEFAULT_SORT,
    entity: WorkerSchema,
    input: WorkerInputSchema,
    filters: WorkerFilters,
    optionsFor: ['semana_de_pesca'],
    validate: validateWorker,
    clean: cleanWorker,
    notFound: WORKER_MESSAGES.notFound,
    guard: {
      delete: async (ex, current) =>
        (await weeksDeleteRefusal(
          ex,
          'workerId',
          current.id,
          `el trabajador ${current.documentNumber} (${current.paternalSurname} ${current.names})`,
          'm',
        )) ??
        (await loans.workerDeleteRefusal(ex, current.id)) ??
        (await courtOrders.workerDeleteRefusal(ex, current.id)) ??
        (await vacations.workerDeleteRefusal(ex, current.id)) ??
        declarations.workerDeleteRefusal(ex, current.id),
    },
    check: async (ex, input) => {
      const problems: { field: string; message: string }[] = [];
      const state = await positionState(ex, input.positionId as number);
      if (state === 'missing')
        problems.push({ field: 'positionId', message: WORKER_MESSAGES.positionUnknown });
      if (state === 'inactive')
        problems.push({ field: 'positionId', message: WORKER_MESSAGES.positionInactive });
      const employer = employerCompanyProblem(
        input.labourRegime ?? '',
        await employerCompanyFacts(ex, input.employerCompanyId ?? null),
      );
      if (employer !== undefined) problems.push({ field: 'employerCompanyId', message: employer });
      return problems;
    },
    columns: workerExportColumns,
  });
}
