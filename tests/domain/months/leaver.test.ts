import { describe, expect, it } from 'vitest';
import {
  bonusSemesterOf,
  crewSettlementLines,
  ctsSemesterOf,
  leaverMonths,
  leaverSettlement,
  serviceTime,
  settlementDeadline,
  settlementMonths,
  type SettlementLineSource,
} from '../../../src/domain/months/leaver';
import { Decimal } from '../../../src/domain/payroll/decimal';
import type { TaxScale } from '../../../src/domain/payroll/income-tax';
import { monthFigures } from '../../support/fakes/months/fake-months-api';

const figures = (over: Parameters<typeof monthFigures>[1]) =>
  monthFigures('10000005', { name: 'CHUMPITAZ RAMOS, PEDRO', ...over });

/** 8.33 % of the month's shares: May 3,000.00 → 249.90; June 3,607.44 → 300.50; 16.66 % and 9 % likewise. */
const MAY = figures({ vacation: '249.90', cts: '249.90', bonus: '499.80', bonusExtra: '44.98' });
const JUNE = figures({ vacation: '300.50', cts: '300.50', bonus: '601.00', bonusExtra: '54.09' });

describe('a leaver’s settlement', () => {
  it('knows the semesters in course', () => {
    expect(ctsSemesterOf('2025-08')).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
    ]);
    expect(ctsSemesterOf('2025-12')[0]).toBe('2025-11');
    expect(ctsSemesterOf('2025-02')[0]).toBe('2024-11');
    expect(bonusSemesterOf('2025-08')[0]).toBe('2025-07');
    expect(serviceTime('2019-03-01', '2025-08-20')).toBe('6 años, 5 meses y 20 días');
    expect(serviceTime('2025-01-15', '2025-03-20')).toBe('0 años, 2 meses y 6 días');
    expect(serviceTime('2024-06-01', '2025-05-31')).toBe('1 año, 0 meses y 0 días');
  });

  it('deposits the CTS of the semester’s closed months; the gratificación and vacaciones were paid monthly', () => {
    // Ends on 20/08/2025: CTS semester May–October. May 249.90 + June 300.50 = 550.40 to deposit; July
    // has weeks but is not closed (provisional); August has no weeks yet.
    const settlement = leaverSettlement(
      {
        document: '10000005',
        documentType: 'DNI',
        name: 'CHUMPITAZ RAMOS, PEDRO',
        hireDate: '2019-03-01',
        endDate: '2025-08-20',
      },
      [
        { month: '2025-05', state: 'cerrado', workers: [MAY] },
        { month: '2025-06', state: 'cerrado', workers: [JUNE] },
        { month: '2025-07', state: 'calculado', workers: null },
      ],
    );
    expect(settlement.service).toBe('6 años, 5 meses y 20 días');
    expect(settlement.lines.map((l) => [l.concept, l.period, l.paid, l.pending])).toEqual([
      ['cts', 'mayo 2025 a agosto 2025', '0.00', '550.40'],
      // The gratificación semester July–December: July is not closed, nothing paid yet.
      ['bonus', 'julio 2025 a agosto 2025', '0.00', '0.00'],
      // January to August: May and June paid 249.90 + 300.50.
      ['vacation', 'enero 2025 a agosto 2025', '550.40', '0.00'],
      // No vacation record given: nothing pending in days, no indemnity.
      ['vacationPending', '—', '0.00', '0.00'],
      ['vacationIndemnity', '—', '0.00', '0.00'],
    ]);
    expect(settlement.pendingMonths).toEqual(['2025-07']);
    expect(settlement.total).toBe('550.40');
  });

  it('reads nothing before the hire date', () => {
    const settlement = leaverSettlement(
      { document: '10000005', documentType: 'DNI', name: 'X', hireDate: '2025-06-10', endDate: '2025-06-30' },
      [
        { month: '2025-05', state: 'cerrado', workers: [MAY] },
        { month: '2025-06', state: 'cerrado', workers: [JUNE] },
      ],
    );
    expect(settlement.lines[0]).toMatchObject({ period: 'junio 2025', pending: '300.50' });
    // June is in the CTS semester May–October, the gratificación semester January–June.
    expect(leaverMonths('2025-06-30')).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(leaverMonths('2025-02-10')[0]).toBe('2024-11');
  });

  describe('complete, with the vacation record and the income tax (hand-computed)', () => {
    const worker = {
      document: '10000005',
      documentType: 'DNI',
      name: 'CHUMPITAZ RAMOS, PEDRO',
      hireDate: '2019-03-01',
      endDate: '2025-08-20',
    };
    // 2025: UIT 5,350.00, 7 UIT, brackets 5 / 20 / 35 / 45 UIT at 8 / 14 / 17 / 20 / 30 %.
    const scale: TaxScale = {
      uit: Decimal.of('5350'),
      deductionUit: Decimal.of('7'),
      limitsUit: [Decimal.of('5'), Decimal.of('20'), Decimal.of('35'), Decimal.of('45')],
      rates: [Decimal.of('8'), Decimal.of('14'), Decimal.of('17'), Decimal.of('20'), Decimal.of('30')],
    };
    const may = figures({ gross: '20000.00', cts: '1666.00', taxablePay: '25000.00', incomeTax: '1500.00' });
    const june = figures({ gross: '16000.00', cts: '1332.80', taxablePay: '20000.00', incomeTax: '1200.00' });
    const sources = [
      { month: '2025-05', state: 'cerrado' as const, workers: [may] },
      { month: '2025-06', state: 'cerrado' as const, workers: [june] },
    ];
    // A regime's lines that pay vacation days (as the general regime's do): the crew's lines with a taxable
    // «no gozadas» and a non-taxable indemnity of the given amounts.
    const payingAmounts =
      (days: string, indemnity: string): SettlementLineSource =>
      (input) =>
        crewSettlementLines(input).map((l) =>
          l.concept === 'vacationPending'
            ? { ...l, pending: days }
            : l.concept === 'vacationIndemnity'
              ? { ...l, pending: indemnity }
              : l,
        );
    const paying = payingAmounts('27000.00', '9000.00');

    it('pays the crew no vacation days nor indemnity: the monthly 8.33 % paid them (D.S. 014-2004-TR)', () => {
      const s = leaverSettlement(worker, sources, {
        vacation: { pendingDays: 45, expiredDays: 15 },
        scale,
        now: '2025-08-21T10:00',
      });
      expect(s.lines.map((l) => [l.concept, l.pending, l.taxable, l.payment])).toEqual([
        ['cts', '2998.80', false, 'deposito'],
        ['bonus', '0.00', true, 'pago'],
        ['vacation', '0.00', true, 'pago'],
        ['vacationPending', '0.00', true, 'pago'],
        ['vacationIndemnity', '0.00', false, 'pago'],
      ]);
      expect(s.lines[3]!.label).toBe('Vacaciones no gozadas (pagadas con el 8.33 % mensual)');
      expect(s.lines[3]!.trace).toContain('los 45 días sin gozar del récord ya están pagados');
      expect(s.lines[4]!.trace).toContain('15 días vencidos en el récord: por pagar 0.00');
      // Only the CTS, deposited: 45,000.00 − 37,450.00 = 7,550.00 × 8 % = 604.00 < 2,700.00 withheld.
      expect(s.tax).toMatchObject({ settlementPay: '0.00', annualTax: '604.00', amount: '0.00' });
      expect([s.total, s.net, s.deposit, s.payable]).toEqual(['2998.80', '2998.80', '2998.80', '0.00']);
    });

    it('taxes what a regime’s lines pay and is taxable, settling the year (hand-computed)', () => {
      const s = leaverSettlement(worker, sources, { scale, now: '2025-08-21T10:00', lines: paying });
      // Tax: 45,000.00 of the year + 27,000.00 − 37,450.00 = 34,550.00; 26,750.00 × 8 % = 2,140.00 +
      // 7,800.00 × 14 % = 1,092.00 → 3,232.00 − 2,700.00 withheld = 532.00.
      expect(s.tax).toMatchObject({
        yearPay: '45000.00',
        settlementPay: '27000.00',
        deduction: '37450.00',
        taxableIncome: '34550.00',
        annualTax: '3232.00',
        withheld: '2700.00',
        amount: '532.00',
      });
      // 2,998.80 + 27,000.00 + 9,000.00 = 38,998.80; − 532.00 = 38,466.80; of which 2,998.80 deposited.
      expect([s.total, s.net, s.deposit, s.payable]).toEqual(['38998.80', '38466.80', '2998.80', '35468.00']);
      expect(s.deadline).toEqual({ due: '2025-08-22T23:59', state: 'en_plazo' });
    });

    it('withholds the income tax balance the months could not withhold, within what it pays', () => {
      // June's run could not withhold 500.00 of its 1,200.00 and no week withheld it since: the year
      // withheld 2,700.00 − 500.00 = 2,200.00; owed 3,232.00 − 2,200.00 = 1,032.00 (532.00 + 500.00).
      const s = leaverSettlement(worker, sources, { scale, pendingTaxBalance: '500.00', lines: paying });
      expect(s.tax).toMatchObject({
        annualTax: '3232.00',
        withheld: '2200.00',
        pendingBalance: '500.00',
        amount: '1032.00',
      });
      expect(s.tax.trace).toContain('saldo pendiente de retener de meses anteriores 500.00');
      expect([s.total, s.net]).toEqual(['38998.80', '37966.80']);
      // Nothing paid to the worker: nothing withheld, the balance stays named in the trace.
      const none = leaverSettlement(worker, sources, {
        vacation: { pendingDays: 0, expiredDays: 0 },
        scale,
        pendingTaxBalance: '500.00',
      });
      expect([none.tax.amount, none.net]).toEqual(['0.00', '2998.80']);
    });

    it('withholds nothing when the year’s runs already withheld more', () => {
      const s = leaverSettlement(worker, sources, { vacation: { pendingDays: 0, expiredDays: 0 }, scale });
      // 45,000.00 − 37,450.00 = 7,550.00 × 8 % = 604.00 < 2,700.00 withheld.
      expect([s.tax.annualTax, s.tax.amount, s.total, s.net]).toEqual([
        '604.00',
        '0.00',
        '2998.80',
        '2998.80',
      ]);
      expect(s.payable).toBe('0.00');
    });

    it('withholds no more than what the settlement pays the worker (never from the CTS)', () => {
      // The year under-withheld: 45,000.00 − 37,450.00 = 7,550.00 × 8 % = 604.00 owed, 0.00 withheld;
      // the settlement pays the worker 0.00 (only the CTS, deposited): 0.00 withheld, 604.00 named.
      const under = [
        { month: '2025-05', state: 'cerrado' as const, workers: [{ ...may, incomeTax: '0.00' }] },
        { month: '2025-06', state: 'cerrado' as const, workers: [{ ...june, incomeTax: '0.00' }] },
      ];
      const s = leaverSettlement(worker, under, { vacation: { pendingDays: 0, expiredDays: 0 }, scale });
      expect([s.tax.annualTax, s.tax.amount, s.net, s.payable]).toEqual([
        '604.00',
        '0.00',
        '2998.80',
        '0.00',
      ]);
      expect(s.tax.trace).toContain('604.00 no retenidos');
      // With 600.00 taxable paid: 604.00 owed on 45,600.00 → 652.00, withheld up to 600.00.
      const one = leaverSettlement(worker, under, { scale, lines: payingAmounts('600.00', '0.00') });
      expect([one.tax.annualTax, one.tax.amount, one.payable]).toEqual(['652.00', '600.00', '0.00']);
    });

    it('is due 48 hours after the end, and overdue after that unless provisional', () => {
      expect(settlementDeadline('2025-08-20', false, '2025-08-22T23:59')).toEqual({
        due: '2025-08-22T23:59',
        state: 'en_plazo',
      });
      expect(settlementDeadline('2025-08-20', false, '2025-08-23T00:00').state).toBe('vencida');
      expect(settlementDeadline('2025-12-31', true, '2026-02-01T00:00')).toEqual({
        due: '2026-01-02T23:59',
        state: 'provisional',
      });
    });

    it('names the months the runs still owe, and reads the remuneration’s six months', () => {
      const s = leaverSettlement(worker, [
        ...sources,
        { month: '2025-08', state: 'calculado', workers: null },
      ]);
      expect(s.pendingMonths).toEqual(['2025-08']);
      expect(s.deadline.state).toBe('provisional');
      expect(s.lines[1]!.trace).toContain('lo que deba agosto 2025 lo paga su planilla mensual al cerrarse');
      expect(settlementMonths('2025-02-10')[0]).toBe('2024-09');
    });

    it('takes its lines from the regime’s source', () => {
      const land: SettlementLineSource = () => [
        {
          concept: 'bonus',
          label: 'Gratificación trunca',
          period: 'julio 2025 a agosto 2025',
          paid: '0.00',
          pending: '100.00',
          taxable: true,
          payment: 'pago',
          trace: 'x',
        },
      ];
      const s = leaverSettlement(worker, sources, { lines: land, scale });
      expect([s.lines.length, s.total, s.payable]).toEqual([1, '100.00', '100.00']);
    });
  });
});
