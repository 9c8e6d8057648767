import { describe, expect, it } from 'vitest';
import {
  cleanDeclaration,
  DECLARATION_MESSAGES,
  declarationsForEngine,
  emptyDeclaration,
  sameDeclarations,
  validateDeclaration,
  type DeclarationInput,
} from '../../../src/domain/income-tax-declarations/declaration';
import { RUC_MESSAGES } from '../../../src/domain/shared/ruc';

const other: DeclarationInput = {
  ...emptyDeclaration('otro_empleador'),
  document: '40112233',
  employerRuc: '20100070970',
  employerName: 'Supermercados Peruanos S.A.',
  taxablePay: '2500',
  taxWithheld: '45.5',
};
const expenses: DeclarationInput = {
  ...emptyDeclaration('gastos_deducibles'),
  document: '40112233',
  amount: '1200',
};

describe('income tax declarations', () => {
  it('accepts another employer’s pay and withholding, and declared expenses', () => {
    expect(validateDeclaration(other)).toEqual([]);
    expect(validateDeclaration(expenses)).toEqual([]);
    expect(validateDeclaration({ ...other, taxablePay: '0', taxWithheld: '0' })).toEqual([]);
  });

  it('names each wrong field in Spanish', () => {
    expect(validateDeclaration({ ...other, kind: 'otro' as never })).toEqual([
      { field: 'kind', message: DECLARATION_MESSAGES.kind },
    ]);
    expect(
      validateDeclaration({
        ...other,
        document: ' ',
        employerRuc: '20100070971',
        employerName: '',
        taxablePay: '-1',
        taxWithheld: '1.234',
      }),
    ).toEqual([
      { field: 'document', message: DECLARATION_MESSAGES.document },
      { field: 'employerRuc', message: RUC_MESSAGES.checkDigit },
      { field: 'employerName', message: DECLARATION_MESSAGES.employerName },
      { field: 'taxablePay', message: 'La remuneración afecta debe estar entre 0 y 9999999999.99.' },
      { field: 'taxWithheld', message: 'La retención admite como máximo 2 decimales.' },
    ]);
    expect(validateDeclaration({ ...other, employerRuc: '' })).toEqual([
      { field: 'employerRuc', message: RUC_MESSAGES.required },
    ]);
    expect(validateDeclaration({ ...other, taxWithheld: '2500.01' })).toEqual([
      { field: 'taxWithheld', message: DECLARATION_MESSAGES.withheldAbovePay },
    ]);
    expect(validateDeclaration({ ...expenses, amount: '' })).toEqual([
      { field: 'amount', message: 'El monto de gastos deducibles es obligatorio.' },
    ]);
  });

  it('cleans the fields: trimmed, two decimals, the other kind’s fields empty', () => {
    expect(
      cleanDeclaration({
        ...other,
        employerName: '  Supermercados   Peruanos S.A. ',
        document: ' 40112233 ',
      }),
    ).toEqual({
      kind: 'otro_empleador',
      document: '40112233',
      employerRuc: '20100070970',
      employerName: 'Supermercados Peruanos S.A.',
      taxablePay: '2500.00',
      taxWithheld: '45.50',
      amount: '',
    });
    expect(cleanDeclaration({ ...expenses, employerRuc: '20100070970', taxablePay: '9' })).toEqual({
      ...emptyDeclaration('gastos_deducibles'),
      document: '40112233',
      amount: '1200.00',
    });
  });

  it('gives the engine each worker’s other employers and expenses', () => {
    const engine = declarationsForEngine([cleanDeclaration(other), cleanDeclaration(expenses)]);
    expect(
      engine.otherEmployers.map((o) => [
        o.worker,
        o.employer,
        o.taxablePay.toFixed(2),
        o.taxWithheld.toFixed(2),
      ]),
    ).toEqual([['40112233', '20100070970 Supermercados Peruanos S.A.', '2500.00', '45.50']]);
    expect(engine.deductibleExpenses.map((d) => [d.worker, d.amount.toFixed(2)])).toEqual([
      ['40112233', '1200.00'],
    ]);
  });

  it('tells whether the declarations are still those a computation used', () => {
    const used = [
      { id: 3, version: 1 },
      { id: 1, version: 2 },
    ];
    expect(
      sameDeclarations(used, [
        { id: 1, version: 2 },
        { id: 3, version: 1 },
      ]),
    ).toBe(true);
    expect(
      sameDeclarations(used, [
        { id: 1, version: 3 },
        { id: 3, version: 1 },
      ]),
    ).toBe(false);
    expect(sameDeclarations(used, [{ id: 1, version: 2 }])).toBe(false);
    expect(sameDeclarations([], [])).toBe(true);
  });
});
