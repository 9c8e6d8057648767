import ExcelJS from 'exceljs';
import { REPORT_HEADERS } from '../../../server/payroll-report/workbook';

export type TotalName = 'gross' | 'totalDeductions' | 'net' | 'totalEmployer';

/** The report's total columns, by header. */
export const REPORT_TOTALS: Readonly<Record<string, TotalName>> = {
  'Total ingresos': 'gross',
  'Total descuentos': 'totalDeductions',
  'Neto a pagar': 'net',
  'Aportes del empleador': 'totalEmployer',
};

/** The report's columns that are not amounts (days, weeks). */
export const NOT_AMOUNTS = new Set<string>([
  REPORT_HEADERS.weeks,
  REPORT_HEADERS.daysOnBoard,
  REPORT_HEADERS.fishingDays,
  REPORT_HEADERS.daysOnLand,
]);

/**
 * The payroll report's .xlsx (week or month), one reading per worker row: the «Planilla» sheet, headers
 * on row 3, each row keyed by its «Documento» column; `read` gets the headers and the row's cells.
 */
export async function reportSheetRows<T>(
  bytes: Buffer,
  read: (head: readonly string[], values: readonly unknown[]) => T,
): Promise<Map<string, T>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Planilla');
  if (!sheet) throw new Error('the report has no «Planilla» sheet');
  const head = (sheet.getRow(3).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  const documentColumn = head.indexOf('Documento');
  if (documentColumn < 0) throw new Error(`the report has no «Documento» column: ${head.join(' | ')}`);
  const out = new Map<string, T>();
  sheet.eachRow((row, n) => {
    if (n <= 3) return;
    const values = row.values as unknown[];
    const document = values[documentColumn];
    if (typeof document !== 'string' || !/^\d{8}$/.test(document)) return;
    if (out.has(document)) throw new Error(`the report has two rows for ${document}`);
    out.set(document, read(head, values));
  });
  return out;
}
