import type { GoldenApi } from './api';
import type { GoldenCase } from './case-file';
import { checkExpectedArithmetic, compareCase } from './compare';
import { enterCase } from './enter-case';
import { compareFilingFiles } from './filing-files';
import { readDocuments } from './read-documents';

/**
 * A case through the product: its own arithmetic checked, entered through the API, every output read
 * back and compared to the cent, its golden filing files (if any) byte for byte. Answers the differences, one sentence each (empty: the case holds).
 */
export async function runCase(api: GoldenApi, golden: GoldenCase): Promise<string[]> {
  const arithmetic = checkExpectedArithmetic(golden.expected);
  if (arithmetic.length > 0) return arithmetic.map((d) => `${golden.id} (el documento): ${d}`);
  const entered = await enterCase(api, golden.input);
  const readings = await readDocuments(api, golden.input, entered);
  return [
    ...compareCase(golden.expected, readings),
    ...(await compareFilingFiles(api, golden.id, golden.input.week.month, golden.input.company.ruc)),
  ];
}
