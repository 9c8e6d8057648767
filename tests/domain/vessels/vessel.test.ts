import { describe, expect, it } from 'vitest';
import {
  VESSEL_MESSAGES,
  VESSEL_SHARE_HISTORY_MAX,
  cleanVessel,
  validateVessel,
  vesselShareOn,
  type VesselInput,
} from '../../../src/domain/vessels/vessel';
import { EFFECTIVE_DATED_MESSAGES } from '../../../src/domain/shared/effective-dated';

const valid: VesselInput = {
  registration: 'CO-21345-PM',
  name: 'Don Lucho',
  companyId: 1,
  holdCapacityM3: '350.00',
  unionAffiliated: true,
  shareHistory: [
    { effectiveFrom: '2025-01-01', percent: '22.40' },
    { effectiveFrom: '2025-07-01', percent: '24.00' },
  ],
  active: true,
};

describe('vessel', () => {
  it('accepts a vessel with a share history', () => {
    expect(validateVessel(valid)).toEqual([]);
  });

  it('the share percent is 0–100 with at most two decimals', () => {
    const withShare = (percent: string) => ({
      ...valid,
      shareHistory: [{ effectiveFrom: '2025-01-01', percent }],
    });
    expect(validateVessel(withShare('0'))).toEqual([]);
    expect(validateVessel(withShare('100'))).toEqual([]);
    expect(validateVessel(withShare('100.01'))).toEqual([
      {
        field: 'shareHistory.0.percent',
        message: 'El porcentaje de participación debe estar entre 0 y 100.',
      },
    ]);
    expect(validateVessel(withShare('22.405'))).toEqual([
      {
        field: 'shareHistory.0.percent',
        message: 'El porcentaje de participación admite como máximo 2 decimales.',
      },
    ]);
  });

  it('needs at least one share row, with unique valid dates', () => {
    expect(validateVessel({ ...valid, shareHistory: [] })).toEqual([
      { field: 'shareHistory', message: VESSEL_MESSAGES.shareHistoryRequired },
    ]);
    expect(
      validateVessel({
        ...valid,
        shareHistory: [
          { effectiveFrom: '2025-01-01', percent: '22' },
          { effectiveFrom: '2025-01-01', percent: '23' },
          { effectiveFrom: '2025-13-01', percent: '23' },
        ],
      }),
    ).toEqual([
      { field: 'shareHistory.0.effectiveFrom', message: EFFECTIVE_DATED_MESSAGES.duplicate },
      { field: 'shareHistory.1.effectiveFrom', message: EFFECTIVE_DATED_MESSAGES.duplicate },
      { field: 'shareHistory.2.effectiveFrom', message: EFFECTIVE_DATED_MESSAGES.invalid },
    ]);
    const long = Array.from({ length: VESSEL_SHARE_HISTORY_MAX + 1 }, (_, i) => ({
      effectiveFrom: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      percent: '20',
    }));
    expect(validateVessel({ ...valid, shareHistory: long })).toEqual([
      { field: 'shareHistory', message: VESSEL_MESSAGES.shareHistoryTooLong },
    ]);
  });

  it('requires matrícula, name, owner company and a positive hold capacity', () => {
    expect(
      validateVessel({ ...valid, registration: 'CO 213', name: '', companyId: null, holdCapacityM3: '0' }),
    ).toEqual([
      { field: 'registration', message: VESSEL_MESSAGES.registrationFormat },
      { field: 'name', message: 'El nombre es obligatorio.' },
      { field: 'companyId', message: VESSEL_MESSAGES.companyRequired },
      {
        field: 'holdCapacityM3',
        message: 'La capacidad de bodega debe ser mayor que 0 y como máximo 9999.99.',
      },
    ]);
  });

  it('the share in force changes on its date: the day before keeps the old one', () => {
    expect(vesselShareOn(valid.shareHistory, '2024-12-31')).toBeNull();
    expect(vesselShareOn(valid.shareHistory, '2025-01-01')).toBe('22.40');
    expect(vesselShareOn(valid.shareHistory, '2025-06-30')).toBe('22.40');
    expect(vesselShareOn(valid.shareHistory, '2025-07-01')).toBe('24.00');
    expect(vesselShareOn(valid.shareHistory, '2025-07-02')).toBe('24.00');
  });

  it('cleans: upper-case matrícula, two decimals, history by date', () => {
    expect(
      cleanVessel({
        ...valid,
        registration: ' co-21345-pm ',
        holdCapacityM3: '350',
        shareHistory: [
          { effectiveFrom: '2025-07-01', percent: '24' },
          { effectiveFrom: '2025-01-01', percent: '22.4' },
        ],
      }),
    ).toEqual(valid);
  });
});
