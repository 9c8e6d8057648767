import { describe, expect, it } from 'vitest';
import {
  isReopenReason,
  pairByDocument,
  periodActions,
  periodTransition,
  transitionOf,
  type PeriodCycle,
} from '../../../src/domain/shared/period-cycle';

const cycle: PeriodCycle<'a' | 'c' | 'x' | 'r'> = {
  states: { open: 'a', computed: 'c', closed: 'x', reopened: 'r' },
  messages: {
    closed: 'cerrado',
    closeNeedsCompute: 'calcule',
    reopenNotClosed: 'no cerrado',
    reopenNeedsApprove: 'aprobar',
    reopenReason: 'motivo',
  },
  reason: { min: 3, max: 10 },
};

describe('periodTransition', () => {
  it('walks open → computed → closed → reopened', () => {
    expect(periodTransition(cycle, 'a', 'compute')).toEqual({ ok: true, value: 'c' });
    expect(periodTransition(cycle, 'c', 'close')).toEqual({ ok: true, value: 'x' });
    expect(periodTransition(cycle, 'x', 'reopen', { canApprove: true, reason: 'error' })).toEqual({
      ok: true,
      value: 'r',
    });
    expect(periodTransition(cycle, 'c', 'edit', { reopened: true })).toEqual({ ok: true, value: 'r' });
    expect(periodTransition(cycle, 'c', 'edit')).toEqual({ ok: true, value: 'a' });
  });

  it('refuses every illegal transition with its status and message', () => {
    expect(periodTransition(cycle, 'x', 'edit')).toMatchObject({
      ok: false,
      error: { status: 409, message: 'cerrado' },
    });
    expect(periodTransition(cycle, 'x', 'compute')).toMatchObject({
      ok: false,
      error: { message: 'cerrado' },
    });
    expect(periodTransition(cycle, 'a', 'close')).toMatchObject({ ok: false, error: { message: 'calcule' } });
    expect(periodTransition(cycle, 'c', 'reopen')).toMatchObject({
      ok: false,
      error: { message: 'no cerrado' },
    });
    expect(periodTransition(cycle, 'x', 'reopen', { reason: 'error' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(periodTransition(cycle, 'x', 'reopen', { canApprove: true, reason: ' a ' })).toMatchObject({
      ok: false,
      error: { status: 400, message: 'motivo' },
    });
  });
});

describe('the cycle helpers', () => {
  it('checks the reason length trimmed', () => {
    expect(isReopenReason(cycle, '  abc  ')).toBe(true);
    expect(isReopenReason(cycle, 'ab')).toBe(false);
    expect(isReopenReason(cycle, 'a'.repeat(11))).toBe(false);
  });

  it('offers the actions of a state', () => {
    expect(periodActions(cycle, 'c', { canEdit: true, canApprove: false })).toEqual({
      canCompute: true,
      canClose: true,
      canReopen: false,
    });
    expect(periodActions(cycle, 'x', { canEdit: true, canApprove: true })).toEqual({
      canCompute: false,
      canClose: false,
      canReopen: true,
    });
  });

  it('pairs two results by document', () => {
    const w = (document: string) => ({ document });
    expect(pairByDocument([w('2'), w('1')], [w('3'), w('1')])).toEqual([
      ['1', w('1'), w('1')],
      ['2', w('2'), null],
      ['3', null, w('3')],
    ]);
  });

  it('fixes a cycle in a transition function that answers as periodTransition', () => {
    const transition = transitionOf<'a' | 'c' | 'x' | 'r', 'compute' | 'close' | 'reopen'>(cycle);
    expect(transition('a', 'compute')).toEqual(periodTransition(cycle, 'a', 'compute'));
    expect(transition('a', 'close')).toEqual(periodTransition(cycle, 'a', 'close'));
    expect(transition('x', 'reopen', { canApprove: true, reason: 'error' })).toEqual({
      ok: true,
      value: 'r',
    });
  });
});
