import type { GoldenApi } from './api';
import type { GoldenCase } from './case-file';
import { checkExpectedArithmetic, compareCase } from './compare';
import { enterCase } from './enter-case';
import { compareFilingFiles } from './filing-files';
import { readDocuments, type DocumentReading } from './read-documents';

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
    ...compareBeneficiaries(golden, readings),
    ...(await compareCourtReports(api, golden, entered.workerIds)),
    ...(await compareFilingFiles(api, golden.id, golden.input.week.month, golden.input.company.ruc)),
  ];
}

/**
 * The bank file's payments to the court orders' beneficiaries: each beneficiary is paid the sum of the
 * expected judicial lines of their orders (the worker's line whose reason names the order's number),
 * and the file pays no one else beyond the workers.
 */
function compareBeneficiaries(golden: GoldenCase, readings: readonly DocumentReading[]): string[] {
  const orders = golden.input.courtOrders ?? [];
  const expected = new Map<string, number>();
  for (const order of orders) {
    const line = orderLine(golden, order);
    if (!line) continue;
    const cents = Math.round(Number(line[1]) * 100);
    expected.set(
      order.beneficiaryDocumentNumber,
      (expected.get(order.beneficiaryDocumentNumber) ?? 0) + cents,
    );
  }
  const out: string[] = [];
  for (const reading of readings) {
    if (!reading.beneficiaries) continue;
    for (const [document, cents] of expected) {
      const paid = reading.beneficiaries.get(document);
      const want = (cents / 100).toFixed(2);
      if (paid !== want)
        out.push(
          `${reading.name} · beneficiario ${document}: esperado ${want}, obtenido ${paid ?? 'sin pago'}`,
        );
    }
  }
  return out;
}

/** The expected judicial line of an order: the worker's line whose reason names the order's number. */
const orderLine = (golden: GoldenCase, order: { worker: string; caseNumber: string }) =>
  golden.expected.workers[order.worker]?.deductions.find((d) => d[2]?.includes(`exp. ${order.caseNumber}`));

/**
 * Each order's report for the court (`GET /ordenes-judiciales/:id/reporte`): the case's week, with what
 * the week withheld for the order (its expected line), and that as the total.
 */
async function compareCourtReports(
  api: GoldenApi,
  golden: GoldenCase,
  workerIds: ReadonlyMap<string, number>,
): Promise<string[]> {
  const out: string[] = [];
  const { year, number } = golden.input.week;
  for (const order of golden.input.courtOrders ?? []) {
    const line = orderLine(golden, order);
    if (!line) continue;
    const { rows } = await api.get<{ rows: { id: number; caseNumber: string }[] }>(
      `/trabajadores/${workerIds.get(order.worker)}/ordenes-judiciales`,
    );
    const recorded = rows.find((r) => r.caseNumber === order.caseNumber);
    if (!recorded) {
      out.push(`orden ${order.caseNumber}: no figura en la ficha de ${order.worker}`);
      continue;
    }
    const report = await api.get<{
      rows: { source: string; year: number; number: number; withheld: string }[];
      total: string;
    }>(`/ordenes-judiciales/${recorded.id}/reporte`);
    const week = report.rows.find((r) => r.source === 'semana' && r.year === year && r.number === number);
    if (week?.withheld !== line[1])
      out.push(
        `reporte para el juzgado · ${order.caseNumber} · semana ${number}-${year}: esperado ${line[1]}, obtenido ${week?.withheld ?? 'sin fila'}`,
      );
    if (report.total !== line[1])
      out.push(
        `reporte para el juzgado · ${order.caseNumber} · total: esperado ${line[1]}, obtenido ${report.total}`,
      );
  }
  return out;
}
