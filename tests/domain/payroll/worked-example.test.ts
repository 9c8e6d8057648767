import { describe, expect, it } from 'vitest';
import { catchShareDayLine, catchShareDetail } from '../../../src/domain/payroll/payslip';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import type { CatchShareLine, PensionLine } from '../../../src/domain/payroll/lines';
import { AFP_INTEGRA_FLOW, expectOk, workedExample } from './fixtures';

const parameters = seedParameters();

function shareOf(payroll: ReturnType<typeof run>, document: string): CatchShareLine {
  const worker = payroll.workers.find((w) => w.worker.document === document)!;
  return worker.earnings.find((line): line is CatchShareLine => line.concept === 'catchShare')!;
}

function run(input = workedExample()) {
  return expectOk(computeWeeklyPayroll(input, parameters));
}

describe('the worked example of fishing-payroll-peru.md §2, to the cent', () => {
  it('computes net tonnes, catch value, pool and the value of one parte', () => {
    const payroll = run();
    expect(payroll.pools).toHaveLength(1);
    const pool = payroll.pools[0]!;
    expect(pool.netTonnes.toFixed(3)).toBe('178.000');
    expect(pool.catchValue.toFixed(2)).toBe('92560.00');
    expect(pool.pool.toString()).toBe('20733.44');
    expect(pool.totalPartes.toFixed(2)).toBe('9.75');
    expect(pool.valuePerParte.toString()).toBe('2126.506667');
  });

  it('splits the pool by partes with the leftover cents to the lowest documents among equal remainders', () => {
    const payroll = run();
    const shares = payroll.workers.map((w) => [w.worker.document, w.catchShares.toString()]);
    expect(shares).toEqual([
      ['10000001', '4253.01'],
      ['10000002', '3189.76'],
      ['10000003', '2658.13'],
      ['10000004', '2126.51'],
      ['10000005', '2126.51'],
      ['10000006', '2126.51'],
      ['10000007', '2126.51'],
      ['10000008', '2126.50'],
    ]);
    expect(payroll.totals.catchShares.toString()).toBe('20733.44');
  });

  it('gives the same shares whatever the order of the crew rows', () => {
    const input = workedExample();
    const reversed = {
      ...input,
      workers: [...input.workers].reverse(),
      attendance: [...input.attendance].reverse(),
    };
    expect(run(reversed).workers.map((w) => w.catchShares.toString())).toEqual(
      run(input).workers.map((w) => w.catchShares.toString()),
    );
  });

  it('withholds REP 8 % = 170.12 from a pescador with 2,126.51', () => {
    const pescador = run().workers.find((w) => w.worker.document === '10000005')!;
    expect(pescador.gross.toString()).toBe('2126.51');
    expect(pescador.deductions.map((line) => [line.concept, line.amount.toString()])).toEqual([
      ['pensionContribution', '170.12'],
    ]);
    expect(pescador.net.toString()).toBe('1956.39');
  });

  it('withholds AFP 10 % = 212.65, insurance 1.37 % = 29.13, flow commission 1.55 % = 32.96', () => {
    const pescador = run(workedExample(AFP_INTEGRA_FLOW)).workers.find(
      (w) => w.worker.document === '10000005',
    )!;
    expect(pescador.deductions.map((line) => [line.concept, line.amount.toString()])).toEqual([
      ['pensionContribution', '212.65'],
      ['pensionInsurance', '29.13'],
      ['pensionCommission', '32.96'],
    ]);
    const insurance = pescador.deductions[1] as PensionLine;
    expect(insurance.inputs.base.toString()).toBe('2126.51');
    expect(insurance.inputs.rate.toString()).toBe('1.37');
    expect(pescador.net.toString()).toBe('1851.77');
  });

  it('traces each share to its day, total partes, tonnes, price and share percentage', () => {
    const line = shareOf(run(), '10000001');
    expect(catchShareDayLine(line)).toBe('DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000');
    expect(catchShareDetail(line)).toBe('ANCH · PRECIO TM S/ 520.00 · PARTICIPACIÓN 22.40 % · PARTES 2.00');
    expect(line.inputs.pool.tickets).toEqual(['TK-0001']);
    expect(line.inputs.pool.tonnes.toString()).toBe('180.500');
    expect(line.inputs.pool.penalisedTonnes.toString()).toBe('2.500');
  });

  it('accrues the employer contributions: EsSalud 9 %, REP 5 %, SCTR at the placeholder 1 %', () => {
    const patron = run().workers[0]!;
    expect(patron.employer.map((line) => [line.concept, line.amount.toString()])).toEqual([
      ['essalud', '382.77'],
      ['pensionEmployer', '212.65'],
      ['sctr', '42.53'],
    ]);
  });
});
