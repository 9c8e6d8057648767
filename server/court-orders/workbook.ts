import ExcelJS from '../kit/xlsx';
import type { CourtOrder, CourtOrderReport } from '../../src/domain/court-orders/court-order';
import { COURT_ORDER_KIND_NAMES } from '../../src/domain/court-orders/court-order';
import { formatDate } from '../../src/domain/shared/dates';
import { formatMonthName } from '../../src/domain/shared/month-names';

const MONEY = '#,##0.00';

/**
 * The order's report for the court as an .xlsx: the order's data at the top, then one row per closed week
 * or month run's gratificación or CTS (its period, dates, the base, what was withheld) with numeric cells, and the total in bold.
 */
export async function courtOrderWorkbook(order: CourtOrder, report: CourtOrderReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sistema de Planillas';
  const sheet = workbook.addWorksheet('Retenciones');
  sheet.columns = [{ width: 24 }, { width: 14 }, { width: 14 }, { width: 22 }, { width: 16 }];
  sheet.addRow(['Expediente', order.caseNumber]);
  sheet.addRow(['Juzgado', order.court]);
  sheet.addRow(['Tipo', COURT_ORDER_KIND_NAMES[order.kind]]);
  sheet.addRow([
    'Beneficiario',
    `${order.beneficiaryName} (${order.beneficiaryDocumentType} ${order.beneficiaryDocumentNumber})`,
  ]);
  sheet.addRow(['CCI', order.beneficiaryCci]);
  sheet.addRow([]);
  const head = sheet.addRow(['Periodo', 'Del', 'Al', 'Neto tras descuentos de ley', 'Retenido']);
  head.font = { bold: true };
  for (const r of report.rows) {
    const row = sheet.addRow([
      r.source === 'semana'
        ? `Semana ${r.number}-${r.year}`
        : `${r.source === 'cts' ? 'CTS' : 'Gratificación'} ${formatMonthName(r.start.slice(0, 7))}`,
      formatDate(r.start),
      formatDate(r.end),
      Number(r.base === '' ? 0 : r.base),
      Number(r.withheld),
    ]);
    row.getCell(4).numFmt = MONEY;
    row.getCell(5).numFmt = MONEY;
  }
  const total = sheet.addRow(['Total', '', '', '', Number(report.total)]);
  total.font = { bold: true };
  total.getCell(5).numFmt = MONEY;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
