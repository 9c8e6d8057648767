import { describe, expect, it } from 'vitest';
import {
  compareClosedResult,
  differenceTotals,
  type WorkerFigures,
} from '../../../src/domain/closed-result-reviews/comparison';

const worker = (document: string, net: string, more: Partial<WorkerFigures> = {}): WorkerFigures => ({
  document,
  name: `Trabajador ${document}`,
  gross: '1000.00',
  deductions: '100.00',
  employer: '90.00',
  net,
  ...more,
});

describe('compareClosedResult', () => {
  it('lists nothing when every amount is equal in value (1.5 = 1.50)', () => {
    expect(compareClosedResult([worker('1', '900.00')], [worker('1', '900.0', { gross: '1000' })])).toEqual(
      [],
    );
  });

  it('lists a worker whose net differs, with correct − stored', () => {
    const stored = worker('1', '900.00');
    const correct = worker('1', '884.50', { deductions: '115.50' });
    expect(compareClosedResult([stored], [correct])).toEqual([
      { document: '1', name: 'Trabajador 1', stored, correct, netDifference: '-15.50' },
    ]);
  });

  it('lists a worker whose employer contributions alone differ (net difference 0.00)', () => {
    const [d] = compareClosedResult([worker('1', '900.00')], [worker('1', '900.00', { employer: '95.00' })]);
    expect(d?.netDifference).toBe('0.00');
  });

  it('lists a worker on one side only, the missing side counting as zero, by document', () => {
    const diffs = compareClosedResult([worker('2', '500.00')], [worker('1', '300.00')]);
    expect(
      diffs.map((d) => [d.document, d.stored?.net ?? null, d.correct?.net ?? null, d.netDifference]),
    ).toEqual([
      ['1', null, '300.00', '300.00'],
      ['2', '500.00', null, '-500.00'],
    ]);
  });

  it('totals the workers listed and their nets', () => {
    const diffs = compareClosedResult(
      [worker('1', '900.00'), worker('2', '800.00'), worker('3', '700.00')],
      [worker('1', '884.50'), worker('2', '790.25'), worker('3', '700.00')],
    );
    expect(differenceTotals(diffs)).toEqual({
      workers: 2,
      storedNet: '1700.00',
      correctNet: '1674.75',
      netDifference: '-25.25',
    });
  });
});
