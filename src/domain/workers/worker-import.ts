import { BANKS } from '../shared/cci';
import { importDate, IMPORT_MAX_BYTES, type ImportProblem } from '../shared/spreadsheet-import';
import { withoutAccents, type FieldError } from '../shared/validation';
import { cleanWorker, validateWorker, type WorkerInput } from './worker';

/**
 * The import of workers from a spreadsheet (.xlsx or .csv): one worker per row under a header row
 * with these Spanish headers (the template's). The document (type + number) is the key: a row whose
 * document exists updates that worker.
 */
export const WORKER_IMPORT_COLUMNS = [
  { key: 'documentType', header: 'Tipo de documento', example: 'DNI' },
  { key: 'documentNumber', header: 'Número de documento', example: '45781236' },
  { key: 'paternalSurname', header: 'Apellido paterno', example: 'QUISPE' },
  { key: 'maternalSurname', header: 'Apellido materno', example: 'MAMANI' },
  { key: 'names', header: 'Nombres', example: 'JUAN CARLOS' },
  { key: 'birthDate', header: 'Fecha de nacimiento', example: '15/04/1988' },
  { key: 'hireDate', header: 'Fecha de ingreso', example: '01/03/2024' },
  { key: 'endDate', header: 'Fecha de cese', example: '' },
  { key: 'positionCode', header: 'Código de cargo', example: 'TRIP' },
  { key: 'pensionScheme', header: 'Régimen de pensiones', example: 'AFP' },
  { key: 'afp', header: 'AFP', example: 'PRIMA' },
  { key: 'commissionType', header: 'Tipo de comisión', example: 'MIXTA' },
  { key: 'cuspp', header: 'CUSPP', example: '583451JPVIE4' },
  { key: 'unionAffiliated', header: 'Sindicalizado', example: 'Sí' },
  { key: 'eps', header: 'EPS', example: 'No' },
  { key: 'familyAllowance', header: 'Asignación familiar', example: 'Sí' },
  { key: 'labourRegime', header: 'Régimen laboral', example: 'PESQUERO' },
  { key: 'monthlySalary', header: 'Remuneración mensual', example: '' },
  { key: 'employerRuc', header: 'RUC empleador', example: '' },
  { key: 'termsFrom', header: 'Vigente desde', example: '01/03/2024' },
  { key: 'bank', header: 'Banco', example: '002' },
  { key: 'account', header: 'CCI', example: '00219300123456789013' },
  { key: 'ctsBank', header: 'Banco CTS', example: '003' },
  { key: 'ctsAccount', header: 'Cuenta CTS (CCI)', example: '00319300123456789003' },
  { key: 'active', header: 'Activo', example: 'Sí' },
] as const;
export type WorkerImportKey = (typeof WORKER_IMPORT_COLUMNS)[number]['key'];

/** The most rows one file may carry, and its largest size. */
export const WORKER_IMPORT_MAX_ROWS = 10_000;
export const WORKER_IMPORT_MAX_BYTES = IMPORT_MAX_BYTES;

export {
  IMPORT_MODES,
  importDate,
  type ImportMode,
  type ImportProblem,
  type ImportSummary,
} from '../shared/spreadsheet-import';

export const IMPORT_MESSAGES = {
  empty: 'El archivo no tiene filas de trabajadores.',
  tooManyRows: `El archivo supera ${WORKER_IMPORT_MAX_ROWS.toLocaleString('es-PE')} filas.`,
  tooLarge: `El archivo supera el tamaño máximo de ${WORKER_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'No se pudo leer el archivo: use la plantilla en formato .xlsx o un .csv.',
  missingHeaders: (headers: readonly string[]) =>
    `Faltan columnas en la fila de encabezados: ${headers.join(', ')}. Use la plantilla.`,
  date: 'Fecha no válida: use DD/MM/AAAA.',
  yesNo: 'Escriba Sí o No.',
  bank: 'Banco no válido: escriba su código (002) o nombre (BCP).',
  positionRequired: 'El código de cargo es obligatorio.',
  positionUnknown: (code: string) => `No existe un cargo con el código «${code}».`,
  positionInactive: (code: string) => `El cargo «${code}» está desactivado.`,
  employerRuc: 'El RUC del empleador debe tener 11 dígitos.',
  employerUnknown: (ruc: string) => `No existe una empresa con el RUC «${ruc}».`,
  employerInactive: (ruc: string) => `La empresa con el RUC «${ruc}» está desactivada.`,
  employerRequired:
    'Indique el RUC de la empresa empleadora: es obligatorio para el personal del régimen general (D.Leg. 728) cuando hay más de una empresa.',
  duplicate: (row: number) => `El mismo documento ya aparece en la fila ${row}.`,
  notAll: 'Hay filas con errores: corríjalas o importe solo las filas válidas.',
} as const;

/** A row as read: the cell texts by column key (dates already 'YYYY-MM-DD' when the file held dates). */
export type ImportCells = Readonly<Partial<Record<WorkerImportKey, string>>>;

/** 'Sí'/'Si'/'S'/'X'/'1'/'true' → true; 'No'/'N'/'0'/'false'/'' → false (or the fallback when blank). */
export function importYesNo(text: string, blank = false): boolean | undefined {
  const v = text.trim().toLowerCase();
  if (v === '') return blank;
  if (['sí', 'si', 's', 'x', '1', 'true', 'verdadero', 'yes'].includes(v)) return true;
  if (['no', 'n', '0', 'false', 'falso'].includes(v)) return false;
  return undefined;
}

/** A bank written by code ('002', '2') or name ('BCP', 'banco de la nacion') → its code. */
export function importBank(text: string): string | undefined {
  const v = text.trim();
  if (v === '') return '';
  if (/^\d{1,3}$/.test(v)) {
    const code = v.padStart(3, '0');
    return BANKS.some((b) => b.code === code) ? code : undefined;
  }
  const plain = (s: string) => withoutAccents(s).toLowerCase().replace(/\s+/g, ' ');
  return BANKS.find((b) => plain(b.name) === plain(v))?.code;
}

/** 'DNI', '01', 'CE', 'Carné de extranjería', '04', 'Pasaporte', 'PAS', '07' → the type ('' unknown as written). */
export function importDocumentType(text: string): string {
  const v = withoutAccents(text.trim()).toUpperCase();
  if (v === '01' || v === '1') return 'DNI';
  if (v === '04' || v === '4' || v === 'CARNE DE EXTRANJERIA' || v === 'C.E.') return 'CE';
  if (v === '07' || v === '7' || v === 'PAS' || v === 'PASAPORTE') return 'PASAPORTE';
  return v;
}

/** 'Pesquero', 'GENERAL', 'General (D.Leg. 728)', '728' → the regime word ('' stays '': pesquero). */
export function importLabourRegime(text: string): string {
  const v = withoutAccents(text.trim()).toLowerCase();
  if (v.startsWith('pesquero') || v.includes('014-2004')) return 'pesquero';
  if (v.startsWith('general') || v === '728' || v.includes('728')) return 'general';
  return v;
}

/** The form's fields the file writes under another column: the position's code, the employer's RUC. */
const COLUMN_OF_FIELD: Readonly<Record<string, WorkerImportKey>> = {
  positionId: 'positionCode',
  employerCompanyId: 'employerRuc',
};

const header = (key: string): string =>
  WORKER_IMPORT_COLUMNS.find((c) => c.key === (COLUMN_OF_FIELD[key] ?? key))?.header ?? key;

/** The employer's RUC as written ('20100000001', with spaces or dashes), or undefined when not 11 digits. */
export function importRuc(text: string): string | undefined {
  const v = text.replace(/[\s.-]/g, '');
  if (v === '') return '';
  return /^\d{11}$/.test(v) ? v : undefined;
}

/** A row of the file read into a worker's input (the position still as its code) and its problems. */
export interface ImportedRow {
  /** The spreadsheet's row number. */
  readonly row: number;
  readonly positionCode: string;
  /** Whether the row says from when its terms apply (otherwise: the hire date, or today on an update). */
  readonly termsFromGiven: boolean;
  /**
   * Whether the file has the CTS account's columns: an older file without them leaves the stored CTS
   * account as it is (whoever knows the stored worker takes it).
   */
  readonly ctsGiven: boolean;
  /**
   * Whether the file has the labour regime's columns: an older file without them keeps a stored
   * worker's regime and salary (a new worker is pesquero).
   */
  readonly regimeGiven: boolean;
  /**
   * The employer's RUC as written ('' none); undefined when the file has no «RUC empleador» column (an
   * older file keeps a stored worker's employer).
   */
  readonly employerRuc: string | undefined;
  /** The clean input; `positionId` and `employerCompanyId` are set by whoever knows those records. */
  readonly input: WorkerInput;
  readonly problems: ImportProblem[];
}

/**
 * Reads one row: dates, yes/no and bank as people write them, then the worker's own rules. Without a
 * "Vigente desde", the terms apply from the hire date (the server uses today when the row updates a worker).
 */
export function readImportRow(
  row: number,
  cells: ImportCells,
  positionId: number | null,
  employerCompanyId: number | null = null,
): ImportedRow {
  const problems: ImportProblem[] = [];
  const text = (key: WorkerImportKey) => (cells[key] ?? '').trim();
  const date = (key: WorkerImportKey) => {
    const v = text(key);
    if (v === '') return '';
    const iso = importDate(v);
    if (iso === undefined) problems.push({ row, column: header(key), message: IMPORT_MESSAGES.date });
    return iso ?? '';
  };
  const yesNo = (key: WorkerImportKey, blank = false) => {
    const v = importYesNo(text(key), blank);
    if (v === undefined) problems.push({ row, column: header(key), message: IMPORT_MESSAGES.yesNo });
    return v ?? blank;
  };
  const bank = importBank(text('bank'));
  if (bank === undefined) problems.push({ row, column: header('bank'), message: IMPORT_MESSAGES.bank });
  const ctsGiven = cells.ctsBank !== undefined || cells.ctsAccount !== undefined;
  const ctsBank = importBank(text('ctsBank'));
  if (ctsBank === undefined) problems.push({ row, column: header('ctsBank'), message: IMPORT_MESSAGES.bank });
  const positionCode = text('positionCode').toUpperCase();
  const employerRuc = importRuc(text('employerRuc'));
  if (employerRuc === undefined)
    problems.push({ row, column: header('employerRuc'), message: IMPORT_MESSAGES.employerRuc });
  const raw: WorkerInput = {
    documentType: importDocumentType(text('documentType')),
    documentNumber: text('documentNumber'),
    paternalSurname: text('paternalSurname'),
    maternalSurname: text('maternalSurname'),
    names: text('names'),
    birthDate: date('birthDate'),
    hireDate: date('hireDate'),
    endDate: date('endDate'),
    positionId,
    pensionScheme: text('pensionScheme').toUpperCase(),
    afp: text('afp').toUpperCase(),
    commissionType: text('commissionType').toUpperCase(),
    cuspp: text('cuspp'),
    unionAffiliated: yesNo('unionAffiliated'),
    eps: yesNo('eps'),
    familyAllowance: yesNo('familyAllowance'),
    labourRegime: importLabourRegime(text('labourRegime')),
    monthlySalary: text('monthlySalary'),
    employerCompanyId,
    termsFrom: date('termsFrom'),
    bank: bank ?? '',
    account: text('account'),
    ctsBank: ctsBank ?? '',
    ctsAccount: text('ctsAccount'),
    active: yesNo('active', true),
  };
  const failedColumns = new Set(problems.map((p) => p.column));
  for (const e of validateWorker(raw) as FieldError[]) {
    if (e.field === 'positionId') {
      if (positionCode === '')
        problems.push({ row, column: header('positionCode'), message: IMPORT_MESSAGES.positionRequired });
      continue;
    }
    const column = header(e.field);
    // A cell already refused as unreadable is not refused twice.
    if (!failedColumns.has(column)) problems.push({ row, column, message: e.message });
  }
  return {
    row,
    positionCode,
    termsFromGiven: text('termsFrom') !== '',
    ctsGiven,
    regimeGiven: cells.labourRegime !== undefined || cells.monthlySalary !== undefined,
    employerRuc: cells.employerRuc === undefined ? undefined : (employerRuc ?? ''),
    input: cleanWorker(raw),
    problems,
  };
}
