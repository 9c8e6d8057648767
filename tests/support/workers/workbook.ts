import ExcelJS from 'exceljs';
import { cciCheckDigit } from '../../../src/domain/shared/cci';
import { WORKER_IMPORT_COLUMNS, type WorkerImportKey } from '../../../src/domain/workers/worker-import';

/** A valid CCI of the bank for the account number `n`. */
export function cciFor(bank: string, n: number): string {
  const head = `${bank}193`;
  const account = String(n).padStart(12, '0');
  return `${head}${account}${cciCheckDigit(head)}${cciCheckDigit(account)}`;
}

export type WorkerSheetRow = Record<WorkerImportKey, string>;

/** The i-th generated worker: a valid row (DNI from `base + i`), ONP or AFP alternately. */
export function workerRow(i: number, positionCode: string, base = 40_000_000): WorkerSheetRow {
  const afp = i % 2 === 0;
  return {
    documentType: 'DNI',
    documentNumber: String(base + i).padStart(8, '0'),
    paternalSurname: `APELLIDO${i}`,
    maternalSurname: 'RAMOS',
    names: `NOMBRE ${i}`,
    birthDate: '15/04/1988',
    hireDate: '01/03/2024',
    endDate: '',
    positionCode,
    pensionScheme: afp ? 'AFP' : 'ONP',
    afp: afp ? 'PRIMA' : '',
    commissionType: afp ? 'MIXTA' : '',
    cuspp: afp ? `${String(100000 + (i % 900000)).padStart(6, '0')}ABCDE${i % 10}` : '',
    unionAffiliated: i % 3 === 0 ? 'Sí' : 'No',
    eps: 'No',
    familyAllowance: i % 4 === 0 ? 'Sí' : 'No',
    labourRegime: 'PESQUERO',
    monthlySalary: '',
    employerRuc: '',
    termsFrom: '',
    bank: '002',
    account: cciFor('002', i + 1),
    ctsBank: i % 5 === 0 ? '003' : '',
    ctsAccount: i % 5 === 0 ? cciFor('003', i + 1) : '',
    active: 'Sí',
  };
}

/** An .xlsx with the template's headers and these rows (all cells as text). */
export async function workbookOf(rows: readonly WorkerSheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Trabajadores');
  sheet.addRow(WORKER_IMPORT_COLUMNS.map((c) => c.header));
  for (const row of rows) sheet.addRow(WORKER_IMPORT_COLUMNS.map((c) => row[c.key]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A .csv with the template's headers (but `omit`, as an older template) and these rows. */
export function csvOf(
  rows: readonly WorkerSheetRow[],
  separator = ';',
  bom = true,
  omit: readonly WorkerImportKey[] = [],
): Buffer {
  const columns = WORKER_IMPORT_COLUMNS.filter((c) => !omit.includes(c.key));
  const line = (cells: readonly string[]) =>
    cells.map((c) => (/[;,"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(separator);
  const text = [
    line(columns.map((c) => c.header)),
    ...rows.map((r) => line(columns.map((c) => r[c.key]))),
  ].join('\r\n');
  return Buffer.from(`${bom ? '\uFEFF' : ''}${text}\r\n`, 'utf8');
}
