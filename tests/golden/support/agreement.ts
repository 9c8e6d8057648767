import { isExcludedCode } from '../../../src/domain/filings/plame-layout';
import JSZip from 'jszip';
import { previewWeek } from '../../../src/application/fishing-weeks/week-preview';
import { computeWeek, type ComputeContext, type WeekGridRows } from '../../../src/domain/fishing-weeks';
import { Decimal } from '../../../src/domain/shared/decimal';
import { pdfPages } from '../../support/pdf-text';
import type { GoldenApi } from './api';
import type { CaseInput } from './case-file';
import type { EnteredCase, WeekRef } from './enter-case';
import { bankLines, reportRows } from './read-documents';

/**
 * The checks of the property test (tests/golden/documents-agree.test.ts): documents that must say the
 * same amounts, read from the product, compared with each other (not with hand-computed amounts). Each
 * check answers its differences, one sentence each (empty: the documents agree).
 */

const same = (a: string, b: string) => Decimal.of(a).equals(Decimal.of(b));
const sum = (amounts: Iterable<string>) => Decimal.sum([...amounts].map((a) => Decimal.of(a)));

type Section = 'earnings' | 'deductions' | 'employer';
const SECTIONS: readonly Section[] = ['earnings', 'deductions', 'employer'];

/** A worker's lines (concept and amount, per section) and totals, as one document says them. */
interface Figures {
  readonly lines?: Readonly<Record<Section, readonly { concept: string; amount: string }[]>>;
  readonly totals: Readonly<Record<'gross' | 'deductions' | 'net', string>> & { readonly employer?: string };
}

interface TracedLine {
  readonly concept: string;
  readonly amount: string;
}
interface TracedWorker {
  readonly earnings: readonly TracedLine[];
  readonly deductions: readonly TracedLine[];
  readonly employer: readonly TracedLine[];
  readonly gross: string;
  readonly totalDeductions: string;
  readonly net: string;
  readonly totalEmployer: string;
}

const figuresOf = (w: TracedWorker): Figures => ({
  lines: {
    earnings: w.earnings.map((l) => ({ concept: l.concept, amount: l.amount })),
    deductions: w.deductions.map((l) => ({ concept: l.concept, amount: l.amount })),
    employer: w.employer.map((l) => ({ concept: l.concept, amount: l.amount })),
  },
  totals: { gross: w.gross, deductions: w.totalDeductions, net: w.net, employer: w.totalEmployer },
});

/** The lines of a section as a sorted multiset "concept amount". */
const lineKeys = (lines: readonly { concept: string; amount: string }[]) =>
  lines.map((l) => `${l.concept} ${Decimal.of(l.amount).toFixed(2)}`).sort();

/** Every difference between two documents' figures of the same workers. */
function compareFigures(
  left: string,
  a: ReadonlyMap<string, Figures>,
  right: string,
  b: ReadonlyMap<string, Figures>,
): string[] {
  const out: string[] = [];
  for (const document of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(document);
    const y = b.get(document);
    if (!x || !y) {
      out.push(`${document}: figura en ${x ? left : right} y no en ${x ? right : left}`);
      continue;
    }
    for (const total of ['gross', 'deductions', 'net', 'employer'] as const) {
      const p = x.totals[total];
      const q = y.totals[total];
      if (p !== undefined && q !== undefined && !same(p, q))
        out.push(`${document} · ${total}: ${left} ${p}, ${right} ${q}`);
    }
    if (x.lines && y.lines)
      for (const section of SECTIONS) {
        const p = lineKeys(x.lines[section]);
        const q = lineKeys(y.lines[section]);
        if (p.join('|') !== q.join('|'))
          out.push(`${document} · ${section}: ${left} [${p.join('; ')}], ${right} [${q.join('; ')}]`);
      }
  }
  return out;
}

/** What the browser preview computed while the week was being edited (before «Calcular»). */
export interface PreviewReading {
  /** previewWeek's answer: the Web Worker's, each worker's totals. */
  readonly totals: ReadonlyMap<string, Figures>;
  /** The same engine run (computeWeek, which previewWeek calls) with its lines. */
  readonly lines: ReadonlyMap<string, Figures>;
}

/**
 * The browser preview of a saved week, as the screen runs it: the week's grids (GET the week) and its
 * compute context (GET …/contexto), computed by the Web Worker's function (`previewWeek`) in Node.
 */
export async function readPreview(api: GoldenApi, week: WeekRef): Promise<PreviewReading> {
  const grids = await api.get<WeekGridRows>(`/semanas-de-pesca/${week.id}`);
  const context = await api.get<ComputeContext>(`/semanas-de-pesca/${week.id}/contexto`);
  const rows: WeekGridRows = {
    prices: grids.prices,
    landings: grids.landings,
    crew: grids.crew,
    landWork: grids.landWork,
    adjustments: grids.adjustments,
  };
  const outcome = previewWeek(context, rows);
  if (outcome.kind === 'refused') throw new Error(`the preview refused the week: ${outcome.refusal.message}`);
  const computed = computeWeek(context, rows);
  if (!computed.ok) throw new Error('the preview computed the week, its engine run did not');
  return {
    totals: new Map(
      outcome.workers.map((w) => [
        w.document,
        { totals: { gross: w.gross, deductions: w.deductions, net: w.net } },
      ]),
    ),
    lines: new Map(
      computed.value.payroll.workers.map((w) => [
        w.worker.document,
        {
          lines: {
            earnings: w.earnings.map((l) => ({ concept: l.concept, amount: l.amount.toFixed(2) })),
            deductions: w.deductions.map((l) => ({ concept: l.concept, amount: l.amount.toFixed(2) })),
            employer: w.employer.map((l) => ({ concept: l.concept, amount: l.amount.toFixed(2) })),
          },
          totals: {
            gross: w.gross.toFixed(2),
            deductions: w.totalDeductions.toFixed(2),
            net: w.net.toFixed(2),
            employer: w.totalEmployer.toFixed(2),
          },
        },
      ]),
    ),
  };
}

type ClosedResult = { result: { workers: (TracedWorker & { worker: { document: string } })[] } };

/**
 * (a) The browser preview = the server's computation (its answer and each worker's breakdown) = the
 * closed result, per worker, every line and total.
 */
export async function previewAgrees(
  api: GoldenApi,
  entered: EnteredCase,
  preview: PreviewReading,
): Promise<string[]> {
  const week = entered.weekId;
  const answer = new Map(
    entered.computeAnswer.workers.map((w): [string, Figures] => [
      w.document,
      { totals: { gross: w.gross, deductions: w.deductions, net: w.net } },
    ]),
  );
  const closed = await api.get<ClosedResult>(`/semanas-de-pesca/${week}/resultado`);
  const result = new Map(closed.result.workers.map((w) => [w.worker.document, figuresOf(w)]));
  const breakdown = new Map<string, Figures>();
  for (const document of answer.keys())
    breakdown.set(
      document,
      figuresOf(await api.get<TracedWorker>(`/semanas-de-pesca/${week}/detalle/${document}?fuente=calculo`)),
    );
  const tag = (what: string) => (d: string) => `${what} · ${d}`;
  return [
    ...compareFigures('vista previa (Web Worker)', preview.totals, 'respuesta de «Calcular»', answer).map(
      tag('vista previa = cálculo'),
    ),
    ...compareFigures('vista previa (motor)', preview.lines, 'desglose del cálculo', breakdown).map(
      tag('vista previa = desglose'),
    ),
    ...compareFigures('desglose del cálculo', breakdown, 'resultado cerrado', result).map(
      tag('cálculo = cierre'),
    ),
  ];
}

/** The week's payslips PDF: each payslip's document and net pay. */
export function payslipNets(text: string): Map<string, string> {
  const flat = text.replace(/\s+/g, ' ');
  const out = new Map<string, string>();
  const pattern = /DNI (\d{8})[\s\S]*?NETO A PAGAR S\/ (-?[\d,]+\.\d\d)/g;
  for (const [, document, net] of flat.matchAll(pattern)) {
    if (out.has(document!)) throw new Error(`the payslips PDF has two payslips for ${document}`);
    out.set(document!, net!.replace(/,/g, ''));
  }
  return out;
}

interface BankPreview {
  readonly paid: number;
  readonly total: string;
  readonly withoutAccount: readonly { document: string; name: string; net: string }[];
  readonly nothingToPay: number;
}

/**
 * (b) Σ of the nets on the week's payslips (its PDF) = the payroll report's net total (.xlsx) = the
 * bank file's total + the nets of the workers it lists apart (no account), and worker by worker.
 */
export async function paymentsAgree(
  api: GoldenApi,
  input: CaseInput,
  entered: EnteredCase,
): Promise<string[]> {
  const week = entered.weekId;
  const out: string[] = [];
  const pdf = await api.download(`/semanas-de-pesca/${week}/boletas.pdf`);
  const payslips = payslipNets((await pdfPages(new Uint8Array(pdf.bytes))).join('\n'));
  const report = await reportRows((await api.download(`/reporte-de-planilla.xlsx?semana=${week}`)).bytes);
  const ruc = entered.companyRuc;
  const preview = await api.get<BankPreview>(`/reporte-de-planilla/pago-banco?semana=${week}&empresa=${ruc}`);
  const { account, date, reference } = input.bank;
  // No one to pay by the bank (no account, or nothing to pay): the product refuses an empty file.
  const bankText =
    preview.paid === 0
      ? ''
      : (
          await api.download(
            `/reporte-de-planilla/pago-banco.txt?semana=${week}&empresa=${ruc}` +
              `&cuenta=${encodeURIComponent(account)}&fecha=${date}&referencia=${encodeURIComponent(reference)}`,
          )
        ).text;
  const bank = bankLines(bankText);
  const header = bankText.split('\r\n')[0] ?? '';
  const cents = header.slice(26, 41);
  const bankTotal =
    preview.paid === 0
      ? Decimal.ZERO
      : /^\d{15}$/.test(cents)
        ? Decimal.of(`${Number(cents.slice(0, 13))}.${cents.slice(13)}`)
        : null;
  if (bankTotal === null) out.push(`archivo del banco: cabecera sin total («${header}»)`);

  const paid = entered.computeAnswer.workers.length;
  if (payslips.size !== paid)
    out.push(`boletas (PDF): ${payslips.size} boletas leídas, la semana paga a ${paid}`);
  if (report.size !== paid) out.push(`reporte de planilla: ${report.size} filas, la semana paga a ${paid}`);
  if (bank.size + preview.withoutAccount.length + preview.nothingToPay !== paid)
    out.push(
      `pago al banco: ${bank.size} en el archivo + ${preview.withoutAccount.length} aparte + ${preview.nothingToPay} sin nada que pagar ≠ ${paid} pagados`,
    );

  const payslipTotal = sum(payslips.values());
  const reportTotal = sum([...report.values()].map((r) => r.totals.net ?? '0'));
  const apart = sum(preview.withoutAccount.map((w) => w.net));
  const bankDetail = sum([...bank.values()].map((r) => r.totals.net ?? '0'));
  if (!payslipTotal.equals(reportTotal))
    out.push(
      `Σ netos de las boletas ${payslipTotal.toFixed(2)} ≠ neto del reporte ${reportTotal.toFixed(2)}`,
    );
  if (bankTotal && !bankTotal.plus(apart).equals(reportTotal))
    out.push(
      `total del archivo del banco ${bankTotal.toFixed(2)} + pagados aparte ${apart.toFixed(2)} ≠ neto del reporte ${reportTotal.toFixed(2)}`,
    );
  if (bankTotal && !bankTotal.equals(bankDetail))
    out.push(
      `archivo del banco: cabecera ${bankTotal.toFixed(2)} ≠ Σ de sus líneas ${bankDetail.toFixed(2)}`,
    );
  if (!Decimal.of(preview.total).equals(bankDetail))
    out.push(`pago al banco: la vista previa dice ${preview.total}, el archivo ${bankDetail.toFixed(2)}`);

  // Worker by worker: the payslip's net, the report's, and the bank's or the list apart.
  const withoutAccount = new Map(preview.withoutAccount.map((w) => [w.document, w.net]));
  const expectedApart = new Set(input.workers.filter((w) => w.account === '').map((w) => w.document));
  for (const document of new Set([...payslips.keys(), ...report.keys()])) {
    const net = payslips.get(document);
    const inReport = report.get(document)?.totals.net;
    if (net === undefined || inReport === undefined) {
      out.push(`${document}: ${net === undefined ? 'sin boleta' : 'no figura en el reporte'}`);
      continue;
    }
    if (!same(net, inReport)) out.push(`${document}: neto de la boleta ${net}, del reporte ${inReport}`);
    const paid = bank.get(document)?.totals.net ?? withoutAccount.get(document);
    if (Decimal.of(net).isZero()) continue;
    if (paid === undefined)
      out.push(`${document}: neto ${net}, ni en el archivo del banco ni en la lista aparte`);
    else if (!same(paid, net)) out.push(`${document}: neto de la boleta ${net}, pagado ${paid}`);
    if (expectedApart.has(document) !== withoutAccount.has(document))
      out.push(
        `${document}: ${expectedApart.has(document) ? 'sin cuenta y no figura aparte' : 'con cuenta y figura aparte'}`,
      );
  }
  return out;
}

interface ConceptCode {
  readonly concept: string;
  readonly code: string;
  readonly kind: string;
}
interface MonthLine {
  readonly section: string;
  readonly concept: string;
  readonly amount: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/** The code of a concept for a worker's scheme: the qualified row (`pensionContribution:AFP`) wins. */
function codeOf(codes: readonly ConceptCode[], concept: string, scheme: string): string | undefined {
  return (
    codes.find((c) => c.concept === `${concept}:${scheme}`)?.code ??
    codes.find((c) => c.concept === concept)?.code
  );
}

/** A month's week of one company: its case, as entered. */
export interface MonthWeek {
  readonly input: CaseInput;
  readonly entered: EnteredCase;
}

/**
 * (c) After its weeks are closed, the month computed and closed: for each company, its PLAME `.rem`
 * holds, per worker and Table 22 code (the stored mapping), the month's lines — the closed weeks'
 * lines with the month's run (its pension charges for the month, what of its adjustment no concept
 * explains, its benefits, income tax and employer lines) — and its AFPnet file the month's AFP
 * contribution base of each AFP worker, and no one else.
 */
export async function monthAgrees(
  api: GoldenApi,
  month: string,
  weeks: readonly MonthWeek[],
): Promise<string[]> {
  const out: string[] = [];
  const computed = await api.post<{ version: number }>(`/meses-de-planilla/${month}/calculo`, { version: 0 });
  await api.post(`/meses-de-planilla/${month}/cierre`, { version: computed.version });
  const codes = (await api.get<{ rows: ConceptCode[] }>('/reporte-de-planilla/conceptos-sunat')).rows;

  for (const { input, entered } of weeks) {
    const ruc = entered.companyRuc;
    const scheme = new Map(input.workers.map((w) => [w.document, w.pension]));
    const closed = await api.get<ClosedResult>(`/semanas-de-pesca/${entered.weekId}/resultado`);
    // Month's amounts per worker and concept: the weeks' lines, then the month's run.
    const amounts = new Map<string, Map<string, Decimal>>();
    const add = (document: string, concept: string, amount: Decimal) => {
      const m = amounts.get(document) ?? new Map<string, Decimal>();
      m.set(concept, (m.get(concept) ?? Decimal.ZERO).plus(amount));
      amounts.set(document, m);
    };
    const bases = new Map<string, string>();
    const contribution = new Map<string, string>();
    for (const w of closed.result.workers)
      for (const section of SECTIONS)
        for (const line of w[section]) add(w.worker.document, line.concept, Decimal.of(line.amount));
    for (const w of closed.result.workers) {
      const document = w.worker.document;
      const lines = (
        await api.get<{ lines: MonthLine[] }>(`/meses-de-planilla/${month}/detalle/${document}?fuente=cierre`)
      ).lines;
      // A month total (a pension charge, an employer contribution with its adjustment) stands for the
      // weeks' amounts of its concept; the run's own lines add to them. CTS is deposited, not paid.
      const replace = (concept: string, monthTotal: Decimal) => {
        const inWeeks = amounts.get(document)?.get(concept) ?? Decimal.ZERO;
        add(document, concept, monthTotal.minus(inWeeks));
        return monthTotal.minus(inWeeks);
      };
      let explained = Decimal.ZERO;
      for (const l of lines) {
        const amount = Decimal.of(l.amount);
        if (l.section === 'pension' && l.concept !== 'pensionAdjustment')
          explained = explained.plus(replace(l.concept, amount));
        else if (l.section === 'aportes' && l.concept === 'contributionBase')
          contribution.set(document, l.amount);
        else if (l.section === 'aportes' && l.inputs.adjustment !== undefined) replace(l.concept, amount);
        else if (l.section === 'aportes') add(document, l.concept, amount);
        else if (l.section === 'beneficios' && l.concept !== 'cts') add(document, l.concept, amount);
        else if (l.section === 'renta' && l.concept === 'incomeTax') add(document, l.concept, amount);
      }
      // The base the month computes the AFP contribution on: its pension charge's (the pay, the worker's
      // charges are never on the RMV; the employer tops them up, docs/payroll.md), else the month's.
      const charge = lines.find((l) => l.section === 'pension' && l.concept === 'pensionContribution');
      const chargeBase = charge?.inputs.base;
      const monthBase = contribution.get(document);
      if (typeof chargeBase === 'string' || typeof chargeBase === 'number')
        bases.set(document, String(chargeBase));
      else if (monthBase !== undefined) bases.set(document, monthBase);
      const adjustment = lines.find((l) => l.section === 'pension' && l.concept === 'pensionAdjustment');
      if (adjustment) add(document, 'pensionAdjustment', Decimal.of(adjustment.amount).minus(explained));
    }

    const expected = new Map<string, Decimal>();
    for (const [document, concepts] of amounts)
      for (const [concept, amount] of concepts) {
        const code = codeOf(codes, concept, scheme.get(document) ?? '');
        if (code === undefined) {
          out.push(
            `${ruc} · ${document}: el concepto ${concept} (${amount.toFixed(2)}) no tiene código de la tabla 22`,
          );
          continue;
        }
        // Codes PLAME computes itself (EsSalud, ONP, SCTR…) are not imported (Anexo 3).
        if (isExcludedCode(code)) continue;
        const key = `${document} ${deductionFamily(code)}`;
        expected.set(key, (expected.get(key) ?? Decimal.ZERO).plus(amount));
      }

    const zip = await JSZip.loadAsync(
      (await api.download(`/reporte-de-planilla/plame?mes=${month}&empresa=${ruc}`)).bytes,
    );
    const rem = zip.file(`0601${month.replace('-', '')}${ruc}.rem`);
    if (!rem) {
      out.push(`${ruc}: el PLAME no trae el archivo .rem (${Object.keys(zip.files).join(', ')})`);
      continue;
    }
    const declared = new Map<string, Decimal>();
    for (const line of (await rem.async('string')).split('\r\n').filter(Boolean)) {
      const [, document, code, accrued, paid] = line.split('|');
      // A paid-only code (contributions, deductions) leaves the accrued column empty (Anexo 3).
      if (accrued !== '' && accrued !== paid) out.push(`${ruc} · .rem «${line}»: devengado ≠ pagado`);
      const key = `${document} ${deductionFamily(code!)}`;
      declared.set(
        key,
        (declared.get(key) ?? Decimal.ZERO).plus(Decimal.of(accrued === '' ? paid! : accrued!)),
      );
    }
    for (const key of new Set([...expected.keys(), ...declared.keys()])) {
      const want = expected.get(key);
      const got = declared.get(key);
      // A code at zero (a MIXTA worker's commission on the flow) may be written or left out.
      if (!(want ?? Decimal.ZERO).equals(got ?? Decimal.ZERO))
        out.push(
          `${ruc} · PLAME .rem ${key}: las líneas del mes suman ${want?.toFixed(2) ?? '—'}, el .rem declara ${got?.toFixed(2) ?? '—'}`,
        );
    }

    const afpWorkers = input.workers.filter((w) => w.pension === 'AFP' && bases.has(w.document));
    const afpnet = await api.download(`/reporte-de-planilla/afpnet?mes=${month}&empresa=${ruc}`).then(
      (file) => file.text,
      (error: unknown) => {
        if (afpWorkers.length > 0) throw error;
        return '';
      },
    );
    const insurable = new Map(
      afpnet
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
        .map((cells) => [cells[3]!, cells[11]!]),
    );
    for (const w of afpWorkers) {
      const pay = insurable.get(w.document);
      const base = bases.get(w.document)!;
      if (pay === undefined) out.push(`${ruc} · AFPnet: ${w.document} (AFP) no figura`);
      else if (!same(pay, base))
        out.push(
          `${ruc} · AFPnet ${w.document}: remuneración asegurable ${pay}, base del aporte a la AFP del mes ${base} (base de aportes ${contribution.get(w.document) ?? '—'})`,
        );
    }
    for (const document of insurable.keys())
      if (!afpWorkers.some((w) => w.document === document))
        out.push(`${ruc} · AFPnet: figura ${document}, que no es un afiliado a una AFP del mes`);
  }
  return out;
}

/**
 * The month's lines carry "other deductions" as one concept; the .rem splits them by kind into advances
 * (0701), judicial withholdings (0703) and the rest (0706): the three are compared as one sum.
 */
function deductionFamily(code: string): string {
  return code === '0701' || code === '0703' || code === '0706' ? '0701+0703+0706' : code;
}
