import { describe, expect, it } from 'vitest';
import { monthFigures } from '../../support/fakes/months/fake-months-api';
import {
  ctsDepositOf,
  hasCtsWithheld,
  semesterMonths,
  semesterStatement,
  semesterTitle,
} from '../../../src/domain/months/semesters';

const worker = monthFigures;

describe('the semesters', () => {
  it('covers January–June for July’s gratificación, July–December for December’s', () => {
    expect(semesterMonths('gratificacion', '2025-07')).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(semesterMonths('gratificacion', '2025-12')?.[0]).toBe('2025-07');
    expect(semesterMonths('gratificacion', '2025-12')?.[5]).toBe('2025-12');
    expect(semesterMonths('gratificacion', '2025-06')).toBeNull();
  });

  it('covers November–April for May’s CTS deposit, May–October for November’s', () => {
    expect(semesterMonths('cts', '2025-05')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
    ]);
    expect(semesterMonths('cts', '2025-11')).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
    ]);
    expect(semesterMonths('cts', '2025-07')).toBeNull();
    expect(semesterTitle('cts', '2025-05')).toBe(
      'Depósito de CTS de mayo 2025 (noviembre 2024 a abril 2025)',
    );
  });
});

describe('a semester statement', () => {
  it('adds up the closed months per worker; a month with weeks not closed is pending and not counted', () => {
    // A worker hired in March: gratificación from March on. March 16.66 % of 6,000.00 = 999.60 with its
    // 9 % = 89.96; April 16.66 % of 4,500.00 = 749.70 with 67.47; May (computed, not closed) not counted.
    const statement = semesterStatement('gratificacion', '2025-07', [
      {
        month: '2025-03',
        state: 'cerrado',
        workers: [worker('2', { bonus: '999.60', bonusExtra: '89.96' })],
      },
      {
        month: '2025-04',
        state: 'cerrado',
        workers: [
          worker('2', { bonus: '749.70', bonusExtra: '67.47' }),
          worker('1', { bonus: '100.00', bonusExtra: '9.00' }),
        ],
      },
      {
        month: '2025-05',
        state: 'calculado',
        workers: [worker('2', { bonus: '500.00', bonusExtra: '45.00' })],
      },
    ])!;
    expect(statement.title).toBe('Gratificación de julio 2025 (enero 2025 a junio 2025)');
    // January, February and June have no weeks (no source): nothing to wait for.
    expect(statement.pending).toEqual(['2025-05']);
    expect(statement.workers).toEqual([
      {
        document: '1',
        name: 'TRABAJADOR 1',
        months: { '2025-04': '109.00' },
        bonus: '100.00',
        bonusExtra: '9.00',
        total: '109.00',
      },
      {
        document: '2',
        name: 'TRABAJADOR 2',
        months: { '2025-03': '1089.56', '2025-04': '817.17' },
        bonus: '1749.30',
        bonusExtra: '157.43',
        total: '1906.73',
      },
    ]);
    expect(statement.total).toBe('2015.73');
  });

  it('gives each worker’s CTS to deposit from the months’ accruals', () => {
    // 8.33 % of 9,000.00 = 749.70 in November and of 3,000.00 = 249.90 in April: 999.60 to deposit in May.
    const statement = semesterStatement('cts', '2025-05', [
      { month: '2024-11', state: 'cerrado', workers: [worker('1', { cts: '749.70' })] },
      { month: '2025-04', state: 'cerrado', workers: [worker('1', { cts: '249.90' })] },
    ])!;
    expect(statement.workers).toEqual([
      {
        document: '1',
        name: 'TRABAJADOR 1',
        months: { '2024-11': '749.70', '2025-04': '249.90' },
        bonus: '',
        bonusExtra: '',
        total: '999.60',
      },
    ]);
    expect(statement.months.filter((m) => m.closed).map((m) => m.month)).toEqual(['2024-11', '2025-04']);
  });

  it('keeps what court orders withheld of each month’s CTS, for the deposit to leave it out', () => {
    // April's CTS 249.90, of which 74.97 (30 %) went to an alimentos order's beneficiary.
    const statement = semesterStatement('cts', '2025-05', [
      { month: '2024-11', state: 'cerrado', workers: [worker('1', { cts: '749.70' })] },
      {
        month: '2025-04',
        state: 'cerrado',
        workers: [{ ...worker('1', { cts: '249.90' }), ctsWithheld: '74.97' }],
      },
    ])!;
    expect(statement.workers[0]).toMatchObject({
      months: { '2024-11': '749.70', '2025-04': '249.90' },
      withheld: { '2025-04': '74.97' },
      total: '999.60',
    });
    const gratificacion = semesterStatement('gratificacion', '2025-07', [
      {
        month: '2025-04',
        state: 'cerrado',
        workers: [{ ...worker('1', { bonus: '100.00' }), ctsWithheld: '1.00' }],
      },
    ])!;
    expect(gratificacion.workers[0]?.withheld).toBeUndefined();
    expect(hasCtsWithheld(statement)).toBe(true);
    expect(hasCtsWithheld(gratificacion)).toBe(false);
  });

  it('deposits the CTS less what court orders withheld, by month and for the semester', () => {
    const statement = semesterStatement('cts', '2025-05', [
      { month: '2024-11', state: 'cerrado', workers: [worker('1', { cts: '749.70' })] },
      {
        month: '2025-04',
        state: 'cerrado',
        workers: [{ ...worker('1', { cts: '249.90' }), ctsWithheld: '74.97' }],
      },
    ])!;
    const w = statement.workers[0]!;
    expect(ctsDepositOf(w, '2024-11')).toEqual({ cts: '749.70', withheld: '0.00', deposit: '749.70' });
    expect(ctsDepositOf(w, '2025-04')).toEqual({ cts: '249.90', withheld: '74.97', deposit: '174.93' });
    // 999.60 − 74.97
    expect(ctsDepositOf(w)).toEqual({ cts: '999.60', withheld: '74.97', deposit: '924.63' });
  });
});
