import type { PayrollReport, ReportAmounts, ReportTotal } from '../../src/domain/payroll-report/report';
import { formatAmount } from '../../src/domain/shared/decimal-text';
import { pageNumbers, type TableCell, type TDocumentDefinitions } from '../kit/pdf';
import { REPORT_HEADERS } from './workbook';

/**
 * The report as a PDF (docs/payroll-report.md): landscape, the column heads repeated on every page,
 * each vessel's and company's total after its rows, the grand total, page numbers. A report with many
 * amount columns goes on A3.
 */
export function reportDocument(report: PayrollReport, printedAt: string): TDocumentDefinitions {
  const amountHeads = [
    ...report.columns.map((c) => c.label),
    REPORT_HEADERS.gross,
    REPORT_HEADERS.deductions,
    REPORT_HEADERS.net,
    REPORT_HEADERS.employer,
  ];
  const amounts = (a: ReportAmounts): TableCell[] => [
    ...report.columns.map((c) => ({
      text: formatAmount(a.amounts[c.key] ?? ''),
      alignment: 'right' as const,
    })),
    ...[a.gross, a.deductions, a.net, a.employer].map((v) => ({
      text: formatAmount(v),
      alignment: 'right' as const,
    })),
  ];
  const totalRow = (t: ReportTotal): TableCell[] => [
    { text: t.label, colSpan: 4, bold: true },
    '',
    '',
    '',
    { text: String(t.workers), alignment: 'right', bold: true },
    ...amounts(t).map((cell) => ({ ...(cell as object), bold: true, fillColor: '#eeeeee' }) as TableCell),
  ];
  const body: TableCell[][] = [
    [
      REPORT_HEADERS.document,
      REPORT_HEADERS.name,
      REPORT_HEADERS.position,
      REPORT_HEADERS.vessel,
      'Días',
      ...amountHeads,
    ].map((text) => ({ text, bold: true, fillColor: '#dddddd' })),
  ];
  const vesselTotals = new Map(report.vesselTotals.map((t) => [`${t.companyRuc}|${t.vessel}`, t]));
  const companyTotals = new Map(report.companyTotals.map((t) => [t.companyRuc, t]));
  report.rows.forEach((r, i) => {
    const previous = report.rows[i - 1];
    if (!previous || previous.companyRuc !== r.companyRuc)
      body.push([
        { text: `${r.companyName} · RUC ${r.companyRuc}`, colSpan: 5 + amountHeads.length, bold: true },
        ...Array<TableCell>(4 + amountHeads.length).fill(''),
      ]);
    body.push([
      r.document,
      r.name,
      r.position,
      r.vessel === '' ? 'En tierra' : r.vesselName,
      { text: String(r.daysOnBoard + r.daysOnLand), alignment: 'right' },
      ...amounts(r),
    ]);
    const next = report.rows[i + 1];
    if (!next || next.companyRuc !== r.companyRuc || next.vessel !== r.vessel) {
      const t = vesselTotals.get(`${r.companyRuc}|${r.vessel}`);
      if (t) body.push(totalRow(t));
    }
    if (!next || next.companyRuc !== r.companyRuc) {
      const t = companyTotals.get(r.companyRuc);
      if (t) body.push(totalRow(t));
    }
  });
  body.push(totalRow(report.total));
  const wide = amountHeads.length > 12;
  return {
    pageSize: wide ? 'A3' : 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 40, 24, 32],
    info: { title: `Reporte de planilla · ${report.title}` },
    defaultStyle: { fontSize: 6 },
    header: {
      columns: [
        { text: `Reporte de planilla · ${report.title}`, bold: true, fontSize: 10 },
        { text: `Emitido el ${printedAt}`, alignment: 'right', fontSize: 7 },
      ],
      margin: [24, 16, 24, 0],
    },
    footer: pageNumbers,
    content: [
      {
        table: {
          headerRows: 1,
          widths: [38, 100, 50, 55, 18, ...amountHeads.map(() => '*' as const)],
          body,
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}
