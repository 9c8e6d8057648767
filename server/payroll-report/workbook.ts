import type { PassThrough } from 'node:stream';
import ExcelJS from '../kit/xlsx';
import type { PayrollReport, ReportAmounts, ReportTotal } from '../../src/domain/payroll-report/report';

/** The fixed columns of the report before the amounts, as the sheet and the PDF head them. */
export const REPORT_HEADERS = {
  company: 'Empresa',
  vessel: 'Embarcación',
  documentType: 'Tipo doc.',
  document: 'Documento',
  name: 'Apellidos y nombres',
  position: 'Cargo',
  weeks: 'Semanas',
  daysOnBoard: 'Días a bordo',
  fishingDays: 'Días de pesca',
  daysOnLand: 'Días en tierra',
  gross: 'Total ingresos',
  deductions: 'Total descuentos',
  net: 'Neto a pagar',
  employer: 'Aportes del empleador',
} as const;

const MONEY = '#,##0.00';

/**
 * Streams the report into an .xlsx: one sheet, one row per worker with every amount as a numeric cell
 * (no formulas: a value read back is the value paid), each vessel's and company's total after its rows
 * and the grand total at the end, in bold.
 */
export async function writeReportWorkbook(out: PassThrough, report: PayrollReport): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Sistema de Planillas';
  const sheet = workbook.addWorksheet('Planilla', { views: [{ state: 'frozen', ySplit: 3, xSplit: 5 }] });
  const amountKeys = report.columns.map((c) => c.key);
  const fixed = [
    { header: REPORT_HEADERS.company, width: 30 },
    { header: REPORT_HEADERS.vessel, width: 22 },
    { header: REPORT_HEADERS.documentType, width: 9 },
    { header: REPORT_HEADERS.document, width: 12 },
    { header: REPORT_HEADERS.name, width: 34 },
    { header: REPORT_HEADERS.position, width: 18 },
    { header: REPORT_HEADERS.weeks, width: 8 },
    { header: REPORT_HEADERS.daysOnBoard, width: 9 },
    { header: REPORT_HEADERS.fishingDays, width: 9 },
    { header: REPORT_HEADERS.daysOnLand, width: 9 },
  ];
  sheet.columns = [
    ...fixed.map((c, i) => ({ key: `f${i}`, width: c.width })),
    ...report.columns.map((c) => ({ key: c.key, width: 14, style: { numFmt: MONEY } })),
    ...(['gross', 'deductions', 'net', 'employer'] as const).map((k) => ({
      key: `t-${k}`,
      width: 15,
      style: { numFmt: MONEY },
    })),
  ];
  const title = sheet.addRow([`Reporte de planilla · ${report.title}`]);
  title.font = { bold: true, size: 13 };
  title.commit();
  sheet.addRow([]).commit();
  const head = sheet.addRow([
    ...fixed.map((c) => c.header),
    ...report.columns.map((c) => c.label),
    REPORT_HEADERS.gross,
    REPORT_HEADERS.deductions,
    REPORT_HEADERS.net,
    REPORT_HEADERS.employer,
  ]);
  head.font = { bold: true };
  head.commit();

  const amounts = (a: ReportAmounts) => [
    ...amountKeys.map((k) => (a.amounts[k] !== undefined ? Number(a.amounts[k]) : null)),
    Number(a.gross),
    Number(a.deductions),
    Number(a.net),
    Number(a.employer),
  ];
  const totalRow = (t: ReportTotal) => {
    const row = sheet.addRow([
      t.label,
      '',
      '',
      '',
      `${t.workers} trabajador(es)`,
      '',
      '',
      '',
      '',
      '',
      ...amounts(t),
    ]);
    row.font = { bold: true };
    row.commit();
  };
  const vesselTotals = new Map(report.vesselTotals.map((t) => [`${t.companyRuc}|${t.vessel}`, t]));
  const companyTotals = new Map(report.companyTotals.map((t) => [t.companyRuc, t]));
  report.rows.forEach((r, i) => {
    sheet
      .addRow([
        `${r.companyName} (${r.companyRuc})`,
        r.vessel === '' ? 'En tierra' : `${r.vesselName} (${r.vessel})`,
        r.documentType,
        r.document,
        r.name,
        r.position,
        r.weeks,
        r.daysOnBoard,
        r.fishingDays,
        r.daysOnLand,
        ...amounts(r),
      ])
      .commit();
    const next = report.rows[i + 1];
    const vesselEnds = !next || next.companyRuc !== r.companyRuc || next.vessel !== r.vessel;
    if (vesselEnds) {
      const t = vesselTotals.get(`${r.companyRuc}|${r.vessel}`);
      if (t) totalRow(t);
    }
    if (!next || next.companyRuc !== r.companyRuc) {
      const t = companyTotals.get(r.companyRuc);
      if (t) totalRow(t);
    }
  });
  totalRow(report.total);
  sheet.commit();
  await workbook.commit();
}
