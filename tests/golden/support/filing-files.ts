import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { validatePlameFiles } from '../../../src/domain/filings/plame-layout';
import type { GoldenApi } from './api';

/**
 * The golden filing files of a case (tests/golden/README.md, «Golden filing files»): the files SUNAT and
 * AFPnet import, written by hand in `tests/golden/files/<case id>/` from the case's expected amounts and
 * compared byte for byte with what the product downloads for the case's company and month. Every PLAME
 * file downloaded is also read back by the layout validator (`validatePlameFiles`).
 */
export const FILES_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'files');

/** The golden files of a case by name (none: the case has no golden filing files). */
export function goldenFilingFiles(caseId: string, dir = FILES_DIR): Map<string, Buffer> {
  const folder = path.join(dir, caseId);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .sort()
      .map((name) => [name, readFileSync(path.join(folder, name))]),
  );
}

/** Where two files first differ: the line (1-based) and both lines as JSON (CR and LF visible). */
function firstDifference(expected: Buffer, got: Buffer): string {
  const a = expected.toString('latin1').split('\n');
  const b = got.toString('latin1').split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i])
      return `línea ${i + 1}: esperado ${JSON.stringify(a[i] ?? '(nada)')}, obtenido ${JSON.stringify(b[i] ?? '(nada)')}`;
  return 'mismo texto, distintos bytes';
}

/**
 * Every difference between the case's golden files and the month's downloads (PLAME's .zip, AFPnet's
 * file when a golden one exists): a file missing or not expected, the first line that differs, each
 * problem the layout validator finds in a PLAME file.
 */
export async function compareFilingFiles(
  api: GoldenApi,
  caseId: string,
  month: string,
  ruc: string,
): Promise<string[]> {
  const golden = goldenFilingFiles(caseId);
  if (golden.size === 0) return [];
  const got = new Map<string, Buffer>();
  const zip = await JSZip.loadAsync(
    (await api.download(`/reporte-de-planilla/plame?mes=${month}&empresa=${ruc}`)).bytes,
  );
  for (const name of Object.keys(zip.files).sort()) got.set(name, await zip.file(name)!.async('nodebuffer'));
  const out: string[] = [];
  for (const problem of validatePlameFiles(
    [...got].map(([name, bytes]) => ({ name, content: bytes.toString('latin1') })),
  ))
    out.push(
      `validador PLAME · ${problem.file}${problem.line ? ` línea ${problem.line}` : ''} · ${problem.field}: ${problem.message}`,
    );
  const afpnetName = [...golden.keys()].find((n) => n.startsWith('afpnet-'));
  if (afpnetName)
    got.set(
      afpnetName,
      (await api.download(`/reporte-de-planilla/afpnet?mes=${month}&empresa=${ruc}`)).bytes,
    );
  for (const name of golden.keys()) if (!got.has(name)) out.push(`${name}: el archivo no se generó`);
  for (const name of got.keys()) if (!golden.has(name)) out.push(`${name}: archivo no esperado`);
  for (const [name, expected] of golden) {
    const bytes = got.get(name);
    if (bytes && !bytes.equals(expected)) out.push(`${name}: ${firstDifference(expected, bytes)}`);
  }
  return out;
}
