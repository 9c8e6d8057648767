import { describe, expect, it } from 'vitest';
import {
  bonusSemesterOf,
  ctsSemesterOf,
  leaverMonths,
  leaverSettlement,
  serviceTime,
} from '../../../src/domain/months/leaver';
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
});
