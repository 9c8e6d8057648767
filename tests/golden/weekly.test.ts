import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/test-database';
import { adminHarness, type AdminHarness } from '../server/admin/support';
import { GoldenApi } from './support/api';
import { loadCases } from './support/case-file';
import { isMonthCase } from './support/month-case';
import { runCase } from './support/run-case';

/**
 * The hand-computed weekly cases of tests/golden/cases, each entered through the HTTP API as a clerk
 * would and compared to the cent in every document (tests/golden/README.md). One server per database
 * kind; each case has its own company, vessels, workers and week.
 */
const KNOWN_DEFECTS: Readonly<Record<string, string>> = {};

const cases = loadCases().filter((c) => !isMonthCase(c));

describe.each(databaseKinds())('golden weekly cases on %s', (kind) => {
  let h: AdminHarness;
  let api: GoldenApi;

  beforeAll(async () => {
    h = await adminHarness(kind);
    api = new GoldenApi(h.admin);
  });
  afterAll(async () => h?.close());

  for (const golden of cases) {
    const test = golden.id in KNOWN_DEFECTS ? it.fails : it;
    test(`${golden.id}: ${golden.title}`, async () => {
      expect(await runCase(api, golden)).toEqual([]);
    });
  }
});
