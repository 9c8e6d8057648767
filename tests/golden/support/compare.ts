import { Decimal } from '../../../src/domain/shared/decimal';
import { conceptLabel } from '../../../src/domain/payroll/concept-labels';
import type { CaseExpected, ExpectedLine, ExpectedWorker } from './case-file';
import type { DocLine, DocumentReading, TotalName } from './read-documents';

const SECTIONS = [
  ['earnings', 'Ingresos'],
  ['deductions', 'Descuentos'],
  ['employer', 'Aportes del empleador'],
] as const;

const TOTAL_NAMES: Readonly<Record<TotalName, string>> = {
  gross: 'Total ingresos',
  totalDeductions: 'Total descuentos',
  net: 'Neto a pagar',
  totalEmployer: 'Total aportes del empleador',
};

const same = (a: string, b: string) => Decimal.of(a).equals(Decimal.of(b));
/** Whether a line's text holds the reason (spaces ignored: a PDF's text may split a word). */
const holds = (text: string, reason: string) => text.replace(/\s+/g, '').includes(reason.replace(/\s+/g, ''));
const name = (concept: string) => `${conceptLabel(concept)} (${concept})`;

/** The lines of one concept: expected and read, paired by amount order, each difference named. */
function compareLines(where: string, expected: readonly ExpectedLine[], got: readonly DocLine[]): string[] {
  const out: string[] = [];
  const concepts = new Set([...expected.map(([c]) => c), ...got.map((l) => l.concept)]);
  for (const concept of concepts) {
    const want = expected.filter(([c]) => c === concept);
    const have = got.filter((l) => l.concept === concept);
    const unmatched = [...have];
    const missing: ExpectedLine[] = [];
    for (const line of want) {
      const [, amount, reason] = line;
      const i = unmatched.findIndex(
        (l) => same(l.amount, amount) && (reason === undefined || holds(l.text, reason)),
      );
      if (i >= 0) unmatched.splice(i, 1);
      else missing.push(line);
    }
    missing.forEach(([, amount, reason], i) => {
      const other = unmatched[i];
      const what = `${where}: ${name(concept)}${reason ? ` «${reason}»` : ''}`;
      out.push(
        other
          ? `${what}: esperado ${amount}, obtenido ${other.amount}${reason && !holds(other.text, reason) ? ` («${other.text}»)` : ''}`
          : `${what}: esperado ${amount}, no figura`,
      );
    });
    for (const extra of unmatched.slice(missing.length))
      out.push(`${where}: ${name(concept)} ${extra.amount} no esperado («${extra.text}»)`);
  }
  return out;
}

/** The expected amount of each concept: its lines added. */
function sumsOf(w: ExpectedWorker): Map<string, string> {
  const sums = new Map<string, Decimal>();
  for (const [section] of SECTIONS)
    for (const [concept, amount] of w[section])
      sums.set(concept, (sums.get(concept) ?? Decimal.ZERO).plus(Decimal.of(amount)));
  return new Map([...sums].map(([c, d]) => [c, d.toFixed(2)]));
}

/**
 * Every difference between a case's expected amounts and what each document says, one sentence each
 * naming the document, the worker and the line: "boleta de pago (PDF) · 10100001 · Descuentos: Comisión
 * de la AFP (pensionCommission): esperado 41.26, obtenido 0.00". Empty when every amount agrees.
 */
export function compareCase(expected: CaseExpected, readings: readonly DocumentReading[]): string[] {
  const out: string[] = [];
  for (const reading of readings) {
    const expectedDocuments = Object.keys(expected.workers).filter(
      (d) => !(reading.omitsZeroNet && same(expected.workers[d]!.net, '0')),
    );
    for (const document of expectedDocuments)
      if (!reading.workers.has(document)) out.push(`${reading.name} · ${document}: el trabajador no figura`);
    for (const document of reading.workers.keys())
      if (!expectedDocuments.includes(document))
        out.push(`${reading.name} · ${document}: figura un trabajador no esperado`);

    for (const document of expectedDocuments) {
      const want = expected.workers[document]!;
      const got = reading.workers.get(document);
      if (!got) continue;
      const where = `${reading.name} · ${document}`;
      for (const [total, label] of Object.entries(TOTAL_NAMES) as [TotalName, string][]) {
        const value = got.totals[total];
        if (value !== undefined && !same(value, want[total]))
          out.push(`${where} · ${label}: esperado ${want[total]}, obtenido ${value}`);
      }
      if (got.lines)
        for (const [section, title] of SECTIONS)
          out.push(...compareLines(`${where} · ${title}`, want[section], got.lines[section]));
      if (got.sums) {
        const sums = sumsOf(want);
        for (const concept of new Set([...sums.keys(), ...Object.keys(got.sums)])) {
          const a = sums.get(concept);
          const b = got.sums[concept];
          if (a === undefined) out.push(`${where} · columna ${name(concept)}: ${b} no esperado`);
          else if (b === undefined) out.push(`${where} · columna ${name(concept)}: esperado ${a}, no figura`);
          else if (!same(a, b)) out.push(`${where} · columna ${name(concept)}: esperado ${a}, obtenido ${b}`);
        }
      }
    }
  }
  return out;
}

/** The case's own arithmetic: each worker's totals are the sums of its lines (a typo shows here first). */
export function checkExpectedArithmetic(expected: CaseExpected): string[] {
  const out: string[] = [];
  for (const [document, w] of Object.entries(expected.workers)) {
    const total = (lines: readonly ExpectedLine[]) => Decimal.sum(lines.map(([, a]) => Decimal.of(a)));
    const gross = total(w.earnings);
    const deductions = total(w.deductions);
    const employer = total(w.employer);
    const check = (label: string, stated: string, computed: Decimal) => {
      if (!computed.equals(Decimal.of(stated)))
        out.push(
          `${document} · ${label}: el documento dice ${stated}, sus líneas suman ${computed.toFixed(2)}`,
        );
    };
    check('Total ingresos', w.gross, gross);
    check('Total descuentos', w.totalDeductions, deductions);
    check('Total aportes del empleador', w.totalEmployer, employer);
    check('Neto a pagar', w.net, gross.minus(deductions));
  }
  return out;
}
