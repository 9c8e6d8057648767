import type { IncomeTaxDeclarationsApi } from '../../../../src/application/income-tax-declarations/declarations-api';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import {
  cleanDeclaration,
  DECLARATION_MESSAGES,
  validateDeclaration,
  type Declaration,
  type DeclarationInput,
} from '../../../../src/domain/income-tax-declarations/declaration';
import { STALE_UPDATE_MESSAGE } from '../../../../src/domain/shared/stale-update';
import type { FakeMonthsApi } from '../months/fake-months-api';

/** The workers the fake knows, by document. */
export const DECLARATION_WORKERS: Readonly<Record<string, string>> = {
  '40112233': 'QUISPE MAMANI, JUAN',
  '40223344': 'FLORES RAMOS, PEDRO',
};

/** A declaration of another employer's income of April 2025. */
export function sampleDeclaration(over: Partial<Declaration> = {}): Declaration {
  return {
    id: 1,
    month: '2025-04',
    kind: 'otro_empleador',
    document: '40112233',
    name: DECLARATION_WORKERS['40112233']!,
    employerRuc: '20100070970',
    employerName: 'Supermercados Peruanos S.A.',
    taxablePay: '2500.00',
    taxWithheld: '45.50',
    amount: '',
    version: 1,
    ...over,
  };
}

/**
 * The income tax declarations' port in memory, with the server's rules: the domain's validation, a
 * known worker, one declaration per worker, month and employer (or of expenses), the version, a closed
 * month refusing changes; a change makes the linked fake month stale when it was computed.
 */
export class FakeIncomeTaxDeclarationsApi implements IncomeTaxDeclarationsApi {
  rows: Declaration[];
  readonly calls: string[] = [];
  /** The next call fails with this. */
  failure: ApiFailure | null = null;
  private nextId: number;

  constructor(
    rows: readonly Declaration[] = [],
    /** The month the declarations belong to (its state and staleness). */
    private readonly months?: FakeMonthsApi,
  ) {
    this.rows = [...rows];
    this.nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
  }

  private failing<T>(): ApiResult<T> | null {
    const f = this.failure;
    this.failure = null;
    return f ? failed(f) : null;
  }

  private refusal<T>(month: string, input?: DeclarationInput, except?: number): ApiResult<T> | null {
    if (this.months?.month.month === month && this.months.month.state === 'cerrado')
      return failed({ kind: 'conflict', message: DECLARATION_MESSAGES.closedMonth(month) });
    if (!input) return null;
    const problems = validateDeclaration(input);
    if (problems.length > 0)
      return failed({ kind: 'validation', message: 'Datos no válidos.', fields: problems });
    const clean = cleanDeclaration(input);
    if (!DECLARATION_WORKERS[clean.document])
      return failed({
        kind: 'validation',
        message: 'Datos no válidos.',
        fields: [{ field: 'document', message: DECLARATION_MESSAGES.unknownWorker(clean.document) }],
      });
    const twin = this.rows.find(
      (r) =>
        r.id !== except &&
        r.month === month &&
        r.document === clean.document &&
        r.kind === clean.kind &&
        (clean.kind === 'gastos_deducibles' || r.employerRuc === clean.employerRuc),
    );
    if (twin)
      return failed({
        kind: 'validation',
        message: 'Datos no válidos.',
        fields:
          clean.kind === 'otro_empleador'
            ? [{ field: 'employerRuc', message: DECLARATION_MESSAGES.duplicateEmployer }]
            : [{ field: 'document', message: DECLARATION_MESSAGES.duplicateExpenses }],
      });
    return null;
  }

  /** A computed month no longer matches its declarations. */
  private touched(month: string): void {
    const m = this.months?.month;
    if (
      this.months &&
      m &&
      m.month === month &&
      m.totals &&
      (m.state === 'calculado' || m.state === 'reabierto')
    )
      this.months.month = { ...m, stale: true };
  }

  list(month: string) {
    this.calls.push(`list ${month}`);
    return Promise.resolve(
      this.failing<Declaration[]>() ?? okResult(this.rows.filter((r) => r.month === month)),
    );
  }

  create(month: string, input: DeclarationInput) {
    this.calls.push(`create ${month}`);
    const refused = this.failing<Declaration>() ?? this.refusal<Declaration>(month, input);
    if (refused) return Promise.resolve(refused);
    const clean = cleanDeclaration(input);
    const row: Declaration = {
      ...clean,
      id: this.nextId++,
      month,
      name: DECLARATION_WORKERS[clean.document]!,
      version: 1,
    };
    this.rows.push(row);
    this.touched(month);
    return Promise.resolve(okResult(row));
  }

  update(id: number, version: number, input: DeclarationInput) {
    this.calls.push(`update ${id}`);
    const current = this.rows.find((r) => r.id === id);
    if (!current)
      return Promise.resolve(
        failed<Declaration>({ kind: 'not-found', message: DECLARATION_MESSAGES.notFound }),
      );
    const refused = this.failing<Declaration>() ?? this.refusal<Declaration>(current.month, input, id);
    if (refused) return Promise.resolve(refused);
    if (current.version !== version)
      return Promise.resolve(failed<Declaration>({ kind: 'conflict', message: STALE_UPDATE_MESSAGE }));
    const clean = cleanDeclaration(input);
    const row: Declaration = {
      ...current,
      ...clean,
      name: DECLARATION_WORKERS[clean.document]!,
      version: version + 1,
    };
    this.rows = this.rows.map((r) => (r.id === id ? row : r));
    this.touched(current.month);
    return Promise.resolve(okResult(row));
  }

  remove(id: number, version: number) {
    this.calls.push(`remove ${id}`);
    const current = this.rows.find((r) => r.id === id);
    if (!current)
      return Promise.resolve(failed<void>({ kind: 'not-found', message: DECLARATION_MESSAGES.notFound }));
    const refused = this.failing<void>() ?? this.refusal<void>(current.month);
    if (refused) return Promise.resolve(refused);
    if (current.version !== version)
      return Promise.resolve(failed<void>({ kind: 'conflict', message: STALE_UPDATE_MESSAGE }));
    this.rows = this.rows.filter((r) => r.id !== id);
    this.touched(current.month);
    return Promise.resolve(okResult(undefined));
  }
}
