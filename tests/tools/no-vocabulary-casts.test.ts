import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's own ESLint configuration on a snippet placed as a non-test server file. */
async function problems(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: 'server/kit/snippet.ts' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the no-vocabulary-casts rule (eslint.config.js)', () => {
  it('rejects a double cast', async () => {
    const found = await problems(
      'type Y = { a: number };\nexport const f = (x: string) => x as unknown as Y;\n',
    );
    expect(found).toEqual([expect.stringContaining('No double cast')]);
  });

  it('rejects a cast to a union of literals', async () => {
    const found = await problems("export const c = (t: string) => t as 'FLUJO' | 'MIXTA';\n");
    expect(found).toEqual([expect.stringContaining('union of literals')]);
  });

  it('rejects a cast to a vocabulary type by name', async () => {
    const found = await problems(
      "type CommissionType = 'FLUJO' | 'MIXTA';\nexport const c = (t: string) => t as CommissionType;\n",
    );
    expect(found).toEqual([expect.stringContaining('domain vocabulary type')]);
  });

  it('accepts as const', async () => {
    expect(await problems("export const TYPES = ['FLUJO', 'MIXTA'] as const;\n")).toEqual([]);
  });
});
