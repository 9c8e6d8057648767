import { describe, expect, it } from 'vitest';
import { appInfoFromInformation, footerText, yearsFromList } from '../../../src/domain/app/app-info';

describe('appInfoFromInformation', () => {
  it('reads data[0].version', () => {
    expect(appInfoFromInformation({ data: [{ version: '2.3' }, { version: '9' }] })).toEqual({
      version: '2.3',
    });
  });

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['no data', {}],
    ['empty data', { data: [] }],
    ['no version', { data: [{}] }],
    ['blank version', { data: [{ version: '  ' }] }],
    ['object version', { data: [{ version: {} }] }],
  ])('defaults to 1.0 for %s', (_label, input) => {
    expect(appInfoFromInformation(input)).toEqual({ version: '1.0' });
  });

  it('formats the footer', () => {
    expect(footerText({ version: '1.0' })).toBe('Sistema de Planillas 1.0 - 2025');
  });
});

describe('yearsFromList', () => {
  it('accepts a plain list or a data list, newest first, without duplicates or junk', () => {
    expect(yearsFromList([2024, '2026', 2025, 2024, 'x', 12])).toEqual([2026, 2025, 2024]);
    expect(yearsFromList({ data: [{ anio: 2023 }, { anio: 2025 }] })).toEqual([2025, 2023]);
    expect(yearsFromList(null)).toEqual([]);
  });
});
