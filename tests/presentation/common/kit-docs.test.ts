import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('docs/kit.md tells the truth about the catalogue end-to-end test', () => {
  it('the e2e never skips itself, and the page does not say it does', () => {
    const e2e = readFileSync('tests/e2e/catalogues.e2e.test.ts', 'utf8');
    expect(e2e).not.toMatch(/\.skip\b|skipIf|ctx\.skip|context\.skip/);
    const kit = readFileSync('docs/kit.md', 'utf8').replace(/\s+/g, ' ');
    expect(kit).not.toMatch(/reports itself skipped/);
    expect(kit).toMatch(/`tests\/e2e\/catalogues\.e2e\.test\.ts` runs the catalogue screens in Chromium/);
  });
});
