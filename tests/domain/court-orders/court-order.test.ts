import { describe, expect, it } from 'vitest';
import {
  cleanCourtOrder,
  COURT_ORDER_MESSAGES,
  inForceDuring,
  validateCourtOrder,
  type CourtOrderInput,
} from '../../../src/domain/court-orders/court-order';
import {
  attachableCaps,
  courtOrderWithholdings,
  ctsWithholding,
  type CourtOrderTerms,
} from '../../../src/domain/payroll/court-order-withholding';
import { Decimal } from '../../../src/domain/shared/decimal';

const valid: CourtOrderInput = {
  caseNumber: ' 00123-2025-0-1801-JP-FC-01 ',
  court: '1.er Juzgado de Paz Letrado de Chimbote',
  kind: 'alimentos',
  basis: 'porcentaje',
  percent: '30',
  amount: '',
  reachesBonus: true,
  reachesCts: true,
  beneficiaryName: 'María  Quispe Rojas',
  beneficiaryDocumentType: 'DNI',
  beneficiaryDocumentNumber: '45678912',
  beneficiaryCci: '00219300123456789013',
  startsOn: '2025-03-01',
  endsOn: '',
};

const order = (over: Partial<CourtOrderTerms>): CourtOrderTerms => ({
  id: 1,
  caseNumber: 'EXP-1',
  kind: 'alimentos',
  basis: 'porcentaje',
  percent: '30.00',
  amount: '',
  reachesBonus: false,
  reachesCts: false,
  ...over,
});

const D = Decimal.of;

describe('court order fields', () => {
  it('accepts a complete order and cleans it', () => {
    expect(validateCourtOrder(valid)).toEqual([]);
    const clean = cleanCourtOrder(valid);
    expect(clean.caseNumber).toBe('00123-2025-0-1801-JP-FC-01');
    expect(clean.percent).toBe('30.00');
    expect(clean.amount).toBe('');
    expect(clean.beneficiaryName).toBe('María Quispe Rojas');
    expect(clean.beneficiaryDocumentType).toBe('DNI');
  });

  it('refuses the CTS for other debts, for fixed amounts and above 50 %', () => {
    const field = (input: CourtOrderInput) =>
      validateCourtOrder(input).find((e) => e.field === 'reachesCts')?.message;
    expect(field({ ...valid, kind: 'embargo' })).toBe(COURT_ORDER_MESSAGES.ctsOnlyAlimentos);
    expect(field({ ...valid, basis: 'monto_mensual', amount: '300' })).toBe(
      COURT_ORDER_MESSAGES.ctsPercentOnly,
    );
    expect(field({ ...valid, percent: '60' })).toBe(COURT_ORDER_MESSAGES.ctsAboveHalf);
  });

  it('asks for the amount of a fixed order, a valid CCI and an end not before the start', () => {
    const fields = validateCourtOrder({
      ...valid,
      basis: 'monto_semanal',
      amount: '',
      reachesCts: false,
      beneficiaryCci: '00219300123456789099',
      endsOn: '2025-02-01',
    }).map((e) => e.field);
    expect(fields).toEqual(['amount', 'beneficiaryCci', 'endsOn']);
  });

  it('is in force from its start to its end, inclusive', () => {
    expect(inForceDuring({ startsOn: '2025-03-05', endsOn: '' }, '2025-03-01', '2025-03-07')).toBe(true);
    expect(inForceDuring({ startsOn: '2025-03-08', endsOn: '' }, '2025-03-01', '2025-03-07')).toBe(false);
    expect(inForceDuring({ startsOn: '2025-01-01', endsOn: '2025-02-28' }, '2025-03-01', '2025-03-07')).toBe(
      false,
    );
  });
});

describe('CPC art. 648 inc. 6 caps', () => {
  it('a week: 5 URP × 12 / 52 exempt, one third of the rest; alimentos 60 % of the net', () => {
    // URP 2025 = S/ 535: 5 URP = 2 675.00 a month = 617.31 a week (2675 × 12 / 52 = 617.307…).
    const caps = attachableCaps({
      income: D('1500'),
      legalDeductions: D('195'),
      urp: D('535'),
      period: 'week',
    });
    expect(caps.net.toFixed(2)).toBe('1305.00');
    expect(caps.exempt.toFixed(2)).toBe('617.31');
    expect(caps.embargo.toFixed(2)).toBe('229.23'); // (1305 − 617.31) / 3 = 229.23
    expect(caps.alimentos.toFixed(2)).toBe('783.00');
  });

  it('a month: 5 URP exempt', () => {
    const caps = attachableCaps({
      income: D('4000'),
      legalDeductions: D('520'),
      urp: D('535'),
      period: 'month',
    });
    expect(caps.exempt.toFixed(2)).toBe('2675.00');
    expect(caps.embargo.toFixed(2)).toBe('268.33');
  });

  it('nothing is attachable for other debts below 5 URP', () => {
    const caps = attachableCaps({
      income: D('500'),
      legalDeductions: D('65'),
      urp: D('535'),
      period: 'week',
    });
    expect(caps.embargo.toFixed(2)).toBe('0.00');
  });
});

describe('withholdings of a week', () => {
  const pay = { income: D('1500'), legalDeductions: D('195'), urp: D('535'), period: 'week' as const };

  it('a percentage of the net, within the cap', () => {
    const { lines } = courtOrderWithholdings([order({})], pay);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amount.toFixed(2)).toBe('391.50');
    expect(lines[0]!.base.toFixed(2)).toBe('1305.00');
    expect(lines[0]!.cap.toFixed(2)).toBe('783.00');
  });

  it('a fixed amount for a debt stops at the cap', () => {
    const { lines } = courtOrderWithholdings(
      [order({ kind: 'embargo', basis: 'monto_semanal', amount: '500.00', percent: '' })],
      pay,
    );
    expect(lines[0]!.ordered.toFixed(2)).toBe('500.00');
    expect(lines[0]!.amount.toFixed(2)).toBe('229.23');
  });

  it('alimentos rank first and use up the cap they share', () => {
    const { lines } = courtOrderWithholdings(
      [
        order({ id: 2, kind: 'embargo', basis: 'monto_semanal', amount: '100.00', percent: '' }),
        order({ id: 1, percent: '50.00' }),
        order({ id: 3, percent: '20.00' }),
      ],
      pay,
    );
    // 50 % of 1305 = 652.50; the second alimentos order is left 783.00 − 652.50 = 130.50 of its 261.00;
    // the embargo cap (229.23) is already used up.
    expect(lines.map((l) => [l.orderId, l.amount.toFixed(2)])).toEqual([
      [1, '652.50'],
      [3, '130.50'],
    ]);
  });

  it('a monthly amount is withheld by weeks: × 12 / 52', () => {
    const { lines } = courtOrderWithholdings(
      [order({ kind: 'alimentos', basis: 'monto_mensual', amount: '800.00', percent: '' })],
      pay,
    );
    expect(lines[0]!.amount.toFixed(2)).toBe('184.62'); // 800 × 12 / 52 = 184.615…
  });

  it('on the CTS: the order’s percentage, never above 50 %', () => {
    expect(ctsWithholding(order({ reachesCts: true, percent: '40.00' }), D('1000'))?.amount.toFixed(2)).toBe(
      '400.00',
    );
    expect(ctsWithholding(order({ reachesCts: false }), D('1000'))).toBeUndefined();
    expect(ctsWithholding(order({ reachesCts: true, kind: 'embargo' }), D('1000'))).toBeUndefined();
  });
});
