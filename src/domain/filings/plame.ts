/**
 * The month's PLAME import files (SUNAT form 0601, "Planilla Mensual de Pagos") for one company:
 * `0601AAAAMM<RUC>.rem`, `.jor`, `.snl`, `.toc`, `.tas`, `.or5` and `.sec`, each to the field of SUNAT's
 * "Anexo 3 – Estructuras de archivos de importación T-Registro y PLAME" (plame-layout.ts holds the
 * layouts and the code lists as data, with the spec's version). Pure: no I/O, exact decimals.
 *
 * Common format: one record per line, fields separated by `|`, every line ending with `|` and CRLF;
 * amounts with a decimal point and two decimals; the worker is identified by Table 3 type and number.
 *
 * - `.rem` (E18): type | number | Table 22 code | accrued | paid |. One line per worker and code (lines of
 *   concepts that share a code are added up). Codes PLAME computes itself (0607 ONP, 0804 EsSalud, 0806
 *   SCTR-EsSalud…) are not written; for the 0700s and the paid-only codes the accrued column is empty;
 *   otherwise accrued = paid (the engine pays what it accrues in the month).
 * - `.jor` (E14): type | number | ordinary hours | minutes | overtime hours | minutes |: crews have no
 *   time clock, hours = days worked × 8 (D.S. 007-2002-TR), no overtime.
 * - `.snl` (E15): type | number | suspension type (Table 21) | days |. Only when someone has one.
 * - `.toc` (E26): type | number | Asegura tu Pensión 0 | +Vida 0 | FDSA empty | domiciled 1/2 |.
 * - `.tas` (E25): type | number | 1 (SCTR-EsSalud) | rate |, for workers with an SCTR-EsSalud rate.
 * - `.or5` (E12): type | number | other employer's RUC | fifth-category income there |.
 * - `.sec` (E28): type | number | week (ONP's schedule) | with activity 1/0 | position 1..7, empty
 *   without activity |. Only for REP workers.
 *
 * Every file is read back by `validatePlameFiles` before it is offered: a file that breaks its layout is
 * never returned; its problems are.
 */
import { Decimal } from '../shared/decimal';
import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPE_NAMES,
  cleanDocumentNumber,
  documentNumberProblem,
  isDocumentType,
  type DocumentType,
} from '../shared/identity-document';
import { rucProblem } from '../shared/ruc';
import {
  isExcludedCode,
  isPaidOnlyCode,
  SEC_POSITION_CODES,
  validatePlameFiles,
  type LayoutProblem,
} from './plame-layout';
import { tidy } from '../shared/validation';
import { conceptLabel } from '../payroll/concept-labels';
import {
  codeFor,
  conceptCodeMap,
  conceptCodeRowProblems,
  type ConceptCodeRow,
  type PensionScheme,
} from './concept-codes';

export interface PlameLine {
  readonly concept: string;
  /** The month total, a decimal string with at most two decimals: '3189.76'. */
  readonly amount: string;
}

export interface PlameSuspension {
  /** SUNAT Table 21 code of the suspension: '20' descanso médico, '23' vacaciones… */
  readonly code: string;
  readonly days: number;
}

/** Fifth-category income the worker declared from another employer in the year (`.or5`). */
export interface PlameOtherIncome {
  readonly employerRuc: string;
  /** A decimal string with at most two decimals. */
  readonly amount: string;
}

export interface PlameWorker {
  /** The stored type: a value outside the domain's list is reported, never written. */
  readonly documentType: DocumentType | string;
  readonly document: string;
  readonly surnames: string;
  readonly names: string;
  readonly pensionScheme: PensionScheme | '';
  readonly cuspp?: string;
  /** The `.sec` position code, 1..7: required for REP workers. */
  readonly positionSecCode?: string;
  readonly daysWorked: number;
  readonly weeks: readonly { readonly week: number; readonly withActivity: boolean }[];
  readonly lines: readonly PlameLine[];
  /** Days suspended in the month (default none). */
  readonly suspensions?: readonly PlameSuspension[];
  /** Domiciled in Peru for income tax (default true). */
  readonly domiciled?: boolean;
  /** The SCTR-EsSalud rate in percent ('1.53'), when the worker has that cover (`.tas`). */
  readonly sctrHealthRate?: string;
  /** Other employers' fifth-category income (`.or5`). */
  readonly otherIncome?: readonly PlameOtherIncome[];
}

export interface PlameInput {
  /** 'AAAA-MM' */
  readonly month: string;
  readonly company: { readonly ruc: string };
  readonly conceptCodes: readonly ConceptCodeRow[];
  readonly workers: readonly PlameWorker[];
}

export interface FilingFile {
  readonly name: string;
  readonly content: string;
}

export interface FilingProblem {
  /** Who it is about: 'QUISPE MAMANI, JUAN (DNI 40123456)'. */
  readonly worker?: string;
  /** The file the datum goes to: '0601202504…rem'. */
  readonly file?: string;
  readonly field: string;
  /** Spanish: says what to fix. */
  readonly message: string;
}

export type FilingResult =
  | { readonly ok: true; readonly files: readonly FilingFile[] }
  | { readonly ok: false; readonly problems: readonly FilingProblem[] };

/** SUNAT's text files are written on Windows: CRLF. */
export const LINE_END = '\r\n';

export { SEC_POSITION_CODES };

/** Hours of the legal ordinary day (D.S. 007-2002-TR), used to turn crew days into `.jor` hours. */
export const HOURS_PER_DAY = 8;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The days of an 'AAAA-MM' month. */
export function daysInMonth(month: string): number {
  const m = MONTH_PATTERN.exec(month);
  if (!m) return 31;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
}

/**
 * SUNAT Table 21 code of a vacation taken (S.I. descanso vacacional: an imperfect suspension, the worker
 * is paid). The product records vacation periods taken (docs/months.md): the `.snl` declares their days.
 */
export const VACATION_SUSPENSION_CODE = '23';

/**
 * SUNAT Table 21 code of an unjustified absence (S.P. falta no justificada: a perfect suspension). The
 * clerk records a land worker's absences as periods of kind 'inasistencia' (docs/vacations.md). [Table 21
 * as listed by public payroll code; SUNAT's own table not found with the search tool: unverified]
 */
export const ABSENCE_SUSPENSION_CODE = '07';

/** A recorded period of a worker's: rest taken ('vacaciones') or an unjustified absence ('inasistencia'). */
export interface RecordedPeriod {
  readonly start: string;
  readonly end: string;
  readonly kind: 'vacaciones' | 'inasistencia';
}

/** The month's `.snl` suspensions of a worker: the days of each kind of period in it (Table 21). */
export function suspensionsOfMonth(
  periods: readonly RecordedPeriod[],
  month: string,
): { readonly code: string; readonly days: number }[] {
  const out: { code: string; days: number }[] = [];
  for (const [kind, code] of [
    ['vacaciones', VACATION_SUSPENSION_CODE],
    ['inasistencia', ABSENCE_SUSPENSION_CODE],
  ] as const) {
    const days = daysOfPeriodsInMonth(
      periods.filter((p) => p.kind === kind),
      month,
    );
    if (days > 0) out.push({ code, days });
  }
  return out;
}

/**
 * The days a salaried worker (general regime: no grid records their days) worked in a month, for the
 * `.jor`: the working days (Monday to Saturday) of the month's weeks that paid them (`weekStarts`,
 * Mondays), within the month and their employment, less the days of their recorded periods (rest taken,
 * absences). The crew's days are their grid days instead.
 */
export function salariedDaysWorked(
  month: string,
  weekStarts: readonly string[],
  employment: { readonly hireDate: string; readonly endDate: string | null },
  periods: readonly { readonly start: string; readonly end: string }[],
): number {
  const DAY = 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const days = new Set<string>();
  for (const start of weekStarts)
    for (let i = 0; i < 7; i++) {
      const day = iso(Date.parse(`${start}T00:00:00Z`) + i * DAY);
      if (day.slice(0, 7) !== month || day < employment.hireDate) continue;
      if (employment.endDate !== null && day > employment.endDate) continue;
      if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) continue;
      if (periods.some((p) => p.start <= day && day <= p.end)) continue;
      days.add(day);
    }
  return days.size;
}

/**
 * The calendar days of the periods (`start`..`end`, both included, 'AAAA-MM-DD') that fall in the month:
 * a period across two months counts in each its own days; overlapping periods are counted once.
 */
export function daysOfPeriodsInMonth(
  periods: readonly { readonly start: string; readonly end: string }[],
  month: string,
): number {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const days = new Set<number>();
  const DAY = 86_400_000;
  for (const p of periods) {
    const from = Date.parse(`${p.start < first ? first : p.start}T00:00:00Z`);
    const to = Date.parse(`${p.end > last ? last : p.end}T00:00:00Z`);
    for (let t = from; t <= to; t += DAY) days.add(t);
  }
  return days.size;
}

/** '0601202504<RUC>': the common stem of the month's PLAME files. */
export function plameFileStem(month: string, ruc: string): string {
  return `0601${month.replace('-', '')}${ruc.trim()}`;
}

/** A `|`-separated record ending with `|`. */
export const record = (fields: readonly (string | number)[]): string => fields.map(String).join('|') + '|';

/** Lines joined with CRLF, the last one terminated too (an empty file is ''). */
export const fileContent = (lines: readonly string[]): string => lines.map((l) => l + LINE_END).join('');

/** 'QUISPE MAMANI, JUAN (DNI 40123456)' */
export function workerLabel(w: {
  documentType: string;
  document: string;
  surnames: string;
  names: string;
}): string {
  const name = [tidy(w.surnames ?? ''), tidy(w.names ?? '')].filter((s) => s !== '').join(', ');
  const typeName = isDocumentType(w.documentType) ? DOCUMENT_TYPE_NAMES[w.documentType] : w.documentType;
  const doc = cleanDocumentNumber(w.document ?? '');
  const id = doc === '' ? 'sin documento' : `${typeName} ${doc}`;
  return name === '' ? id : `${name} (${id})`;
}

/** Reads an amount: a plain decimal, not negative, at most two decimals; or why it is refused. */
export function amountProblem(text: string): string | undefined {
  const value = Decimal.parse(text.trim());
  if (value === undefined) {
    return `El monto "${text}" no es un número decimal: escríbalo con punto decimal y sin separador de miles (por ejemplo 3189.76).`;
  }
  if (value.isNegative()) return `El monto ${text} es negativo: los montos del PLAME son positivos.`;
  if (value.scale > 2) return `El monto ${text} tiene más de dos decimales: redondéelo a céntimos.`;
  return undefined;
}

/** Validation shared with the AFPnet file: month and RUC. */
export function headerProblems(month: string, ruc: string): FilingProblem[] {
  const problems: FilingProblem[] = [];
  if (!MONTH_PATTERN.exec(month)) {
    problems.push({
      field: 'month',
      message: `El periodo "${month}" debe escribirse AAAA-MM (por ejemplo 2025-04).`,
    });
  }
  const ruc_ = rucProblem(ruc);
  if (ruc_ !== undefined) problems.push({ field: 'company.ruc', message: `${ruc_} Corríjalo en Empresas.` });
  return problems;
}

/** Validation shared with the AFPnet file: document type and number. */
export function documentProblems(
  w: { documentType: string; document: string },
  label: string,
): FilingProblem[] {
  if (!isDocumentType(w.documentType)) {
    return [
      {
        worker: label,
        field: 'documentType',
        message: `Tipo de documento "${w.documentType}" no válido: use un tipo de la tabla 3 de SUNAT (DNI, carné de extranjería, pasaporte, CPP o PTP) en la ficha del trabajador.`,
      },
    ];
  }
  const problem = documentNumberProblem(w.documentType, w.document ?? '');
  return problem === undefined
    ? []
    : [{ worker: label, field: 'document', message: `${problem} Corríjalo en la ficha del trabajador.` }];
}

/** The problems of a worker's `.snl`, `.tas` and `.or5` records. */
function otherRecordProblems(
  w: PlameInput['workers'][number],
  label: string,
  stem: string,
  maxDays: number,
): FilingProblem[] {
  const problems: FilingProblem[] = [];
  const add = (extension: 'snl' | 'tas' | 'or5', field: string, message: string) => {
    problems.push({ worker: label, file: `${stem}.${extension}`, field, message });
  };
  (w.suspensions ?? []).forEach((s, i) => {
    if (!/^\d{2}$/.test(s.code)) {
      add(
        'snl',
        `suspensions[${i}].code`,
        `El tipo de suspensión "${s.code}" debe ser un código de 2 dígitos de la tabla 21 de SUNAT (por ejemplo 20 o 23).`,
      );
    }
    if (!Number.isInteger(s.days) || s.days < 1 || s.days > maxDays) {
      add(
        'snl',
        `suspensions[${i}].days`,
        `Los días de suspensión (${s.days}) deben ser un número entero entre 1 y ${maxDays}.`,
      );
    }
  });

  if (w.sctrHealthRate !== undefined) {
    const rate = Decimal.parse(w.sctrHealthRate.trim());
    if (rate === undefined || rate.isNegative() || rate.scale > 2 || rate.compare(Decimal.HUNDRED) > 0)
      add(
        'tas',
        'sctrHealthRate',
        `La tasa SCTR-EsSalud "${w.sctrHealthRate}" debe ser un porcentaje entre 0.00 y 100.00 con dos decimales como máximo: corríjala en Parámetros.`,
      );
  }
  (w.otherIncome ?? []).forEach((income, i) => {
    const ruc_ = rucProblem(income.employerRuc);
    if (ruc_ !== undefined)
      add(
        'or5',
        `otherIncome[${i}].employerRuc`,
        `RUC del otro empleador: ${ruc_} Corríjalo en las declaraciones de renta del trabajador.`,
      );
    const amount = amountProblem(income.amount);
    if (amount !== undefined) add('or5', `otherIncome[${i}].amount`, amount);
  });
  return problems;
}

function validate(input: PlameInput, stem: string): FilingProblem[] {
  const problems = headerProblems(input.month, input.company.ruc);
  const rem = `${stem}.rem`;
  const jor = `${stem}.jor`;
  const sec = `${stem}.sec`;

  const seenConcepts = new Set<string>();
  input.conceptCodes.forEach((row, i) => {
    for (const p of conceptCodeRowProblems(row)) {
      problems.push({ file: rem, field: `conceptCodes[${i}].${p.field}`, message: p.message });
    }
    if (seenConcepts.has(row.concept)) {
      problems.push({
        file: rem,
        field: `conceptCodes[${i}].concept`,
        message: `El concepto "${row.concept}" figura dos veces en la tabla de códigos PLAME: deje una sola fila.`,
      });
    }
    seenConcepts.add(row.concept);
  });
  const codes = conceptCodeMap(input.conceptCodes);

  if (input.workers.length === 0) {
    problems.push({
      field: 'workers',
      message: 'No hay trabajadores en la planilla del mes: no hay nada que declarar.',
    });
  }
  const maxDays = daysInMonth(input.month);
  const seenDocuments = new Set<string>();
  for (const w of input.workers) {
    const label = workerLabel(w);
    problems.push(...documentProblems(w, label));
    const key = `${w.documentType}|${cleanDocumentNumber(w.document ?? '')}`;
    if (seenDocuments.has(key)) {
      problems.push({
        worker: label,
        field: 'document',
        message:
          'El trabajador figura dos veces en la planilla del mes: junte sus líneas en una sola entrada.',
      });
    }
    seenDocuments.add(key);

    const scheme = w.pensionScheme;
    const schemeOk = scheme !== '';
    if (!schemeOk) {
      problems.push({
        worker: label,
        field: 'pensionScheme',
        message: `Régimen pensionario "${w.pensionScheme}" no válido: use REP, ONP o AFP en la ficha del trabajador.`,
      });
    }

    if (!Number.isInteger(w.daysWorked) || w.daysWorked < 0 || w.daysWorked > maxDays) {
      problems.push({
        worker: label,
        file: jor,
        field: 'daysWorked',
        message: `Los días trabajados (${w.daysWorked}) deben ser un número entero entre 0 y ${maxDays}.`,
      });
    }

    w.lines.forEach((line, i) => {
      const amount = amountProblem(line.amount);
      if (amount !== undefined)
        problems.push({ worker: label, file: rem, field: `lines[${i}].amount`, message: amount });
      if (scheme !== '' && codeFor(codes, line.concept, scheme) === undefined) {
        problems.push({
          worker: label,
          file: rem,
          field: `lines[${i}].concept`,
          message: `El concepto «${conceptLabel(line.concept)}» (${line.concept}) no tiene código SUNAT de la tabla 22 para el régimen ${w.pensionScheme}: agréguelo en la tabla de códigos PLAME.`,
        });
      }
    });

    problems.push(...otherRecordProblems(w, label, stem, maxDays));

    if (w.pensionScheme === 'REP') {
      const position = (w.positionSecCode ?? '').trim();
      const active = w.weeks.some((week) => week.withActivity);
      if (!active) {
        // No week with activity: the `.sec` carries no position.
      } else if (position === '') {
        problems.push({
          worker: label,
          file: sec,
          field: 'positionSecCode',
          message:
            'Falta el código PLAME del cargo (1 patrón … 7 otra actividad): asígnelo al cargo del pescador en Cargos.',
        });
      } else if (!(position in SEC_POSITION_CODES)) {
        problems.push({
          worker: label,
          file: sec,
          field: 'positionSecCode',
          message: `El código PLAME del cargo "${position}" no es válido: use un número del 1 al 7 (1 patrón, 2 segundo patrón, 3 motorista, 4 segundo motorista, 5 cocinero, 6 tripulante, 7 otra actividad) en Cargos.`,
        });
      }
      const seenWeeks = new Set<number>();
      w.weeks.forEach((week, i) => {
        if (!Number.isInteger(week.week) || week.week < 1 || week.week > 53) {
          problems.push({
            worker: label,
            file: sec,
            field: `weeks[${i}].week`,
            message: `La semana ${week.week} no es válida: debe ser un número de semana del 1 al 53.`,
          });
        } else if (seenWeeks.has(week.week)) {
          problems.push({
            worker: label,
            file: sec,
            field: `weeks[${i}].week`,
            message: `La semana ${week.week} figura dos veces: declare cada semana una sola vez.`,
          });
        }
        seenWeeks.add(week.week);
      });
    }
  }
  return problems;
}

// Checked with the other problems: a worker with a type outside the list stops the files before this.
const docFields = (w: PlameWorker): [string, string] => [
  isDocumentType(w.documentType) ? DOCUMENT_TYPE_CODES[w.documentType] : '',
  cleanDocumentNumber(w.document),
];

/** Workers in the order SUNAT's exporters write them: by document type, then number. */
function sortedWorkers(workers: readonly PlameWorker[]): PlameWorker[] {
  return [...workers].sort((a, b) => {
    const [ta, na] = docFields(a);
    const [tb, nb] = docFields(b);
    return ta === tb ? (na < nb ? -1 : na > nb ? 1 : 0) : ta < tb ? -1 : 1;
  });
}

/**
 * The `.rem` records of one worker: one per Table 22 code, amounts added up, codes in order. Codes PLAME
 * computes itself are left out; paid-only codes leave the accrued column empty.
 */
function remRecords(w: PlameWorker, codes: ReadonlyMap<string, ConceptCodeRow>): string[] {
  const totals = new Map<string, Decimal>();
  const scheme = w.pensionScheme;
  // Checked with the other problems: a worker with no valid scheme stops the files before this.
  if (scheme === '') throw new Error(`PLAME: worker ${w.document} has no pension scheme`);
  for (const line of w.lines) {
    const row = codeFor(codes, line.concept, scheme)!;
    if (isExcludedCode(row.code)) continue;
    totals.set(row.code, (totals.get(row.code) ?? Decimal.ZERO).plus(Decimal.of(line.amount.trim())));
  }
  return [...totals.keys()]
    .sort()
    .filter((code) => !totals.get(code)!.isZero())
    .map((code) => {
      const amount = totals.get(code)!.toFixed(2);
      return record([...docFields(w), code, isPaidOnlyCode(code) ? '' : amount, amount]);
    });
}

/** The validator's problems as the filing's: who, which file and field, what to fix. */
const layoutProblem = (p: LayoutProblem): FilingProblem => ({
  worker: p.worker,
  file: p.file,
  field: p.line === undefined ? p.field : `línea ${p.line} · ${p.field}`,
  message: p.message,
});

/** Validates the month's data, then builds the PLAME files and reads them back (or says what to fix). */
export function buildPlameFiles(input: PlameInput): FilingResult {
  const stem = plameFileStem(input.month, input.company.ruc);
  const problems = validate(input, stem);
  if (problems.length > 0) return { ok: false, problems };

  const codes = conceptCodeMap(input.conceptCodes);
  const workers = sortedWorkers(input.workers);
  const files: FilingFile[] = [];
  const add = (ext: string, lines: readonly string[]) => {
    // SUNAT imports only files that carry records: an empty file is not written.
    if (lines.length > 0) files.push({ name: `${stem}.${ext}`, content: fileContent(lines) });
  };

  add(
    'rem',
    workers.flatMap((w) => remRecords(w, codes)),
  );
  add(
    'jor',
    workers.map((w) => record([...docFields(w), w.daysWorked * HOURS_PER_DAY, 0, 0, 0])),
  );
  add(
    'snl',
    workers.flatMap((w) => (w.suspensions ?? []).map((s) => record([...docFields(w), s.code, s.days]))),
  );
  add(
    'toc',
    workers.map((w) => record([...docFields(w), 0, 0, '', w.domiciled === false ? 2 : 1])),
  );
  add(
    'tas',
    workers
      .filter((w) => w.sctrHealthRate !== undefined)
      .map((w) => record([...docFields(w), 1, Decimal.of(w.sctrHealthRate!.trim()).toFixed(2)])),
  );
  add(
    'or5',
    workers.flatMap((w) =>
      (w.otherIncome ?? [])
        .filter((income) => !Decimal.of(income.amount.trim()).isZero())
        .map((income) =>
          record([...docFields(w), income.employerRuc.trim(), Decimal.of(income.amount.trim()).toFixed(2)]),
        ),
    ),
  );
  add(
    'sec',
    workers
      .filter((w) => w.pensionScheme === 'REP')
      .flatMap((w) =>
        [...w.weeks]
          .sort((a, b) => a.week - b.week)
          .map((week) =>
            // [A3] E28 field 5: the position only for a week with activity; empty otherwise.
            record([
              ...docFields(w),
              week.week,
              week.withActivity ? 1 : 0,
              week.withActivity ? w.positionSecCode!.trim() : '',
            ]),
          ),
      ),
  );

  const schemes = new Map(workers.map((w) => [docFields(w).join('|'), w.pensionScheme]));
  const layout = validatePlameFiles(files, { schemes });
  if (layout.length > 0) return { ok: false, problems: layout.map(layoutProblem) };
  return { ok: true, files };
}
