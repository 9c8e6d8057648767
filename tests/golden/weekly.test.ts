import { expect, it } from 'vitest';
import { goldenSuite } from './support/golden-suite';
import { loadCases } from './support/case-file';
import { isMonthCase } from './support/month-case';
import { isSettlementCase } from './support/settlement-case';
import { runCase } from './support/run-case';

/**
 * The hand-computed weekly cases of tests/golden/cases, each entered through the HTTP API as a clerk
 * would and compared to the cent in every document (tests/golden/README.md). One server per database
 * kind; each case has its own company, vessels, workers and week.
 */
const KNOWN_DEFECTS: Readonly<Record<string, string>> = {};

const cases = loadCases().filter((c) => !isMonthCase(c) && !isSettlementCase(c));

goldenSuite('golden weekly cases', (server) => {
  for (const golden of cases) {
    const test = golden.id in KNOWN_DEFECTS ? it.fails : it;
    test(`${golden.id}: ${golden.title}`, async () => {
      expect(await runCase(server.api, golden)).toEqual([]);
    });
  }
});
