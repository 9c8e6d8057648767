import { conceptLabel, OTHER_DEDUCTION_LABELS } from '../../../src/domain/payroll/concept-labels';
import { pdfPages } from '../../support/pdf-text';
import type { GoldenApi } from './api';
import type { CaseInput } from './case-file';
import type { EnteredCase } from './enter-case';
import { NOT_AMOUNTS, REPORT_TOTALS, reportSheetRows, type TotalName } from './report-sheet';

export type { TotalName } from './report-sheet';

/** A line as a document shows it: its concept, its amount and the text around it (reason, detail). */
export interface DocLine {
  readonly concept: string;
  readonly amount: string;
  readonly text: string;
}

/** What one document says of one worker: its lines (when it lists them), per-concept sums, totals. */
export interface DocWorker {
  readonly lines?: {
    readonly earnings: DocLine[];
    readonly deductions: DocLine[];
    readonly employer: DocLine[];
  };
  /** Amount per concept, for a document that adds a worker's lines by concept (the report's columns). */
  readonly sums?: Readonly<Record<string, string>>;
  readonly totals: Partial<Record<TotalName, string>>;
}

/** One output of the product, read back: its name and what it says of each worker (by document). */
export interface DocumentReading {
  readonly name: string;
  /** The document leaves out workers with nothing to pay (the bank file). */
  readonly omitsZeroNet?: boolean;
  readonly workers: ReadonlyMap<string, DocWorker>;
  /** The bank file: what it pays each court order's beneficiary (by the beneficiary's DNI). */
  readonly beneficiaries?: ReadonlyMap<string, string>;
}

interface StoredLine {
  readonly concept: string;
  readonly amount: string;
  readonly label?: string;
  readonly inputs?: Readonly<Record<string, unknown>>;
}
interface StoredWorker {
  readonly earnings: readonly StoredLine[];
  readonly deductions: readonly StoredLine[];
  readonly employer: readonly StoredLine[];
  readonly gross: string;
  readonly totalDeductions: string;
  readonly net: string;
  readonly totalEmployer: string;
}

const textOf = (l: StoredLine): string => {
  const reason = l.inputs?.reason;
  return [l.label ?? '', typeof reason === 'string' ? reason : ''].filter(Boolean).join(' · ');
};

/** The lines and totals of a traced result's worker (breakdown or closed result). */
function traced(w: StoredWorker): DocWorker {
  const lines = (list: readonly StoredLine[]) =>
    list.map((l) => ({ concept: l.concept, amount: l.amount, text: textOf(l) }));
  return {
    lines: { earnings: lines(w.earnings), deductions: lines(w.deductions), employer: lines(w.employer) },
    totals: {
      gross: w.gross,
      totalDeductions: w.totalDeductions,
      net: w.net,
      totalEmployer: w.totalEmployer,
    },
  };
}

/** 'S/ 2,126.51' → '2126.51'. */
const soles = (text: string) => text.replace(/^S\/\s*/, '').replace(/,/g, '');

const LABEL_CONCEPTS: readonly [RegExp, string][] = [
  [/^DÍA \d\d · TOTAL PARTES/, 'catchShare'],
  [/^DÍA \d\d · TRABAJO EN TIERRA/, 'landWork'],
  [/^DÍA \d\d · BONIFICACIÓN POR ESPECIALIDAD/, 'specialtyBonus'],
  [/^SUELDO FIJO/, 'fixedPay'],
  [/^OTRO INGRESO/, 'otherEarning'],
  ...[
    'pensionContribution',
    'pensionInsurance',
    'pensionCommission',
    'unionDues',
    'otherDeduction',
    'essalud',
    'pensionEmployer',
    'sctr',
  ].map((c): [RegExp, string] => [new RegExp(`^${conceptLabel(c).replace(/[()]/g, '\\$&')}`), c]),
  // An earlier month's income tax balance is printed with its month (docs/payroll.md).
  [/^Saldo de renta de quinta de/, 'incomeTax'],
  // An other deduction is printed by its kind (an advance, a judicial withholding).
  ...Object.values(OTHER_DEDUCTION_LABELS).map((label): [RegExp, string] => [
    new RegExp(`^${label}`),
    'otherDeduction',
  ]),
];
const ROW_START = new RegExp(LABEL_CONCEPTS.map(([r]) => `(?:${r.source.slice(1)})`).join('|'), 'g');
const AMOUNT = /S\/ (-?[\d,]+\.\d\d)/g;

/**
 * A payslip's PDF text read back into lines: each table («Ingresos», «Descuentos», «Aportes del
 * empleador») is cut at each row's label; a row's amount is the last «S/ …» before the next row (the
 * detail's «sobre S/ …» and «PRECIO TM S/ …» come before it).
 */
export function payslipLines(text: string): DocWorker {
  const flat = text.replace(/\s+/g, ' ');
  const section = (title: string, total: string) => {
    const start = flat.indexOf(`${title} Detalle Importe`);
    const end = flat.indexOf(`${total} S/`, start);
    if (start < 0 || end < 0) throw new Error(`the payslip has no «${title}» table:\n${text}`);
    const body = flat.slice(start + `${title} Detalle Importe`.length, end).trim();
    const totalAmount = new RegExp(`^${total} S/ (-?[\\d,]+\\.\\d\\d)`).exec(flat.slice(end))?.[1];
    // A label inside the row before it (an advance's reason «Adelanto del …») starts no row: a row
    // ends with its amount.
    const starts: number[] = [];
    for (const { index } of body.matchAll(ROW_START)) {
      const last = starts.at(-1);
      if (last === undefined || /S\/ -?[\d,]+\.\d\d\s*$/.test(body.slice(last, index))) starts.push(index);
    }
    const lines: DocLine[] = starts.map((from, i) => {
      const row = body.slice(from, starts[i + 1] ?? body.length).trim();
      const concept = LABEL_CONCEPTS.find(([r]) => r.test(row))![1];
      const amounts = [...row.matchAll(AMOUNT)];
      const last = amounts.at(-1);
      if (!last) throw new Error(`a payslip row without its amount: «${row}»`);
      return { concept, amount: soles(last[0]), text: row };
    });
    if (body.replace(/Ninguno/, '').trim() !== '' && starts[0] !== 0)
      throw new Error(`the payslip's «${title}» table has text before its first known row: «${body}»`);
    return { lines, total: totalAmount ? soles(totalAmount) : undefined };
  };
  const earnings = section('Ingresos', 'Total ingresos');
  const deductions = section('Descuentos', 'Total descuentos');
  const employer = section('Aportes del empleador', 'Total aportes del empleador');
  const net = /NETO A PAGAR S\/ (-?[\d,]+\.\d\d)/.exec(flat)?.[1];
  return {
    lines: { earnings: earnings.lines, deductions: deductions.lines, employer: employer.lines },
    totals: {
      ...(earnings.total ? { gross: earnings.total } : {}),
      ...(deductions.total ? { totalDeductions: deductions.total } : {}),
      ...(employer.total ? { totalEmployer: employer.total } : {}),
      ...(net ? { net: soles(net) } : {}),
    },
  };
}

const CONCEPT_OF_LABEL = new Map(
  [
    'catchShare',
    'specialtyBonus',
    'landWork',
    'fixedPay',
    'otherEarning',
    'pensionContribution',
    'pensionInsurance',
    'pensionCommission',
    'unionDues',
    'otherDeduction',
    // An earlier month's income tax balance withheld in the week (docs/payroll.md).
    'incomeTax',
    'essalud',
    'pensionEmployer',
    'sctr',
  ]
    .map((c): [string, string] => [conceptLabel(c), c])
    .concat(Object.values(OTHER_DEDUCTION_LABELS).map((label) => [label, 'otherDeduction'])),
);

/** The engine's concept of a line by the Spanish name the documents print (undefined: not a known one). */
export const conceptOfLabel = (label: string): string | undefined => CONCEPT_OF_LABEL.get(label);

/** The payroll report's .xlsx: one row per worker (by the «Documento» column), numeric cells. */
export function reportRows(bytes: Buffer): Promise<Map<string, DocWorker>> {
  return reportSheetRows(bytes, (head, values) => {
    const sums: Record<string, string> = {};
    const totals: Partial<Record<TotalName, string>> = {};
    head.forEach((header, i) => {
      const value = values[i];
      if (typeof value !== 'number') return;
      const amount = value.toFixed(2);
      const total = REPORT_TOTALS[header];
      if (total) totals[total] = amount;
      else if (!NOT_AMOUNTS.has(header)) sums[CONCEPT_OF_LABEL.get(header) ?? `«${header}»`] = amount;
    });
    return { sums, totals };
  });
}

/** The BCP Telecrédito file: each detail line's document (125–136) and net pay in cents (66–80). */
export function bankLines(text: string): Map<string, DocWorker> {
  const out = new Map<string, DocWorker>();
  for (const line of text.split('\r\n')) {
    if (!line.startsWith(' 2')) continue;
    const document = line.slice(124, 136).trim();
    const cents = line.slice(65, 80);
    if (!/^\d{15}$/.test(cents)) throw new Error(`a bank line without its amount: «${line}»`);
    const whole = String(Number(cents.slice(0, 13)));
    out.set(document, { totals: { net: `${whole}.${cents.slice(13)}` } });
  }
  return out;
}

/**
 * Reads every output of a closed case week: the compute answer, each worker's breakdown of the
 * computation and of the close, the closed result, each payslip's PDF text, the payroll report's .xlsx
 * and the bank file. Each document says what it says of each worker; `compareCase` checks it.
 */
export async function readDocuments(
  api: GoldenApi,
  input: CaseInput,
  entered: EnteredCase,
): Promise<DocumentReading[]> {
  const week = entered.weekId;
  const readings: DocumentReading[] = [];

  readings.push({
    name: 'respuesta de «Calcular» (POST calculo)',
    workers: new Map(
      entered.computeAnswer.workers.map((w) => [
        w.document,
        { totals: { gross: w.gross, totalDeductions: w.deductions, net: w.net } },
      ]),
    ),
  });

  const closed = await api.get<{ result: { workers: (StoredWorker & { worker: { document: string } })[] } }>(
    `/semanas-de-pesca/${week}/resultado`,
  );
  readings.push({
    name: 'resultado cerrado (GET resultado)',
    workers: new Map(closed.result.workers.map((w) => [w.worker.document, traced(w)])),
  });
  const paid = closed.result.workers.map((w) => w.worker.document);

  for (const source of ['calculo', 'cierre'] as const) {
    const workers = new Map<string, DocWorker>();
    for (const document of paid)
      workers.set(
        document,
        traced(await api.get<StoredWorker>(`/semanas-de-pesca/${week}/detalle/${document}?fuente=${source}`)),
      );
    readings.push({ name: `desglose del trabajador (detalle?fuente=${source})`, workers });
  }

  const payslips = new Map<string, DocWorker>();
  for (const document of paid) {
    const pdf = await api.download(`/semanas-de-pesca/${week}/boletas/${document}`);
    if (pdf.contentType !== 'application/pdf')
      throw new Error(`the payslip of ${document} is ${pdf.contentType}`);
    const text = (await pdfPages(new Uint8Array(pdf.bytes))).join('\n');
    if (!text.includes(`DNI ${document}`)) throw new Error(`the payslip of ${document} does not name them`);
    payslips.set(document, payslipLines(text));
  }
  readings.push({ name: 'boleta de pago (PDF)', workers: payslips });

  const report = await api.download(`/reporte-de-planilla.xlsx?semana=${week}`);
  readings.push({ name: 'reporte de planilla (.xlsx)', workers: await reportRows(report.bytes) });

  const { account, date, reference } = input.bank;
  const bank = await api.download(
    `/reporte-de-planilla/pago-banco.txt?semana=${week}&empresa=${entered.companyRuc}` +
      `&cuenta=${encodeURIComponent(account)}&fecha=${date}&referencia=${encodeURIComponent(reference)}`,
  );
  // The court orders' beneficiaries are paid in the same file: read apart (docs/court-orders.md).
  const lines = bankLines(bank.text);
  const beneficiaries = new Map<string, string>();
  for (const document of new Set((input.courtOrders ?? []).map((o) => o.beneficiaryDocumentNumber))) {
    const line = lines.get(document);
    if (line === undefined) continue;
    beneficiaries.set(document, line.totals.net!);
    lines.delete(document);
  }
  readings.push({
    name: 'archivo del banco (BCP Telecrédito)',
    omitsZeroNet: true,
    workers: lines,
    beneficiaries,
  });
  return readings;
}
