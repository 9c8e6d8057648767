import { describe, expect, it } from 'vitest';
import { buildMonthPayslip, monthPeriod } from '../../../src/domain/months/month-payslip';

const employer = { ruc: '20100000001', legalName: 'Pesquera Prueba S.A.C.', address: null };

/** A worker of a closed month as the engine's JSON keeps it (docs/payroll.md "Month output"). */
const worker = (settlement: Record<string, string>) => ({
  worker: {
    document: '10000004',
    documentType: 'DNI',
    name: 'APELLIDO4, NOMBRE4',
    position: 'COCINERO',
    hireDate: '2019-03-01',
  },
  daysOnBoard: 2,
  fishingDays: 2,
  daysOnLand: 0,
  benefits: [
    { concept: 'vacation', amount: '354.27', inputs: { base: '4253.00', rate: '8.33' } },
    { concept: 'bonus', amount: '708.55', inputs: { base: '4253.00', rate: '16.66' } },
    { concept: 'bonusExtra', amount: '63.77', inputs: { base: '708.55', rate: '9.00' } },
    { concept: 'cts', amount: '354.27', inputs: { base: '4253.00', rate: '8.33' } },
  ],
  familyAllowance: { concept: 'familyAllowance', amount: '113.00', inputs: { rmv: '1130', rate: '10.00' } },
  employer: [{ concept: 'essalud', amount: '424.93', inputs: { base: '4721.27', rate: '9.00' } }],
  settlement,
});

describe('the monthly run’s payslip', () => {
  it('pays the benefits and the asignación familiar, withholds the pension adjustment and the tax; CTS is not paid', () => {
    // 354.27 + 708.55 + 63.77 + 113.00 = 1,239.59 paid; 28.34 + 40.00 withheld: 1,171.25 net.
    const payslip = buildMonthPayslip({
      month: '2025-04',
      weeks: [
        { year: 2025, number: 14 },
        { year: 2025, number: 15 },
      ],
      worker: worker({
        pensionAdjustment: '28.34',
        incomeTax: '40.00',
        payable: '1171.25',
        carriedToLastWeek: '0.00',
      }),
      employer,
      positionName: 'Cocinero',
    });
    expect(payslip.period).toBe('Planilla mensual de abril 2025 · semanas 14/2025 a 15/2025');
    expect(payslip.earnings.map((l) => [l.label, l.detail, l.amount])).toEqual([
      ['Vacaciones', '8.33 % sobre S/ 4,253.00', '354.27'],
      ['Gratificación', '16.66 % sobre S/ 4,253.00', '708.55'],
      ['Bonificación extraordinaria (Ley 30334)', '9.00 % sobre S/ 708.55', '63.77'],
      ['Asignación familiar (Ley 25129)', '10.00 % de la RMV S/ 1,130.00', '113.00'],
    ]);
    expect(payslip.gross).toBe('1239.59');
    expect(payslip.totalDeductions).toBe('68.34');
    expect(payslip.net).toBe('1171.25');
    expect(payslip.contributions.map((l) => l.amount)).toEqual(['424.93']);
    expect(payslip.worker).toMatchObject({ hireDate: '01/03/2019', position: 'Cocinero' });
  });

  it('shows what the run could not cover as carried to the month’s last week: its net is the run’s', () => {
    // 1,239.59 paid against 1,300.00 of tax: nothing is paid, 60.41 goes to the last week.
    const payslip = buildMonthPayslip({
      month: '2025-12',
      weeks: [{ year: 2025, number: 49 }],
      worker: worker({
        pensionAdjustment: '0.00',
        incomeTax: '1300.00',
        payable: '0.00',
        carriedToLastWeek: '60.41',
      }),
      employer,
      positionName: 'Cocinero',
    });
    expect(payslip.deductions.map((l) => [l.label, l.amount])).toEqual([
      ['Retención de renta de quinta categoría', '1300.00'],
      ['Saldo a descontar en la última semana del mes', '-60.41'],
    ]);
    expect(payslip.net).toBe('0.00');
    expect(monthPeriod('2025-12', [{ year: 2025, number: 49 }])).toBe(
      'Planilla mensual de diciembre 2025 · semana 49/2025',
    );
  });
});

describe('the monthly run’s payslip, employer contributions', () => {
  it('lists the employer’s pension top-up on the RMV with the month’s other contributions', () => {
    // A worker below the RMV: REP 8 % on the base 1,130.00 (90.40) less on the pay 473.60 (37.89) = 52.51.
    const payslip = buildMonthPayslip({
      month: '2025-11',
      weeks: [{ year: 2025, number: 45 }],
      worker: {
        ...worker({
          pensionAdjustment: '0.00',
          incomeTax: '0.00',
          payable: '0.00',
          carriedToLastWeek: '0.00',
        }),
        employer: [
          { concept: 'essalud', amount: '101.70', inputs: { base: '1130.00', rate: '9.00' } },
          { concept: 'pensionEmployer', amount: '56.50', inputs: { base: '1130.00', rate: '5.00' } },
        ],
        pension: {
          employerTopUp: {
            concept: 'pensionTopUp',
            amount: '52.51',
            inputs: { base: '1130.00', remunerativePay: '473.60', onBase: '90.40', onPay: '37.89' },
          },
        },
      },
      employer,
      positionName: 'Pescador',
    });
    expect(payslip.contributions.map((l) => [l.label, l.amount])).toEqual([
      ['EsSalud', '101.70'],
      ['Aporte del empleador a pensiones', '56.50'],
      ['Aporte complementario de pensiones', '52.51'],
    ]);
    expect(payslip.totalContributions).toBe('210.71');
  });
});
