import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import type { Payslip, PayslipLine } from '../../src/domain/shared/payslip';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import { PDF_FONTS, PDF_INFO } from '../kit/pdf';

/**
 * The payslips as a PDF (docs/payslips.md): A4 portrait, one payslip per page, laid out directly with
 * pdfkit (the library under pdfmake) on fixed columns. A week's 2,000 payslips are one simple page
 * each: measuring every cell through pdfmake's document model cost 5–12 ms a page, this costs about
 * one. Pages are written in batches that yield to the event loop, so a large week never stalls the
 * server, and the stream is sent as it is written.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const PAD = 3;
const INK = '#000000';
const GREY = '#444444';
const RULE = '#aaaaaa';
/** Columns of a lines table: label, detail, amount. */
const AMOUNT_WIDTH = 78;
const LABEL_WIDTH = (WIDTH - AMOUNT_WIDTH) / 2;
const COLUMNS = [
  { x: PAGE.margin, width: LABEL_WIDTH },
  { x: PAGE.margin + LABEL_WIDTH, width: LABEL_WIDTH },
  { x: PAGE.margin + 2 * LABEL_WIDTH, width: AMOUNT_WIDTH },
] as const;
/** Pages written before the writer yields to the event loop. */
const BATCH = 25;

type Doc = PDFKit.PDFDocument;
type Font = 'regular' | 'bold' | 'italic';

interface Cell {
  readonly text: string;
  readonly font?: Font;
  readonly size?: number;
  readonly color?: string;
  readonly align?: 'left' | 'right' | 'center';
}

/**
 * A line's text that wraps only between its ' · ' parts: 'PARTICIPACIÓN 22.40 %' or 'PRECIO TM
 * S/ 520.00' never splits across two lines.
 */
const wrapByParts = (text: string) =>
  text
    .split(' · ')
    .map((part) => part.replace(/ /g, '\u00a0'))
    .join(' · ');

/** Writes `cell` in a box of `width` at (x, y); returns the bottom of the text. */
function cell(doc: Doc, c: Cell, x: number, y: number, width: number): number {
  doc
    .font(c.font ?? 'regular')
    .fontSize(c.size ?? 9)
    .fillColor(c.color ?? INK)
    .text(c.text, x, y, { width, align: c.align ?? 'left', lineGap: 1 });
  return doc.y;
}

/** A row of cells side by side, starting a new page first when it would not fit. */
/** The line that heads a payslip's next page, by document: whose payslip it goes on with. */
const continuations = new WeakMap<Doc, string>();

/** A new page for the payslip being written, headed by whose it is; returns where its content starts. */
function nextPage(doc: Doc): number {
  doc.addPage();
  const heading = continuations.get(doc);
  return heading
    ? cell(
        doc,
        { text: wrapByParts(heading), font: 'bold', size: 8, color: GREY },
        PAGE.margin,
        PAGE.margin,
        WIDTH,
      ) + 8
    : PAGE.margin;
}

function row(doc: Doc, cells: readonly { cell: Cell; x: number; width: number }[], y: number): number {
  let top = y;
  if (top + 36 > BOTTOM) top = nextPage(doc);
  let bottom = top;
  for (const c of cells) bottom = Math.max(bottom, cell(doc, c.cell, c.x, top, c.width));
  return bottom;
}

function rule(doc: Doc, y: number, width = 0.5, color = RULE): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

function linesTable(
  doc: Doc,
  y: number,
  title: string,
  lines: readonly PayslipLine[],
  total: { label: string; amount: string },
): number {
  const th = { font: 'bold', size: 8, color: '#333333' } as const;
  const heads: Cell[] = [
    { text: title, ...th },
    { text: 'Detalle', ...th },
    { text: 'Importe', ...th, align: 'right' },
  ];
  let at = row(
    doc,
    heads.map((c, n) => ({ cell: c, x: COLUMNS[n]!.x + PAD, width: COLUMNS[n]!.width - 2 * PAD })),
    y + PAD,
  );
  rule(doc, at + PAD, 1, '#000000');
  at += PAD;
  const body: { cells: Cell[]; spanLabel?: boolean }[] = lines.map((l) => ({
    cells: [
      { text: wrapByParts(l.label) },
      { text: wrapByParts(l.detail), size: 8, color: GREY },
      { text: formatSoles(l.amount), align: 'right' },
    ],
  }));
  if (lines.length === 0) body.push({ cells: [{ text: 'Ninguno', font: 'italic', size: 8, color: GREY }] });
  body.push({
    cells: [
      { text: total.label, font: 'bold' },
      { text: '' },
      { text: formatSoles(total.amount), font: 'bold', align: 'right' },
    ],
    spanLabel: true,
  });
  body.forEach((r, i) => {
    const placed = r.cells.map((c, n) => ({
      cell: c,
      x: COLUMNS[n]!.x + PAD,
      width:
        (r.spanLabel && n === 0) || r.cells.length === 1
          ? COLUMNS[0].width + COLUMNS[1].width - 2 * PAD
          : COLUMNS[n]!.width - 2 * PAD,
    }));
    at = row(doc, placed, at + PAD) + PAD;
    if (i < body.length - 1) rule(doc, at);
  });
  return at + 10;
}

function page(doc: Doc, p: Payslip): void {
  const m = PAGE.margin;
  continuations.set(
    doc,
    `BOLETA DE PAGO (continuación) · ${p.worker.name} · ${p.worker.documentType} ${p.worker.document} · ${p.period}`,
  );
  const half = WIDTH / 2;
  // The employer (left) and the document's title (right).
  let left = cell(doc, { text: p.employer.legalName, font: 'bold', size: 11 }, m, m, half);
  left = cell(doc, { text: `RUC ${p.employer.ruc}`, size: 8, color: GREY }, m, left, half);
  if (p.employer.address) left = cell(doc, { text: p.employer.address, size: 8, color: GREY }, m, left, half);
  let right = cell(
    doc,
    { text: 'BOLETA DE PAGO', font: 'bold', size: 13, align: 'right' },
    m + half,
    m,
    half,
  );
  right = cell(
    doc,
    { text: 'D.S. N.° 001-98-TR', size: 8, color: GREY, align: 'right' },
    m + half,
    right,
    half,
  );
  let y = Math.max(left, right) + 8;
  y = cell(doc, { text: p.period, font: 'bold' }, m, y, WIDTH) + 8;
  // The worker: four columns of label and value.
  const label = 95;
  const value = half - label;
  const pairs: [string, Cell, string, Cell][] = [
    [
      'Trabajador',
      { text: p.worker.name, font: 'bold' },
      'Documento',
      { text: `${p.worker.documentType} ${p.worker.document}` },
    ],
    ['Cargo', { text: p.worker.position }, 'Fecha de ingreso', { text: p.worker.hireDate || '—' }],
    [
      'Días embarcado',
      { text: String(p.daysOnBoard) },
      'Días de pesca · en tierra',
      { text: `${p.fishingDays} · ${p.daysOnLand}` },
    ],
  ];
  for (const [l1, v1, l2, v2] of pairs)
    y =
      row(
        doc,
        [
          { cell: { text: l1 }, x: m, width: label - PAD },
          { cell: v1, x: m + label, width: value - PAD },
          { cell: { text: l2 }, x: m + half, width: label + 20 - PAD },
          { cell: v2, x: m + half + label + 20, width: value - 20 - PAD },
        ],
        y,
      ) + 2;
  y += 8;
  y = linesTable(doc, y, 'Ingresos', p.earnings, { label: 'Total ingresos', amount: p.gross });
  y = linesTable(doc, y, 'Descuentos', p.deductions, {
    label: 'Total descuentos',
    amount: p.totalDeductions,
  });
  y = linesTable(doc, y, 'Aportes del empleador', p.contributions, {
    label: 'Total aportes del empleador',
    amount: p.totalContributions,
  });
  y =
    row(
      doc,
      [
        { cell: { text: 'NETO A PAGAR', font: 'bold', size: 12 }, x: m, width: half },
        {
          cell: { text: formatSoles(p.net), font: 'bold', size: 12, align: 'right' },
          x: m + half,
          width: half,
        },
      ],
      y + 4,
    ) + 40;
  // The signatures.
  if (y + 30 > BOTTOM) y = nextPage(doc);
  for (const [n, who] of ['EMPLEADOR', 'Recibí conforme — TRABAJADOR'].entries()) {
    const x = m + n * half;
    const line = cell(doc, { text: '______________________________', align: 'center' }, x, y, half);
    cell(doc, { text: who, align: 'center' }, x, line, half);
  }
}

function newDocument(title: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    lang: 'es-PE',
    displayTitle: true,
    info: { Title: title, ...PDF_INFO },
  });
  doc.registerFont('regular', PDF_FONTS.normal);
  doc.registerFont('bold', PDF_FONTS.bold);
  doc.registerFont('italic', PDF_FONTS.italics);
  return doc;
}

/**
 * The payslips of `payslips`, one per page, as a PDF stream: pages are written in batches while the
 * stream is read; a failure while writing destroys the stream with its error.
 */
export function payslipPdf(title: string, payslips: readonly Payslip[]): Readable {
  const doc = newDocument(title);
  void (async () => {
    for (let i = 0; i < payslips.length; i++) {
      doc.addPage();
      page(doc, payslips[i]!);
      if ((i + 1) % BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  // eslint-disable-next-line no-restricted-syntax -- pdfmake's typings declare its document as PDFKit's, which is a Node Readable at run time
  return doc as unknown as Readable;
}

/** The payslips as bytes (a .zip entry, a test). */
export async function payslipPdfBuffer(title: string, payslips: readonly Payslip[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of payslipPdf(title, payslips)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
