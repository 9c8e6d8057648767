import { describe, expect, it } from 'vitest';
import {
  isoWeekOf,
  proposeWeek,
  suggestedMonth,
  transition,
  validateWeek,
  WEEK_MESSAGES,
  WEEK_STATES,
  type WeekAction,
  type WeekState,
} from '../../../src/domain/fishing-weeks';

const week = { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' };

describe('the fishing week', () => {
  it('suggests the month holding most of its days, the end’s on a tie', () => {
    expect(suggestedMonth('2025-03-31', '2025-04-06')).toBe('2025-04');
    expect(suggestedMonth('2025-03-27', '2025-04-02')).toBe('2025-03');
    expect(suggestedMonth('2025-03-30', '2025-04-02')).toBe('2025-04');
  });

  it('numbers weeks as ISO does and proposes seven days from a start', () => {
    expect(isoWeekOf('2025-03-31')).toEqual({ year: 2025, number: 14 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, number: 1 });
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, number: 53 });
    expect(proposeWeek('2025-03-31')).toEqual(week);
  });

  it('refuses invalid dates, months and lengths in Spanish', () => {
    expect(validateWeek(week)).toEqual([]);
    expect(validateWeek({ ...week, end: '2025-03-30' })).toEqual([
      { field: 'end', message: WEEK_MESSAGES.end },
    ]);
    expect(validateWeek({ ...week, month: '2025-05' })).toEqual([
      { field: 'month', message: WEEK_MESSAGES.month },
    ]);
    expect(validateWeek({ ...week, end: '2025-04-30' })).toContainEqual({
      field: 'end',
      message: WEEK_MESSAGES.length,
    });
    expect(validateWeek({ ...week, number: 54, year: 2030 })).toEqual([
      { field: 'number', message: WEEK_MESSAGES.number },
      { field: 'year', message: WEEK_MESSAGES.yearOfWeek },
    ]);
  });
});

describe('the week’s state machine', () => {
  const legal: Record<WeekState, Partial<Record<WeekAction, WeekState>>> = {
    abierta: { edit: 'abierta', compute: 'calculada' },
    calculada: { edit: 'abierta', compute: 'calculada', close: 'cerrada' },
    cerrada: { reopen: 'reabierta' },
    reabierta: { edit: 'reabierta', compute: 'calculada' },
  };
  const context = { canApprove: true, reason: 'Corrección de un ticket de pesaje' };

  it.each(
    WEEK_STATES.flatMap((s) => (['edit', 'compute', 'close', 'reopen'] as const).map((a) => [s, a] as const)),
  )('from %s, %s is allowed exactly when the machine says so', (state, action) => {
    const next = transition(state, action, context);
    const expected = legal[state][action];
    if (expected) expect(next).toEqual({ ok: true, value: expected });
    else {
      expect(next.ok).toBe(false);
      if (!next.ok) expect(next.error.message).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
  });

  it('keeps a reopened week reabierta through edits until it is computed and closed', () => {
    expect(transition('calculada', 'edit', { reopened: true })).toEqual({ ok: true, value: 'reabierta' });
  });

  it('reopens only with aprobar and a written reason', () => {
    expect(transition('cerrada', 'reopen', { reason: context.reason })).toEqual({
      ok: false,
      error: { status: 403, message: WEEK_MESSAGES.reopenNeedsApprove },
    });
    expect(transition('cerrada', 'reopen', { canApprove: true, reason: '  corto ' })).toEqual({
      ok: false,
      error: { status: 400, message: WEEK_MESSAGES.reopenReason },
    });
    expect(transition('cerrada', 'edit')).toEqual({
      ok: false,
      error: { status: 409, message: WEEK_MESSAGES.closed },
    });
  });
});
