import { inArray, sql } from 'drizzle-orm';
import { limaDate } from '../../src/domain/shared/dates';
import { plainHeader } from '../../src/domain/shared/spreadsheet-import';
import {
  cleanWorker,
  termsOfInput,
  termsOn,
  withTerms,
  type WorkerInput,
  type WorkerTerms,
} from '../../src/domain/workers/worker';
import { employerCompanyProblem } from '../../src/domain/workers/employer-company';
import {
  IMPORT_MESSAGES,
  importRuc,
  readImportRow,
  WORKER_IMPORT_COLUMNS,
  WORKER_IMPORT_MAX_ROWS,
  type ImportCells,
  type ImportedRow,
  type ImportMode,
  type ImportProblem,
  type ImportSummary,
  type WorkerImportKey,
} from '../../src/domain/workers/worker-import';
import type { AccessStore } from '../access/store';
import { redactSecrets } from '../audit/audit';
import type { ServerContext } from '../context';
import type { Transaction } from '../db/database';
import { auditLog, companies, positions, workers, workerTerms } from '../db/schema';
import type { AuditActor } from '../kit/versioned';
import { ApiError } from '../kit/errors';
import { isUniqueViolation } from '../kit/http';
import { histories, termRows, workerColumns } from './catalogue';
import { importTemplate, readImportSheet, repeatedKeys, type ImportSheet } from '../kit/spreadsheet-import';

/** Rows per multi-row statement (20 columns each: far below PostgreSQL's 65,535 parameters). */
const BATCH = 500;

const REQUIRED: readonly WorkerImportKey[] = [
  'documentType',
  'documentNumber',
  'paternalSurname',
  'names',
  'birthDate',
  'hireDate',
  'positionCode',
  'pensionScheme',
];

const plain = plainHeader;

const chunks = <T>(items: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** What the trail keeps of a worker: its fields and its terms (no bookkeeping). */
const audited = (input: WorkerInput) => ({ ...input });

type Existing = typeof workers.$inferSelect & { readonly terms: WorkerTerms[] };

interface Planned {
  readonly row: ImportedRow;
  readonly existing?: Existing;
  /** The history to write, or undefined when it stays as it is. */
  readonly terms?: WorkerTerms[];
  readonly kind: 'create' | 'update' | 'unchanged';
}

/** The spreadsheet's cells by column key (headers matched without accents or case). */
function cellsOf({ index, rows }: ImportSheet<WorkerImportKey>): { row: number; cells: ImportCells }[] {
  return rows.map(({ row, cells, numeric }) => {
    const out: Partial<Record<WorkerImportKey, string>> = {};
    for (const [key, i] of index) out[key] = cells[i] ?? '';
    // A DNI typed as a number lost its leading zeros.
    const number = index.get('documentNumber');
    if (
      number !== undefined &&
      numeric.has(number) &&
      plain(out.documentType ?? '') === 'dni' &&
      /^\d{1,7}$/.test(out.documentNumber ?? '')
    ) {
      out.documentNumber = (out.documentNumber ?? '').padStart(8, '0');
    }
    return { row, cells: out };
  });
}

const sameColumns = (a: ReturnType<typeof workerColumns>, w: typeof workers.$inferSelect) =>
  (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === w[k]);

/**
 * The import of workers from an .xlsx or .csv: the whole file is read and checked first; then,
 * by mode, nothing is saved (validate), everything in one transaction only when every row is valid
 * (all), or the valid rows only (valid). The document is the key: a known document updates its
 * worker, and a row equal to what is stored changes nothing. Writes are a few multi-row statements
 * and the trail gets one entry per created or updated worker.
 */
export class WorkerImport {
  /** `changed`: called after every import that wrote (the worker list forgets what it cached). */
  constructor(
    private readonly context: ServerContext,
    private readonly access: AccessStore,
    private readonly changed: () => void = () => undefined,
  ) {}

  /** The template: the Spanish headers and one example row, texts kept as texts. */
  template(): Promise<Buffer> {
    return importTemplate('Trabajadores', WORKER_IMPORT_COLUMNS);
  }

  async run(body: Buffer, mode: ImportMode, actor: AuditActor, fileName: string): Promise<ImportSummary> {
    const rows = cellsOf(
      await readImportSheet(body, {
        maxRows: WORKER_IMPORT_MAX_ROWS,
        columns: WORKER_IMPORT_COLUMNS,
        required: REQUIRED,
        messages: IMPORT_MESSAGES,
      }),
    );
    const plan = await this.plan(rows);
    const problems = plan.flatMap((p) => ('problems' in p ? p.problems : []));
    const valid = plan.filter((p): p is Planned => 'kind' in p);
    const count = (kind: Planned['kind']) => valid.filter((p) => p.kind === kind).length;
    const rejected = plan.length - valid.length;
    const summary = (saved: boolean): ImportSummary => ({
      mode,
      rows: rows.length,
      valid: valid.length,
      rejected,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      saved,
      problems,
    });
    if (mode === 'validate' || (mode === 'all' && rejected > 0)) return summary(false);
    if (
      count('update') > 0 &&
      !(await this.access.hasPermission(actor.actorUsername, 'trabajador', 'editar'))
    ) {
      throw new ApiError(
        403,
        'Forbidden',
        'El archivo actualiza trabajadores existentes y no tiene permiso para editarlos.',
      );
    }
    await this.save(valid, actor, fileName);
    return summary(valid.some((p) => p.kind !== 'unchanged'));
  }

  /** Every row read and checked against the positions and the stored workers, with one query each. */
  private async plan(rows: readonly { row: number; cells: ImportCells }[]) {
    const { db } = this.context;
    const today = limaDate(this.context.clock.now());
    const known = new Map(
      (
        await db.select({ id: positions.id, code: positions.code, active: positions.active }).from(positions)
      ).map((p) => [p.code.toUpperCase(), p]),
    );
    const companyRows = await db
      .select({ id: companies.id, ruc: companies.ruc, active: companies.active })
      .from(companies);
    const companyByRuc = new Map(companyRows.map((c) => [c.ruc, c]));
    const read = rows.map(({ row, cells }) => {
      const code = (cells.positionCode ?? '').trim().toUpperCase();
      const position = known.get(code);
      const ruc = importRuc(cells.employerRuc ?? '');
      const company = ruc ? companyByRuc.get(ruc) : undefined;
      const result = readImportRow(row, cells, position?.id ?? null, company?.id ?? null);
      if (ruc && !company)
        result.problems.push({ row, column: 'RUC empleador', message: IMPORT_MESSAGES.employerUnknown(ruc) });
      else if (ruc && company && !company.active)
        result.problems.push({
          row,
          column: 'RUC empleador',
          message: IMPORT_MESSAGES.employerInactive(ruc),
        });
      if (code !== '' && !position)
        result.problems.push({
          row,
          column: 'Código de cargo',
          message: IMPORT_MESSAGES.positionUnknown(code),
        });
      else if (position && !position.active)
        result.problems.push({
          row,
          column: 'Código de cargo',
          message: IMPORT_MESSAGES.positionInactive(code),
        });
      return result;
    });
    // The same document twice in the file: the later rows are refused.
    const documentOf = (r: (typeof read)[number]) => `${r.input.documentType}:${r.input.documentNumber}`;
    const repeated = repeatedKeys(read, (r) => (r.problems.length > 0 ? undefined : documentOf(r)));
    for (const [r, first] of repeated)
      r.problems.push({
        row: r.row,
        column: 'Número de documento',
        message: IMPORT_MESSAGES.duplicate(first),
      });
    const stored = await this.stored(read.filter((r) => r.problems.length === 0).map((r) => r.input));
    // A general-regime worker needs an employer company when the group has more than one.
    const employerMissing = (r: ImportedRow, input: WorkerInput): ImportProblem[] =>
      employerCompanyProblem(input.labourRegime ?? '', {
        chosen: (input.employerCompanyId ?? null) === null ? 'none' : 'active',
        companies: companyRows.length,
      }) === undefined
        ? []
        : [{ row: r.row, column: 'RUC empleador', message: IMPORT_MESSAGES.employerRequired }];
    return read.map((r): Planned | { problems: ImportProblem[] } => {
      if (r.problems.length > 0) return { problems: r.problems };
      const existing = stored.get(documentOf(r));
      if (!existing) {
        const missing = employerMissing(r, r.input);
        if (missing.length > 0) return { problems: missing };
        return { row: r, kind: 'create', terms: [termsOfInput(r.input)] };
      }
      // An update without "Vigente desde" changes the terms from today on (never before hire).
      const from = r.termsFromGiven ? r.input.termsFrom : today < r.input.hireDate ? r.input.hireDate : today;
      // A file without the CTS columns keeps the stored CTS account.
      const cts = r.ctsGiven ? {} : { ctsBank: existing.ctsBankCode, ctsAccount: existing.ctsAccount };
      // A file without the regime's columns keeps the stored regime and salary in force on that date.
      const kept = r.regimeGiven ? undefined : (termsOn(existing, from) ?? existing.terms[0]);
      const regime = kept ? { labourRegime: kept.labourRegime, monthlySalary: kept.monthlySalary } : {};
      // A file without «RUC empleador» keeps the stored employer company in force on that date.
      const keptEmployer =
        r.employerRuc === undefined
          ? { employerCompanyId: (termsOn(existing, from) ?? existing.terms[0])?.employerCompanyId ?? null }
          : {};
      const input = cleanWorker({ ...r.input, ...cts, ...regime, ...keptEmployer, termsFrom: from });
      const missing = employerMissing(r, input);
      if (missing.length > 0) return { problems: missing };
      const row = { ...r, input };
      const next = withTerms(existing.terms, termsOfInput(input));
      const termsChanged =
        next.length !== existing.terms.length || next.some((t, i) => t !== existing.terms[i]);
      const changed = termsChanged || !sameColumns(workerColumns(input), existing);
      return {
        row,
        existing,
        kind: changed ? 'update' : 'unchanged',
        ...(termsChanged ? { terms: next } : {}),
      };
    });
  }

  /** The stored workers with these documents, with their terms. */
  private async stored(inputs: readonly WorkerInput[]): Promise<Map<string, Existing>> {
    const out = new Map<string, Existing>();
    if (inputs.length === 0) return out;
    const wanted = new Set(inputs.map((i) => `${i.documentType}:${i.documentNumber}`));
    const found = [];
    for (const part of chunks([...new Set(inputs.map((i) => i.documentNumber))], 2000)) {
      found.push(
        ...(await this.context.db.select().from(workers).where(inArray(workers.documentNumber, part))),
      );
    }
    const mine = found.filter((w) => wanted.has(`${w.documentType}:${w.documentNumber}`));
    const terms = await histories(
      this.context.db,
      mine.map((w) => w.id),
    );
    for (const w of mine)
      out.set(`${w.documentType}:${w.documentNumber}`, { ...w, terms: terms.get(w.id) ?? [] });
    return out;
  }

  /** Creates and updates in one transaction: a few multi-row statements and the audit entries. */
  private async save(plan: readonly Planned[], actor: AuditActor, fileName: string): Promise<void> {
    const { db, clock } = this.context;
    const now = clock.now();
    const who = actor.actorUsername;
    const creates = plan.filter((p) => p.kind === 'create');
    const updates = plan.filter((p) => p.kind === 'update');
    const reason = `Importación del archivo «${fileName}»`;
    try {
      await db.transaction(async (tx) => {
        const audit: (typeof auditLog.$inferInsert)[] = [];
        const entry = (action: 'crear' | 'editar', id: number, before: unknown, after: unknown) =>
          audit.push({
            occurredAt: now,
            actorUsername: who,
            action,
            entity: 'trabajador',
            entityId: String(id),
            before: before === null ? null : redactSecrets(before),
            after: redactSecrets(after),
            reason,
            requestId: actor.requestId ?? null,
            ipAddress: actor.ipAddress ?? null,
          });
        const terms: ReturnType<typeof termRows> = [];
        for (const part of chunks(creates)) {
          const ids = await tx
            .insert(workers)
            .values(
              part.map((p) => ({
                ...workerColumns(p.row.input),
                createdAt: now,
                createdBy: who,
                updatedAt: now,
                updatedBy: who,
              })),
            )
            .returning({ id: workers.id });
          part.forEach((p, i) => {
            const id = ids[i]?.id;
            if (id === undefined) throw new Error('insert returned fewer ids');
            terms.push(...termRows(id, p.terms ?? []));
            entry('crear', id, null, audited(p.row.input));
          });
        }
        if (updates.length > 0) await this.update(tx, updates, now, who);
        for (const p of updates) {
          const w = p.existing as Existing;
          entry('editar', w.id, this.before(w), audited(p.row.input));
        }
        const rewritten = updates.filter((p) => p.terms).map((p) => (p.existing as Existing).id);
        for (const part of chunks(rewritten, 5000)) {
          await tx.delete(workerTerms).where(inArray(workerTerms.workerId, part));
        }
        for (const p of updates) if (p.terms) terms.push(...termRows((p.existing as Existing).id, p.terms));
        for (const part of chunks(terms)) await tx.insert(workerTerms).values(part);
        for (const part of chunks(audit)) await tx.insert(auditLog).values(part);
      });
    } catch (error) {
      if (isUniqueViolation(error) || error instanceof StaleImport) {
        throw new ApiError(
          409,
          'Conflict',
          'Otro usuario cambió trabajadores del archivo mientras se importaba. Vuelva a validar el archivo e impórtelo otra vez.',
        );
      }
      throw error;
    } finally {
      this.changed();
    }
  }

  private before(w: Existing) {
    const {
      id: _id,
      version: _v,
      createdAt: _c,
      createdBy: _cb,
      updatedAt: _u,
      updatedBy: _ub,
      terms,
      ...fields
    } = w;
    return { ...fields, terms };
  }

  /** Updates the changed workers in one statement per batch, after checking none changed since it was read. */
  private async update(tx: Transaction, updates: readonly Planned[], now: Date, who: string): Promise<void> {
    const ids = updates.map((p) => (p.existing as Existing).id);
    const locked = new Map<number, number>();
    for (const part of chunks(ids, 5000)) {
      const rows = await tx
        .select({ id: workers.id, version: workers.version })
        .from(workers)
        .where(inArray(workers.id, part))
        .for('update');
      for (const r of rows) locked.set(r.id, r.version);
    }
    for (const p of updates) {
      const w = p.existing as Existing;
      if (locked.get(w.id) !== w.version) throw new StaleImport();
    }
    for (const part of chunks(updates)) {
      const values = sql.join(
        part.map((p) => {
          const c = workerColumns(p.row.input);
          return sql`(${(p.existing as Existing).id}::int, ${c.documentType}::text, ${c.documentNumber}::text,
            ${c.paternalSurname}::text, ${c.maternalSurname}::text, ${c.names}::text, ${c.birthDate}::date,
            ${c.hireDate}::date, ${c.endDate}::date, ${c.cuspp}::text, ${c.bankCode}::text, ${c.account}::text,
            ${c.ctsBankCode}::text, ${c.ctsAccount}::text, ${c.active}::boolean)`;
        }),
        sql`, `,
      );
      await tx.execute(sql`update ${workers} set
          document_type = v.document_type, document_number = v.document_number,
          paternal_surname = v.paternal_surname, maternal_surname = v.maternal_surname, names = v.names,
          birth_date = v.birth_date, hire_date = v.hire_date, end_date = v.end_date, cuspp = v.cuspp,
          bank_code = v.bank_code, account = v.account, cts_bank_code = v.cts_bank_code,
          cts_account = v.cts_account, active = v.active,
          updated_at = ${now.toISOString()}::timestamptz, updated_by = ${who}, version = ${workers.version} + 1
        from (values ${values}) as v(id, document_type, document_number, paternal_surname, maternal_surname,
          names, birth_date, hire_date, end_date, cuspp, bank_code, account, cts_bank_code, cts_account, active)
        where ${workers.id} = v.id`);
    }
  }
}

class StaleImport extends Error {}
