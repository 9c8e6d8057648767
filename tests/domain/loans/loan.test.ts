import { describe, expect, it } from 'vitest';
import {
  validateAdjustments,
  type AdjustmentRow,
  type GridReferences,
} from '../../../src/domain/fishing-weeks/grids';
import {
  cleanLoan,
  instalmentReason,
  loanStatement,
  nextInstalment,
  validateLoan,
  type Loan,
} from '../../../src/domain/loans/loan';

const loan: Loan = {
  id: 7,
  workerId: 1,
  grantedOn: '2025-03-15',
  amount: '1500.00',
  instalment: '400.00',
  reason: 'Compra de botas',
  version: 1,
};

describe('a loan', () => {
  it('checks its fields in Spanish and stores them clean', () => {
    expect(
      validateLoan({ grantedOn: '2025-03-15', amount: '1500', instalment: '400,50', reason: 'x' }),
    ).toEqual([]);
    expect(validateLoan({ grantedOn: '15/03/2025', amount: '0', instalment: '1.234', reason: '' })).toEqual([
      { field: 'grantedOn', message: 'Indique la fecha del préstamo (dd/mm/aaaa).' },
      { field: 'amount', message: 'El monto debe ser mayor que 0 y como máximo 999999.99.' },
      { field: 'instalment', message: 'La cuota admite como máximo 2 decimales.' },
      { field: 'reason', message: 'Indique el motivo del préstamo.' },
    ]);
    expect(
      cleanLoan({
        grantedOn: '2025-03-15',
        amount: '1500',
        instalment: '400.5',
        reason: '  Compra  de botas ',
      }),
    ).toEqual({
      grantedOn: '2025-03-15',
      amount: '1500.00',
      instalment: '400.50',
      reason: 'Compra de botas',
    });
  });

  it('runs its balance down with the closed weeks’ instalments and keeps the open weeks’ apart', () => {
    const s = loanStatement(loan, [
      { weekId: 3, year: 2025, number: 12, closed: false, amount: '400.00' },
      { weekId: 1, year: 2025, number: 11, closed: true, amount: '400.00' },
      { weekId: 2, year: 2025, number: 10, closed: true, amount: '400.00' },
    ]);
    expect(s).toMatchObject({
      deducted: '800.00',
      planned: '400.00',
      balance: '700.00',
      available: '300.00',
    });
    expect(s.instalments.map((i) => i.number)).toEqual([10, 11, 12]);
    // The last instalment is what is left.
    expect(nextInstalment(loan, s.available)).toBe('300.00');
    expect(nextInstalment(loan, '1100.00')).toBe('400.00');
    expect(instalmentReason(loan, s.balance)).toBe('Préstamo N.° 7 del 15/03/2025 (saldo S/ 700.00)');
  });
});

describe('a week’s loan instalments', () => {
  const refs: GridReferences = {
    vessels: new Map(),
    species: new Map(),
    plants: new Map(),
    workers: new Map([
      [1, 'QUISPE, JUAN (40112233)'],
      [2, 'ROJAS, ANA (40112234)'],
    ]),
    positions: new Map(),
    loans: new Map([[7, { workerId: 1, available: '300.00' }]]),
  };
  const row = (over: Partial<AdjustmentRow>): AdjustmentRow => ({
    workerId: 1,
    kind: 'cuota_prestamo',
    amount: '200.00',
    percent: null,
    beneficiary: '',
    reason: 'Préstamo N.° 7',
    loanId: 7,
    ...over,
  });

  it('may deduct up to what is left, across the week’s rows of the loan', () => {
    expect(validateAdjustments([row({}), row({ amount: '100.00' })], refs)).toEqual([]);
    const over = validateAdjustments([row({}), row({ amount: '150.00' })], refs);
    expect(over).toHaveLength(2);
    expect(over[0]).toEqual({
      grid: 'ajustes',
      row: 1,
      field: 'amount',
      message:
        'Las cuotas del préstamo N.° 7 en la semana (S/ 350.00) superan lo que queda por descontar (S/ 300.00).',
    });
  });

  it('names a loan only as a loan instalment of its own worker, and an unknown loan is refused', () => {
    expect(validateAdjustments([row({ kind: 'adelanto' })], refs)[0]!.message).toBe(
      'Un préstamo se descuenta como «Cuota de préstamo».',
    );
    expect(validateAdjustments([row({ workerId: 2 })], refs)[0]!.message).toBe(
      'El préstamo N.° 7 es de otro trabajador.',
    );
    expect(validateAdjustments([row({ loanId: 99 })], refs)[0]!.message).toBe(
      'El préstamo N.° 99 no existe.',
    );
    // An instalment of a loan not registered (named in the reason) is still accepted.
    expect(validateAdjustments([row({ loanId: null })], refs)).toEqual([]);
  });
});
