import { describe, expect, it } from 'vitest';
import { monthBreakdownView } from '../../../src/presentation/months/month-format';
import { createTestTranslate } from '../../support/i18n';

const t = createTestTranslate();

/** «Saldo pendiente de retener» in a worker's month (docs/payroll.md "Income tax the monthly run cannot cover"). */
describe('the month breakdown’s pending income tax balance', () => {
  const breakdown = {
    source: 'cierre' as const,
    document: '11000001',
    name: 'VILCHEZ ROJAS, ALBERTO',
    lines: [{ section: 'liquidacion' as const, concept: 'payable', amount: '0.00', inputs: {} }],
  };

  it('shows the balance, what each closed week withheld and what is pending', () => {
    const view = monthBreakdownView(
      {
        ...breakdown,
        taxBalance: {
          month: '2025-04',
          amount: '3681.68',
          withheld: '1000.00',
          pending: '2681.68',
          weeks: [{ week: '19-2025', amount: '1000.00' }],
        },
      },
      t,
    );
    const section = view.sections.at(-1)!;
    expect(section.title).toBe('Saldo pendiente de retener');
    expect(section.lines.map((l) => l.concept)).toEqual([
      'Renta de quinta de abril 2025 no cubierta por la planilla mensual',
      'Retenido en la semana 19-2025',
      'Saldo pendiente de retener',
    ]);
    expect(section.lines.map((l) => l.amount)).toEqual(['3,681.68', '1,000.00', '2,681.68']);
    expect(section.total).toBe('2,681.68');
  });

  it('has no such section without a balance', () => {
    const view = monthBreakdownView(breakdown, t);
    expect(view.sections.map((s) => s.title)).not.toContain('Saldo pendiente de retener');
  });
});
