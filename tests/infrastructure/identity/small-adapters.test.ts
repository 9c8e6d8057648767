import { describe, expect, it } from 'vitest';
import { CryptoPasswordGenerator } from '../../../src/infrastructure/identity/crypto-password-generator';
import { SystemClock } from '../../../src/infrastructure/identity/system-clock';

describe('CryptoPasswordGenerator', () => {
  it('generates 30 random bytes in hex', () => {
    const generator = new CryptoPasswordGenerator();
    const a = generator.generate();
    expect(a).toMatch(/^[0-9a-f]{60}$/);
    expect(generator.generate()).not.toBe(a);
  });
});

describe('SystemClock', () => {
  it('sleeps, and wakes at once when aborted', async () => {
    const clock = new SystemClock();
    const start = Date.now();
    await clock.sleep(20);
    expect(Date.now() - start).toBeGreaterThanOrEqual(15);
    const abort = new AbortController();
    const long = clock.sleep(60_000, abort.signal);
    abort.abort();
    await long;
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(50);
  });
});
