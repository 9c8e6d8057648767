import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { conceptLabel } from '../../../src/domain/payroll/concept-labels';
import { REPORT_CONCEPTS } from '../../../src/domain/payroll-report/report';
import { pdfPages } from '../../support/pdf-text';
import type { GoldenApi } from './api';
import type { EnteredMonth } from './enter-month';
import type { MonthCaseExpected, MonthCaseInput } from './month-case';
import { bankLines } from './read-documents';
import { NOT_AMOUNTS, REPORT_TOTALS, reportSheetRows } from './report-sheet';

/** What one output says of each worker, flattened to `key → amount` (amounts as the document writes them). */
export interface FlatReading {
  readonly name: string;
  /**
   * Which expected block it is compared to: month, breakdown, payslip, report, plame, afpnet, a semester's
   * `kind period` (its .xlsx `kind period xlsx`), cts, beneficiaries, beneficiaries preview, court reports.
   */
  readonly kind: string;
  readonly workers: ReadonlyMap<string, Readonly<Record<string, string>>>;
}

interface MonthRow extends Record<string, unknown> {
  readonly document: string;
}
interface BreakdownLine {
  readonly section: string;
  readonly concept: string;
  readonly amount: string;
}

const MONTH_ROW_FIELDS = [
  'gross',
  'vacation',
  'bonus',
  'bonusExtra',
  'cts',
  'familyAllowance',
  'pensionAdjustment',
  'incomeTax',
  'refundDue',
  'payable',
  'carriedToLastWeek',
  'taxablePay',
  'employer',
] as const;

/** Every line but the weeks', as `section.concept` (`#2`, `#3` for a concept repeated in its section). */
export function breakdownKeys(lines: readonly BreakdownLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    if (line.section === 'semanas') continue;
    const base = `${line.section}.${line.concept}`;
    let key = base;
    for (let n = 2; key in out; n++) key = `${base}#${n}`;
    out[key] = line.amount;
  }
  return out;
}

/** The monthly run payslip's rows: their label (as the payslip prints it) and concept. */
const MONTH_PAYSLIP_ROWS: readonly [
  section: 'earnings' | 'deductions' | 'employer',
  label: string,
  concept: string,
][] = [
  ['earnings', 'Vacaciones', 'vacation'],
  ['earnings', 'Gratificación', 'bonus'],
  ['earnings', 'Bonificación extraordinaria (Ley 30334)', 'bonusExtra'],
  ['earnings', 'Asignación familiar (Ley 25129)', 'familyAllowance'],
  ['deductions', 'Ajuste de aportes a pensiones del mes', 'pensionAdjustment'],
  ['deductions', 'Retención de renta de quinta categoría', 'incomeTax'],
  ['deductions', 'Saldo a descontar en la última semana del mes', 'carriedToLastWeek'],
  ...(['essalud', 'epsCredit', 'pensionEmployer', 'sctr', 'pensionTopUp'] as const).map(
    (c): ['employer', string, string] => ['employer', conceptLabel(c), c],
  ),
];
/** A court order's line of the monthly run payslip: «Retención judicial exp. … (gratificación)». */
const COURT_ORDER_ROW = 'Retención judicial exp\\. \\S+ \\((?:gratificación|CTS)\\)';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A negative amount is written «-S/ 3,681.68» (formatSoles): the sign before «S/» is kept.
const AMOUNT = /-?S\/ (-?[\d,]+\.\d\d)/g;
const soles = (text: string) => {
  const amount = text.replace(/^-?S\/\s*/, '').replace(/,/g, '');
  return text.startsWith('-') ? `-${amount}` : amount;
};

/**
 * The monthly run payslip's PDF text as `Ingresos.vacation`, `Descuentos.incomeTax`,
 * `Aportes.essalud`… and its totals: each table is cut at its rows' labels; a row's amount is the last
 * «S/ …» before the next row (the detail's «sobre S/ …» comes first).
 */
export function monthPayslipKeys(text: string): Record<string, string> {
  const flat = text.replace(/\s+/g, ' ');
  const out: Record<string, string> = {};
  const tables = [
    ['earnings', 'Ingresos', 'Total ingresos', 'gross'],
    ['deductions', 'Descuentos', 'Total descuentos', 'totalDeductions'],
    ['employer', 'Aportes del empleador', 'Total aportes del empleador', 'totalEmployer'],
  ] as const;
  for (const [section, title, total, totalKey] of tables) {
    const head = `${title} Detalle Importe`;
    const start = flat.indexOf(head);
    const end = flat.indexOf(`${total} S/`, start);
    if (start < 0 || end < 0) throw new Error(`the payslip has no «${title}» table:\n${text}`);
    const body = flat.slice(start + head.length, end).trim();
    const rows = MONTH_PAYSLIP_ROWS.filter(([s]) => s === section).sort((a, b) => b[1].length - a[1].length);
    const labels = rows.map(([, label]) => escape(label));
    if (section === 'deductions') labels.unshift(COURT_ORDER_ROW);
    const starts = new RegExp(labels.join('|'), 'g');
    const found = [...body.matchAll(starts)];
    if (body.replace(/Ninguno/, '').trim() !== '' && found[0]?.index !== 0)
      throw new Error(`the payslip's «${title}» table has text before its first known row: «${body}»`);
    found.forEach((m, i) => {
      const row = body.slice(m.index, found[i + 1]?.index ?? body.length);
      const concept = rows.find(([, label]) => label === m[0])?.[2] ?? 'courtOrder';
      const last = [...row.matchAll(AMOUNT)].at(-1);
      if (!last) throw new Error(`a payslip row without its amount: «${row}»`);
      let key = `${section}.${concept}`;
      for (let n = 2; key in out; n++) key = `${section}.${concept}#${n}`;
      out[key] = soles(last[0]);
    });
    const totalAmount = new RegExp(`^${escape(total)} S/ (-?[\\d,]+\\.\\d\\d)`).exec(flat.slice(end))?.[1];
    if (totalAmount) out[totalKey] = soles(totalAmount);
  }
  const net = /NETO A PAGAR S\/ (-?[\d,]+\.\d\d)/.exec(flat)?.[1];
  if (net) out.net = soles(net);
  return out;
}

/** Every concept a report column may carry, by its header. */
const CONCEPT_OF_HEADER = new Map(REPORT_CONCEPTS.map((c) => [conceptLabel(c), c]));

/** The month report's rows: `columns.<concept>` for each amount column, and the four totals. */
function reportKeys(bytes: Buffer): Promise<Map<string, Record<string, string>>> {
  return reportSheetRows(bytes, (head, values) => {
    const keys: Record<string, string> = {};
    head.forEach((header, i) => {
      const value = values[i];
      if (typeof value !== 'number' || NOT_AMOUNTS.has(header)) return;
      const total = REPORT_TOTALS[header];
      // An empty cell and a 0.00 one say the same to the reader: a column of another worker's concept.
      if (!total && value === 0) return;
      keys[total ?? `columns.${CONCEPT_OF_HEADER.get(header) ?? `«${header}»`}`] = value.toFixed(2);
    });
    return keys;
  });
}

/**
 * PLAME's .rem inside the .zip: `code → amount` per worker. Where both columns are written they must
 * agree; a paid-only code (Anexo 3: contributions and deductions) leaves the accrued column empty.
 */
async function plameKeys(bytes: Buffer): Promise<Map<string, Record<string, string>>> {
  const zip = await JSZip.loadAsync(bytes);
  const rem = Object.values(zip.files).find((f) => f.name.endsWith('.rem'));
  if (!rem) throw new Error(`the PLAME .zip has no .rem: ${Object.keys(zip.files).join(', ')}`);
  const out = new Map<string, Record<string, string>>();
  for (const line of (await rem.async('string')).split('\r\n')) {
    if (line === '') continue;
    const [, document, code, accrued, paid] = line.split('|');
    if (!document || !code || accrued === undefined)
      throw new Error(`a .rem line out of its layout: «${line}»`);
    if (accrued !== '' && accrued !== paid)
      throw new Error(`a .rem line whose accrued and paid differ: «${line}»`);
    const keys = out.get(document) ?? {};
    if (code in keys) throw new Error(`the .rem has code ${code} twice for ${document}`);
    keys[code] = accrued === '' ? (paid ?? '') : accrued;
    out.set(document, keys);
  }
  return out;
}

/** AFPnet: the insurable pay (column 12) of each row, by document (column 4). */
function afpnetKeys(content: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const line of content.split('\r\n')) {
    if (line === '') continue;
    const cells = line.split('\t');
    out.set(cells[3]!, { insurablePay: cells[11]! });
  }
  return out;
}

interface SemesterJson {
  readonly pending: readonly string[];
  readonly workers: readonly {
    document: string;
    months: Record<string, string>;
    bonus: string;
    bonusExtra: string;
    withheld?: Record<string, string>;
    total: string;
  }[];
}

const semesterRow = (w: SemesterJson['workers'][number], kind: string) => {
  const keys: Record<string, string> = {};
  for (const [m, a] of Object.entries(w.months)) keys[`months.${m}`] = a;
  if (kind === 'gratificacion') {
    keys.bonus = w.bonus;
    keys.bonusExtra = w.bonusExtra;
  }
  // What court orders withheld of a month's CTS (a 0.00 says the same as none).
  for (const [m, a] of Object.entries(w.withheld ?? {})) if (Number(a) !== 0) keys[`withheld.${m}`] = a;
  keys.total = w.total;
  return keys;
};

/**
 * The semester statement's .xlsx: each worker's month columns (by header), parts and total; of a CTS
 * statement with court-order withholdings, a withheld worker's `withheld` and `deposit`.
 */
async function semesterXlsxKeys(bytes: Buffer, months: readonly string[], kind: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const out = new Map<string, Record<string, string>>();
  // A CTS statement with court-order withholdings has two more columns, named by their headers.
  const headers = (sheet.getRow(4).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  const withheldColumn = headers.indexOf('Retenido por orden judicial');
  const depositColumn = withheldColumn >= 0 ? headers.indexOf('CTS a depositar') : -1;
  sheet.eachRow((row, n) => {
    if (n <= 4) return;
    const values = row.values as unknown[];
    const document = values[1];
    if (typeof document !== 'string' || !/^\d{8}$/.test(document)) return;
    const keys: Record<string, string> = {};
    const money = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : undefined);
    months.forEach((m, i) => {
      const v = money(values[3 + i]);
      if (v !== undefined) keys[`months.${m}`] = v;
    });
    let next = 3 + months.length;
    if (kind === 'gratificacion') {
      keys.bonus = money(values[next++]) ?? '';
      keys.bonusExtra = money(values[next++]) ?? '';
    }
    keys.total = money(values[next]) ?? '';
    // What court orders withheld (0.00 says the same as none) and the CTS then deposited.
    const withheld = money(values[withheldColumn]);
    if (withheld !== undefined && Number(withheld) !== 0) {
      keys.withheld = withheld;
      keys.deposit = money(values[depositColumn]) ?? '';
    }
    out.set(document, keys);
  });
  return out;
}

/** Each reading limited to the given workers (a statement covers every company's workers). */
const only = (documents: readonly string[], map: ReadonlyMap<string, Record<string, string>>) =>
  new Map([...map].filter(([d]) => documents.includes(d)));

/**
 * Reads every output a closed month case reaches: the month (GET), each worker's traced month (computed
 * and closed), the monthly run's payslips (PDF), the month's payroll report (.xlsx), PLAME's .rem and
 * AFPnet, and, when the case names them, the semester statements (JSON and .xlsx) and the CTS deposit
 * file.
 */
export async function readMonth(
  api: GoldenApi,
  input: MonthCaseInput,
  entered: EnteredMonth,
  semesters: readonly { kind: string; period: string }[],
  ctsDeposit?: { period: string; account: string; date: string; reference: string },
  vacations?: MonthCaseExpected['vacations'],
): Promise<{ readings: FlatReading[]; statementPending: string[] }> {
  const month = entered.month;
  const ruc = entered.companyRuc;
  const readings: FlatReading[] = [];

  const detail = await api.get<{ state: string; workers: MonthRow[] }>(`/meses-de-planilla/${month}`);
  if (detail.state !== 'cerrado') throw new Error(`the month ${month} is ${detail.state}, not closed`);
  readings.push({
    name: `mes de planilla (GET meses-de-planilla/${month})`,
    kind: 'month',
    workers: new Map(
      detail.workers.map((w) => [
        w.document,
        Object.fromEntries(MONTH_ROW_FIELDS.map((f) => [f, String(w[f])])),
      ]),
    ),
  });
  const documents = detail.workers.map((w) => w.document);

  for (const source of ['calculo', 'cierre'] as const) {
    const workers = new Map<string, Record<string, string>>();
    for (const document of documents) {
      const b = await api.get<{ lines: BreakdownLine[] }>(
        `/meses-de-planilla/${month}/detalle/${document}?fuente=${source}`,
      );
      workers.set(document, breakdownKeys(b.lines));
    }
    readings.push({ name: `desglose del mes (detalle?fuente=${source})`, kind: 'breakdown', workers });
  }

  const payslips = new Map<string, Record<string, string>>();
  for (const document of documents) {
    const pdf = await api.download(`/meses-de-planilla/${month}/boletas.pdf?trabajador=${document}`);
    if (pdf.contentType !== 'application/pdf')
      throw new Error(`the payslip of ${document} is ${pdf.contentType}`);
    const text = (await pdfPages(new Uint8Array(pdf.bytes))).join('\n');
    if (!text.includes(`DNI ${document}`))
      throw new Error(`the month payslip of ${document} does not name them`);
    payslips.set(document, monthPayslipKeys(text));
  }
  readings.push({ name: 'boleta de la planilla mensual (PDF)', kind: 'payslip', workers: payslips });

  const report = await api.download(`/reporte-de-planilla.xlsx?mes=${month}`);
  readings.push({
    name: 'reporte de planilla del mes (.xlsx)',
    kind: 'report',
    workers: await reportKeys(report.bytes),
  });

  const plame = await api.download(`/reporte-de-planilla/plame?mes=${month}&empresa=${ruc}`);
  readings.push({ name: 'PLAME (.rem)', kind: 'plame', workers: await plameKeys(plame.bytes) });

  if (input.workers.some((w) => w.pension === 'AFP')) {
    const afpnet = await api.download(`/reporte-de-planilla/afpnet?mes=${month}&empresa=${ruc}`);
    readings.push({ name: 'AFPnet', kind: 'afpnet', workers: afpnetKeys(afpnet.text) });
  }

  const statementPending: string[] = [];
  for (const s of semesters) {
    const query = `tipo=${s.kind}&periodo=${s.period}`;
    const json = await api.get<SemesterJson & { months: { month: string }[] }>(
      `/meses-de-planilla/semestre?${query}`,
    );
    statementPending.push(...json.pending.map((m) => `${s.kind} ${s.period}: ${m}`));
    readings.push({
      name: `${s.kind} ${s.period} (semestre)`,
      kind: `${s.kind} ${s.period}`,
      workers: only(documents, new Map(json.workers.map((w) => [w.document, semesterRow(w, s.kind)]))),
    });
    const xlsx = await api.download(`/meses-de-planilla/semestre.xlsx?${query}`);
    readings.push({
      name: `${s.kind} ${s.period} (semestre .xlsx)`,
      kind: `${s.kind} ${s.period} xlsx`,
      workers: only(
        documents,
        await semesterXlsxKeys(
          xlsx.bytes,
          json.months.map((m) => m.month),
          s.kind,
        ),
      ),
    });
  }

  if (ctsDeposit) {
    const { period, account, date, reference } = ctsDeposit;
    const file = await api.download(
      `/meses-de-planilla/semestre/deposito-cts.txt?periodo=${period}&empresa=${ruc}` +
        `&cuenta=${encodeURIComponent(account)}&fecha=${date}&referencia=${encodeURIComponent(reference)}`,
    );
    const lines = bankLines(file.text);
    readings.push({
      name: `depósito de CTS ${period} (BCP Telecrédito)`,
      kind: 'cts',
      workers: new Map([...lines].map(([d, w]) => [d, { amount: w.totals.net ?? '' }])),
    });
  }
  if (vacations) {
    const workers = new Map<string, Record<string, string>>();
    for (const [document, want] of Object.entries(vacations)) {
      const got = await api.get<VacationDetail>(`/vacaciones/${document}`);
      const keys: Record<string, string> = { taken: String(got.balance.taken) };
      for (const year of Object.keys(want.records)) {
        const r = got.balance.records.find((x) => String(x.year) === year);
        if (!r) continue;
        for (const field of VACATION_RECORD_FIELDS) keys[`año ${year}.${field}`] = String(r[field]);
      }
      workers.set(document, keys);
    }
    readings.push({ name: 'vacaciones (GET vacaciones/:documento)', kind: 'vacations', workers });
  }
  return { readings, statementPending };
}

const VACATION_RECORD_FIELDS = ['from', 'to', 'worked', 'rest', 'computable', 'required', 'reached'] as const;

/** The vacation screen's worker: the balance with each year's récord vacacional. */
interface VacationDetail {
  readonly balance: {
    readonly taken: number;
    readonly records: readonly ({ readonly year: number } & Record<
      (typeof VACATION_RECORD_FIELDS)[number],
      string | number | boolean
    >)[];
  };
}

/** A Telecrédito amount field (15 digits, cents) as «123.45». */
const telecreditoAmount = (field: string, line: string) => {
  if (!/^\d{15}$/.test(field)) throw new Error(`a bank line without its amount: «${line}»`);
  return `${String(Number(field.slice(0, 13)))}.${field.slice(13)}`;
};

/**
 * Each beneficiary's payments in a BCP Telecrédito file, by document: the amounts paid to each account
 * credited, largest first (`<cci>.amount`, `<cci>.amount#2`…); and the file itself (`(archivo)`): the
 * header's total and the number of payments.
 */
export function beneficiaryKeys(text: string): Map<string, Record<string, string>> {
  const payments: { document: string; cci: string; amount: string }[] = [];
  let total = '';
  for (const line of text.split('\r\n')) {
    if (line.startsWith('#')) total = telecreditoAmount(line.slice(26, 41), line);
    if (line.startsWith(' 2'))
      payments.push({
        document: line.slice(124, 136).trim(),
        cci: line.slice(3, 23).trim(),
        amount: telecreditoAmount(line.slice(65, 80), line),
      });
  }
  const out = paymentKeys(payments);
  out.set('(archivo)', { total, payments: String(payments.length) });
  return out;
}

/** Payments by document: `<cci>.amount`, `<cci>.amount#2`…, largest first (the file's order is not the point). */
export function paymentKeys(
  payments: readonly { document: string; cci: string; amount: string }[],
): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const sorted = [...payments].sort((a, b) => Number(b.amount) - Number(a.amount));
  for (const p of sorted) {
    const keys = out.get(p.document) ?? {};
    let key = `${p.cci}.amount`;
    for (let n = 2; key in keys; n++) key = `${p.cci}.amount#${n}`;
    keys[key] = p.amount;
    out.set(p.document, keys);
  }
  return out;
}

/**
 * The closed month's payment to the court orders' beneficiaries: the preview (who it pays, the total)
 * and the BCP Telecrédito file (`pago-beneficiarios.txt`), each payment by the beneficiary's document.
 */
export async function readBeneficiaryPayment(
  api: GoldenApi,
  month: string,
  ruc: string,
  file: { account: string; date: string; reference: string },
): Promise<FlatReading[]> {
  const base = `/meses-de-planilla/${month}/pago-beneficiarios`;
  const preview = await api.get<{
    paid: number;
    total: string;
    withoutAccount: unknown[];
    nothingToPay: number;
  }>(`${base}?empresa=${ruc}&banco=BCP_TELECREDITO`);
  const download = await api.download(
    `${base}.txt?empresa=${ruc}&banco=BCP_TELECREDITO&cuenta=${encodeURIComponent(file.account)}` +
      `&fecha=${file.date}&referencia=${encodeURIComponent(file.reference)}`,
  );
  return [
    {
      name: `pago a beneficiarios del mes ${month} (vista previa)`,
      kind: 'beneficiaries preview',
      workers: new Map([
        [
          '(vista previa)',
          {
            paid: String(preview.paid),
            total: preview.total,
            withoutAccount: String(preview.withoutAccount.length),
          },
        ],
      ]),
    },
    {
      name: `pago a beneficiarios del mes ${month} (BCP Telecrédito)`,
      kind: 'beneficiaries',
      workers: beneficiaryKeys(download.text),
    },
  ];
}

interface CourtReportRow {
  readonly source: string;
  readonly year: number;
  readonly number: number;
  readonly base: string;
  readonly withheld: string;
}

/** A report row's key: «semana 28-2025», «gratificacion 7-2025», «cts 7-2025». */
export const courtReportRowKey = (r: { source: string; year: number; number: number }): string =>
  `${r.source} ${r.number}-${r.year}`;

/**
 * Each named court order's report for the court (`GET /ordenes-judiciales/:id/reporte`), by case number:
 * `<row>.base` and `<row>.withheld` of every row, and the total.
 */
export async function readCourtReports(
  api: GoldenApi,
  entered: EnteredMonth,
  orders: Readonly<Record<string, { readonly worker: string }>>,
): Promise<FlatReading> {
  const workers = new Map<string, Record<string, string>>();
  for (const [caseNumber, { worker }] of Object.entries(orders)) {
    const { rows } = await api.get<{ rows: { id: number; caseNumber: string }[] }>(
      `/trabajadores/${entered.workerIds.get(worker)}/ordenes-judiciales`,
    );
    const recorded = rows.find((r) => r.caseNumber === caseNumber);
    if (!recorded) continue;
    const report = await api.get<{ rows: CourtReportRow[]; total: string }>(
      `/ordenes-judiciales/${recorded.id}/reporte`,
    );
    const keys: Record<string, string> = {};
    for (const row of report.rows) {
      keys[`${courtReportRowKey(row)}.base`] = row.base;
      keys[`${courtReportRowKey(row)}.withheld`] = row.withheld;
    }
    keys.total = report.total;
    workers.set(caseNumber, keys);
  }
  return {
    name: 'reporte para el juzgado (GET ordenes-judiciales/:id/reporte)',
    kind: 'court reports',
    workers,
  };
}
