import type { LoansApi } from '../../../../src/application/loans/loans-api';
import {
  failed,
  okResult,
  type ApiFailure,
  type ApiResult,
} from '../../../../src/application/shared/api-result';
import {
  cleanLoan,
  LOAN_MESSAGES,
  loanStatement,
  validateLoan,
  type Loan,
  type LoanInput,
  type LoanInstalment,
  type LoanStatement,
} from '../../../../src/domain/loans/loan';

/** A loan of the worked example: S/ 1,200.00 in 500.00 instalments, one deducted, one planned. */
export const SAMPLE_LOAN: Loan = {
  id: 7,
  workerId: 1,
  grantedOn: '2025-03-01',
  amount: '1200.00',
  instalment: '500.00',
  reason: 'Compra de botas',
  version: 1,
};

export const SAMPLE_INSTALMENTS: readonly LoanInstalment[] = [
  { weekId: 20, year: 2025, number: 20, closed: true, amount: '500.00' },
  { weekId: 21, year: 2025, number: 21, closed: false, amount: '500.00' },
];

/** The sample loan with its instalments, as the server lists it. */
export const SAMPLE_STATEMENT: LoanStatement = loanStatement(SAMPLE_LOAN, SAMPLE_INSTALMENTS);

/** The loans port in memory: the server's rules (fields, amount not below the instalments, delete). */
export class FakeLoansApi implements LoansApi {
  readonly loans = new Map<number, Loan>([[SAMPLE_LOAN.id, SAMPLE_LOAN]]);
  readonly instalments = new Map<number, readonly LoanInstalment[]>([[SAMPLE_LOAN.id, SAMPLE_INSTALMENTS]]);
  readonly calls: string[] = [];
  /** The next call fails with this. */
  failure: ApiFailure | null = null;
  private nextId = 100;

  private statement(loan: Loan): LoanStatement {
    return loanStatement(loan, this.instalments.get(loan.id) ?? []);
  }

  private failing() {
    const f = this.failure;
    this.failure = null;
    return f;
  }

  list(workerId: number): Promise<ApiResult<readonly LoanStatement[]>> {
    this.calls.push(`list ${workerId}`);
    const f = this.failing();
    if (f) return Promise.resolve(failed(f));
    return Promise.resolve(
      okResult([...this.loans.values()].filter((l) => l.workerId === workerId).map((l) => this.statement(l))),
    );
  }

  create(workerId: number, input: LoanInput): Promise<ApiResult<LoanStatement>> {
    this.calls.push(`create ${workerId}`);
    const f = this.failing();
    if (f) return Promise.resolve(failed(f));
    const problems = validateLoan(input);
    if (problems.length > 0)
      return Promise.resolve(
        failed({ kind: 'validation', message: 'Los datos enviados no son válidos.', fields: problems }),
      );
    const loan: Loan = { id: this.nextId++, workerId, ...cleanLoan(input), version: 1 };
    this.loans.set(loan.id, loan);
    return Promise.resolve(okResult(this.statement(loan)));
  }

  update(id: number, version: number, input: LoanInput): Promise<ApiResult<LoanStatement>> {
    this.calls.push(`update ${id}`);
    const f = this.failing();
    if (f) return Promise.resolve(failed(f));
    const loan = this.loans.get(id);
    if (!loan) return Promise.resolve(failed({ kind: 'not-found', message: LOAN_MESSAGES.notFound }));
    if (loan.version !== version)
      return Promise.resolve(failed({ kind: 'conflict', message: 'El registro cambió desde que lo abrió.' }));
    const s = this.statement(loan);
    const recorded = (Number(s.deducted) + Number(s.planned)).toFixed(2);
    const clean = cleanLoan(input);
    if (Number(clean.amount) < Number(recorded))
      return Promise.resolve(
        failed({
          kind: 'validation',
          message: 'Los datos enviados no son válidos.',
          fields: [{ field: 'amount', message: LOAN_MESSAGES.amountBelowDeducted(recorded) }],
        }),
      );
    const next: Loan = { ...loan, ...clean, version: loan.version + 1 };
    this.loans.set(id, next);
    return Promise.resolve(okResult(this.statement(next)));
  }

  remove(id: number, version: number): Promise<ApiResult<void>> {
    this.calls.push(`remove ${id}`);
    const f = this.failing();
    if (f) return Promise.resolve(failed(f));
    const loan = this.loans.get(id);
    if (!loan || loan.version !== version)
      return Promise.resolve(failed({ kind: 'conflict', message: 'El registro cambió desde que lo abrió.' }));
    const weeks = new Set((this.instalments.get(id) ?? []).map((i) => i.weekId)).size;
    if (weeks > 0)
      return Promise.resolve(
        failed({ kind: 'conflict', message: LOAN_MESSAGES.deleteWithInstalments(weeks) }),
      );
    this.loans.delete(id);
    return Promise.resolve(okResult(undefined));
  }
}
