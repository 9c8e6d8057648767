import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  monthAgrees,
  paymentsAgree,
  previewAgrees,
  readPreview,
  type MonthWeek,
  type PreviewReading,
} from './support/agreement';
import { goldenSuite } from './support/golden-suite';
import type { CaseInput } from './support/case-file';
import { enterCase } from './support/enter-case';
import { generatedMonth, materialise, monthShape } from './support/generate-weeks';

/**
 * Every document agrees with every other (tests/golden/README.md): fast-check generates months of
 * weeks — every pension scheme and AFP commission, crews on one or two vessels, landings with penalised
 * tonnes, several species and prices, land work, advances, loan instalments, judicial withholdings,
 * other earnings and deductions, workers without a bank account — each entered through the HTTP API as
 * a clerk would (enterCase), and checks that (a) the browser preview, the server's computation and the
 * closed result, (b) the payslips, the payroll report and the bank file, (c) the month, PLAME and
 * AFPnet say the same amounts.
 *
 * A fixed seed and 2 months (4–6 weeks) by default. More: PROPERTY_RUNS=20 (months, at most 28) and
 * PROPERTY_SEED=<n> (a random one: PROPERTY_SEED=random). PROPERTY_NO_AFP=1 leaves AFP workers out.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 2);
const SEED =
  process.env.PROPERTY_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.PROPERTY_SEED ?? 20250927);
const AFP = process.env.PROPERTY_NO_AFP !== '1';

/** A property's failure: the differences and the generated weeks, as golden-case inputs. */
class Disagreement extends Error {
  constructor(month: string, differences: readonly string[], cases: readonly CaseInput[]) {
    super(
      `the documents of ${month} disagree (seed ${SEED}):\n- ${differences.join('\n- ')}\n\n` +
        `the generated weeks, as golden-case inputs (\`\`\`json input):\n` +
        cases.map((c) => JSON.stringify(c, null, 2)).join('\n\n'),
    );
  }
}

goldenSuite('every document agrees with every other', (server) => {
  it(
    `generated months (seed ${SEED}, ${RUNS} runs${AFP ? '' : ', without AFP'})`,
    { timeout: 60_000 + RUNS * 60_000 },
    async () => {
      const { api } = server;
      let run = 0;
      let serial = 0;
      await fc.assert(
        fc.asyncProperty(monthShape({ afp: AFP }), async (shape) => {
          const month = generatedMonth(run++);
          const cases = shape.weeks.map((week, i) => materialise(week, ++serial, month, i));
          const differences: string[] = [];
          const weeks: MonthWeek[] = [];
          try {
            for (const input of cases) {
              let preview: PreviewReading | undefined;
              const entered = await enterCase(api, input, {
                beforeCompute: async (week) => {
                  preview = await readPreview(api, week);
                },
              });
              const where = `semana ${input.week.number}-${input.week.year} (${input.company.ruc})`;
              differences.push(
                ...(await previewAgrees(api, entered, preview!)).map((d) => `${where} · ${d}`),
                ...(await paymentsAgree(api, input, entered)).map((d) => `${where} · ${d}`),
              );
              weeks.push({ input, entered });
            }
            differences.push(...(await monthAgrees(api, month, weeks)).map((d) => `${month} · ${d}`));
          } catch (error) {
            differences.push(`the product refused or failed: ${(error as Error).message}`);
          }
          if (differences.length > 0) throw new Disagreement(month, differences, cases);
        }),
        // Each run enters weeks into the same server: no shrinking (a shrunk run is a new month).
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      expect(run).toBe(RUNS);
    },
  );
});
