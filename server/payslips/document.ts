import type { Payslip, PayslipLine } from '../../src/domain/payslips/payslip';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import type { Content, TableCell, TDocumentDefinitions } from '../kit/pdf';

/** The payslip as a PDF page (pdfmake): A4 portrait, one payslip per page (docs/payslips.md). */

const small = { fontSize: 8, color: '#444444' } as const;

function linesTable(
  title: string,
  lines: readonly PayslipLine[],
  total: { label: string; amount: string },
): Content {
  const body: TableCell[][] = [
    [
      { text: title, style: 'th' },
      { text: 'Detalle', style: 'th' },
      { text: 'Importe', style: 'th', alignment: 'right' },
    ],
    ...lines.map((l): TableCell[] => [
      { text: l.label },
      { text: l.detail, ...small },
      { text: formatSoles(l.amount), alignment: 'right', noWrap: true },
    ]),
  ];
  if (lines.length === 0) body.push([{ text: 'Ninguno', colSpan: 3, italics: true, ...small }, '', '']);
  body.push([
    { text: total.label, bold: true, colSpan: 2 },
    '',
    { text: formatSoles(total.amount), bold: true, alignment: 'right', noWrap: true },
  ]);
  return {
    table: { headerRows: 1, widths: ['*', '*', 'auto'], body },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 10],
  };
}

function page(p: Payslip): Content[] {
  return [
    {
      columns: [
        [
          { text: p.employer.legalName, bold: true, fontSize: 11 },
          { text: `RUC ${p.employer.ruc}`, ...small },
          ...(p.employer.address ? [{ text: p.employer.address, ...small }] : []),
        ],
        [
          { text: 'BOLETA DE PAGO', bold: true, fontSize: 13, alignment: 'right' },
          { text: 'D.S. N.° 001-98-TR', alignment: 'right', ...small },
        ],
      ],
      margin: [0, 0, 0, 8],
    },
    { text: p.period, bold: true, margin: [0, 0, 0, 8] },
    {
      table: {
        widths: ['auto', '*', 'auto', '*'],
        body: [
          [
            'Trabajador',
            { text: p.worker.name, bold: true },
            'Documento',
            `${p.worker.documentType} ${p.worker.document}`,
          ],
          ['Cargo', p.worker.position, 'Fecha de ingreso', p.worker.hireDate || '—'],
          [
            'Días embarcado',
            String(p.daysOnBoard),
            'Días de pesca · en tierra',
            `${p.fishingDays} · ${p.daysOnLand}`,
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    },
    linesTable('Ingresos', p.earnings, { label: 'Total ingresos', amount: p.gross }),
    linesTable('Descuentos', p.deductions, { label: 'Total descuentos', amount: p.totalDeductions }),
    linesTable('Aportes del empleador', p.contributions, {
      label: 'Total aportes del empleador',
      amount: p.totalContributions,
    }),
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'NETO A PAGAR', bold: true, fontSize: 12 },
            { text: formatSoles(p.net), bold: true, fontSize: 12, alignment: 'right' },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 4, 0, 40],
    },
    {
      columns: [
        { stack: ['______________________________', 'EMPLEADOR'], alignment: 'center' },
        { stack: ['______________________________', 'Recibí conforme — TRABAJADOR'], alignment: 'center' },
      ],
    },
  ];
}

/** The payslips of `payslips`, one per page. */
export function payslipDocument(title: string, payslips: readonly Payslip[]): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title },
    styles: { th: { bold: true, fontSize: 8, color: '#333333' } },
    content: payslips.flatMap((p, i) =>
      i === 0 ? page(p) : [{ text: '', pageBreak: 'before' } as Content, ...page(p)],
    ),
  };
}
