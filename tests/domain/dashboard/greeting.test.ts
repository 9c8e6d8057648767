import { describe, expect, it } from 'vitest';
import { greetingKey, greetingName, greetingTextKey } from '../../../src/domain/dashboard/greeting';

describe('greetingKey', () => {
  it('follows the hour in Lima (UTC−5)', () => {
    expect(greetingKey(new Date('2026-03-10T10:00:00Z'))).toBe('morning'); // 05:00
    expect(greetingKey(new Date('2026-03-10T16:59:00Z'))).toBe('morning'); // 11:59
    expect(greetingKey(new Date('2026-03-10T17:00:00Z'))).toBe('afternoon'); // 12:00
    expect(greetingKey(new Date('2026-03-11T00:00:00Z'))).toBe('evening'); // 19:00
    expect(greetingKey(new Date('2026-03-10T09:59:00Z'))).toBe('evening'); // 04:59
  });
});

describe('greetingTextKey and greetingName', () => {
  it('greets a named user by name and an unnamed session without one', () => {
    const afternoon = new Date('2026-03-10T20:00:00Z'); // 15:00 in Lima
    expect(greetingTextKey(afternoon, true)).toBe('afternoon');
    expect(greetingTextKey(afternoon, false)).toBe('afternoonAnonymous');
  });

  it('uses the account name, else its user name, else nothing', () => {
    expect(greetingName({ name: ' Ana Quispe ', username: 'ana' })).toBe('Ana Quispe');
    expect(greetingName({ name: '  ', username: 'ana' })).toBe('ana');
    expect(greetingName(null)).toBe('');
  });
});
