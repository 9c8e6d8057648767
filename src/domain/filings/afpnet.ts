/**
 * The AFPnet upload file ("planilla de declaración y pago" of the private pension system, SPP) for one
 * company and month: one row per worker affiliated to an AFP, no header row. Pure: no I/O.
 *
 * Columns, in AFPnet's order (its Excel model "Formato de archivo para Planilla Única", whose note says
 * to delete the title rows before uploading; the same order appears in AFPnet's "Declaración de la
 * situación laboral" (2015) and in open-source exporters: TOTVS GPER890, an Odoo l10n_pe module, a
 * TypeScript payroll that checked it against a filed AFPnet workbook):
 *   1 sequence (1, 2, 3… without gaps)      9 start of the relation in the month (S/N)
 *   2 CUSPP (12 characters)                10 end of the relation in the month (S/N)
 *   3 document type, AFPnet's own codes:   11 exemption from contributing: empty, or L (licencia sin
 *     0 DNI, 1 carné de extranjería,          goce), U (subsidio), J (pensionista/jubilado),
 *     4 pasaporte                             I (invalidez), P (relación iniciada después del cierre),
 *   4 document number                         O (otro motivo)
 *   5 paternal surname (reference only)    12 remuneración asegurable: 2 decimals, decimal point
 *   6 maternal surname (reference only)    13-15 voluntary contributions (afiliado con fin previsional,
 *   7 names (reference only)                  sin fin previsional, del empleador): 0.00
 *   8 labour relation in force (S/N)       16 work type (rubro): N normal, C construcción civil,
 *                                             M minería, P pesquería (not confirmed by a source)
 * The text rendering separates the columns with TAB (what Excel writes for "texto delimitado por
 * tabulaciones") and ends lines with CRLF: see docs/filings.md for why this is a doubt.
 */
import { Decimal } from '../shared/decimal';
import { cleanCuspp, cusppProblem } from '../shared/cuspp';
import { cleanDocumentNumber, type DocumentType } from '../shared/identity-document';
import { neutralizeFormula } from '../shared/formula-injection';
import { tidy } from '../shared/validation';
import { type PensionScheme } from './concept-codes';
import {
  LINE_END,
  amountProblem,
  documentProblems,
  headerProblems,
  type FilingProblem,
  type FilingFile,
} from './plame';

/** AFPnet's document type codes (not SUNAT's table 3); PTP and CPP have none known: refused. */
export const AFPNET_DOCUMENT_CODES: Readonly<Partial<Record<DocumentType, string>>> = {
  DNI: '0',
  CE: '1',
  PASAPORTE: '4',
};

export const AFPNET_EXEMPTIONS = ['L', 'U', 'J', 'I', 'P', 'O'] as const;
export type AfpnetExemption = (typeof AFPNET_EXEMPTIONS)[number];

export const AFPNET_WORK_TYPES = ['N', 'C', 'M', 'P'] as const;
export type AfpnetWorkType = (typeof AFPNET_WORK_TYPES)[number];

/**
 * The work type (rubro) of a worker: P (pesquería) for crew, N otherwise. AFPnet computes from it the
 * complementary contributions of risk work (worker's and employer's), which the file does not carry as
 * amounts: its model says the insurable pay is the base of the mandatory contribution, the insurance
 * premium, the commission and, "si es trabajo de riesgo", the complementary contributions of both.
 */
export const afpnetWorkType = (crew: boolean): AfpnetWorkType => (crew ? 'P' : 'N');

export interface AfpnetWorker {
  readonly documentType: DocumentType;
  readonly document: string;
  readonly paternalSurname: string;
  readonly maternalSurname: string;
  readonly names: string;
  readonly pensionScheme: PensionScheme | '';
  readonly cuspp?: string;
  /** The labour relation is in force in the month (default true). */
  readonly relationInForce?: boolean;
  /** The relation started in the month (hired this month). */
  readonly relationStarted?: boolean;
  /** The relation ended in the month (ceased this month). */
  readonly relationEnded?: boolean;
  /** Why no contribution is due (default: it is due). */
  readonly exemption?: AfpnetExemption;
  /** Remuneración asegurable of the month, decimal string: '3189.76'. */
  readonly insurablePay: string;
  /** Default 'N'. */
  readonly workType?: AfpnetWorkType;
}

export interface AfpnetInput {
  /** 'AAAA-MM' */
  readonly month: string;
  readonly company: { readonly ruc: string };
  /** Every worker of the month: only AFP members go to the file. */
  readonly workers: readonly AfpnetWorker[];
}

/** 'afpnet-20100000001-202504.txt' */
export const afpnetFileName = (month: string, ruc: string): string =>
  `afpnet-${ruc.trim()}-${month.replace('-', '')}.txt`;

export const AFPNET_SEPARATOR = '\t';

const label = (w: AfpnetWorker): string => {
  const name = tidy(`${w.paternalSurname ?? ''} ${w.maternalSurname ?? ''}`);
  const doc = cleanDocumentNumber(w.document ?? '');
  const id = doc === '' ? 'sin documento' : `${w.documentType} ${doc}`;
  return name === '' ? id : `${name}, ${tidy(w.names ?? '')} (${id})`;
};

const yesNo = (value: boolean): 'S' | 'N' => (value ? 'S' : 'N');

function validate(input: AfpnetInput, file: string, members: readonly AfpnetWorker[]): FilingProblem[] {
  const problems = headerProblems(input.month, input.company.ruc);
  if (members.length === 0) {
    problems.push({
      file,
      field: 'workers',
      message: 'Ningún trabajador del mes está afiliado a una AFP: no hay planilla AFPnet que presentar.',
    });
  }
  for (const w of members) {
    const who = label(w);
    problems.push(...documentProblems(w, who).map((p) => ({ ...p, file })));
    if (
      (w.documentType === 'PTP' || w.documentType === 'CPP') &&
      AFPNET_DOCUMENT_CODES[w.documentType] === undefined
    )
      problems.push({
        worker: who,
        file,
        field: 'documentType',
        message: `AFPnet no tiene código para el tipo de documento ${w.documentType}: declare al afiliado en AFPnet con su DNI, carné de extranjería o pasaporte.`,
      });
    const cuspp = cusppProblem(w.cuspp ?? '');
    if (cuspp !== undefined) {
      problems.push({
        worker: who,
        file,
        field: 'cuspp',
        message: `${cuspp} Regístrelo en la ficha del trabajador.`,
      });
    }
    if (tidy(w.paternalSurname ?? '') === '' && tidy(w.maternalSurname ?? '') === '') {
      problems.push({
        worker: who,
        file,
        field: 'paternalSurname',
        message: 'Faltan los apellidos del trabajador: complételos en su ficha.',
      });
    }
    if (tidy(w.names ?? '') === '') {
      problems.push({
        worker: who,
        file,
        field: 'names',
        message: 'Faltan los nombres del trabajador: complételos en su ficha.',
      });
    }
    const pay = amountProblem(w.insurablePay);
    if (pay !== undefined) {
      problems.push({ worker: who, file, field: 'insurablePay', message: pay });
    } else if (Decimal.of(w.insurablePay.trim()).isZero() && w.exemption === undefined) {
      problems.push({
        worker: who,
        file,
        field: 'exemption',
        message:
          'La remuneración asegurable es cero: indique la excepción de aportar (L licencia sin goce, U subsidio, J pensionista, I invalidez, P inicio después del cierre, O otro).',
      });
    }
    if (w.exemption !== undefined && !(AFPNET_EXEMPTIONS as readonly string[]).includes(w.exemption)) {
      problems.push({
        worker: who,
        file,
        field: 'exemption',
        message: `La excepción de aportar "${w.exemption}" no es válida: use L, U, J, I, P u O, o déjela vacía.`,
      });
    }
    if (w.workType !== undefined && !(AFPNET_WORK_TYPES as readonly string[]).includes(w.workType)) {
      problems.push({
        worker: who,
        file,
        field: 'workType',
        message: `El rubro "${w.workType}" no es válido: use N (normal), C (construcción), M (minería) o P (pesquería).`,
      });
    }
  }
  return problems;
}

/** The 16 cells of each row, for an Excel rendering. */
export function afpnetRows(members: readonly AfpnetWorker[]): string[][] {
  return members.map((w, i) => [
    String(i + 1),
    cleanCuspp(w.cuspp ?? ''),
    AFPNET_DOCUMENT_CODES[w.documentType] ?? '',
    cleanDocumentNumber(w.document),
    tidy(w.paternalSurname).toUpperCase(),
    tidy(w.maternalSurname).toUpperCase(),
    tidy(w.names).toUpperCase(),
    yesNo(w.relationInForce ?? true),
    yesNo(w.relationStarted ?? false),
    yesNo(w.relationEnded ?? false),
    w.exemption ?? '',
    Decimal.of(w.insurablePay.trim()).toFixed(2),
    '0.00',
    '0.00',
    '0.00',
    w.workType ?? 'N',
  ]);
}

/**
 * The rows of AFPnet's own upload model, an Excel sheet of 17 columns A–Q without a header row (the
 * model's «MODELO DE ESTRUCTURA AFP» says to delete its title, header and notes rows before uploading):
 * the 16 cells of `afpnetRows`, the insurable pay and the three voluntary contributions as numbers, and
 * column Q (AFP) empty ("conviene dejar en blanco": AFPnet finds the AFP from the CUSPP). Texts are
 * neutralised by the workbook writer (quotePrefix), not here.
 */
export function afpnetWorkbookRows(members: readonly AfpnetWorker[]): (string | number)[][] {
  return afpnetRows(members).map((cells) => [
    ...cells.slice(0, 11),
    ...cells.slice(11, 15).map((amount) => Number(amount)),
    cells[15]!,
    '',
  ]);
}

/** Validates the month's AFP members, then builds the AFPnet upload file (or says what to fix). */
export type AfpnetResult =
  | {
      readonly ok: true;
      readonly files: readonly FilingFile[];
      /** The same rows for AFPnet's Excel model (`afpnetWorkbookRows`). */
      readonly rows: readonly (readonly (string | number)[])[];
    }
  | { readonly ok: false; readonly problems: readonly FilingProblem[] };

export function buildAfpnetFile(input: AfpnetInput): AfpnetResult {
  const name = afpnetFileName(input.month, input.company.ruc);
  const members = input.workers.filter((w) => w.pensionScheme === 'AFP');
  const problems = validate(input, name, members);
  if (problems.length > 0) return { ok: false, problems };
  const content = afpnetRows(members)
    .map((cells) => cells.map(neutralizeFormula).join(AFPNET_SEPARATOR) + LINE_END)
    .join('');
  return { ok: true, files: [{ name, content }], rows: afpnetWorkbookRows(members) };
}
