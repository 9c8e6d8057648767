/**
 * SUNAT's layouts of the PLAME import files this business files, as data, and a validator that reads a
 * generated file back against them. Every file is checked before it is offered: a file that does not
 * pass is never given to the clerk; the problems say what to fix (worker, field, reason, in Spanish).
 *
 * Source [A3]: SUNAT/MTPE "Anexo 3 – Estructuras de archivos de importación T-Registro y PLAME",
 * version of July 2023 (file `390199-anexo3_estructuras_archivos_importacion_jul23_0.xlsx`), read as
 * transcribed field by field in a public payroll codebase's `anexo3` document. Tables [A2]: "Anexo 2 –
 * Tablas paramétricas" (Table 3 document types, Table 21 suspensions, Table 22 concepts), transcribed in
 * the same codebase and, for Table 22, in a second independent codebase. docs/filings.md lists what stays
 * unverified.
 */
import { Decimal } from '../shared/decimal';
import { rucProblem } from '../shared/ruc';
import { SEC_POSITION_CODES } from '../shared/sunat-tables';

export const PLAME_SPEC = {
  name: 'Anexo 3 – Estructuras de archivos de importación T-Registro y PLAME',
  version: 'jul-2023',
  date: '2023-07',
  tables: 'Anexo 2 – Tablas paramétricas',
} as const;

/**
 * [A3] E18, field 3: Table 22 codes that PLAME computes itself (totals and contributions it works out
 * from the bases): never imported in the `.rem`.
 */
export const REM_EXCLUDED_CODES: readonly string[] = [
  '0100',
  '0200',
  '0300',
  '0400',
  '0500',
  '0600',
  '0603',
  '0604',
  '0607',
  '0610',
  '0612',
  '0616',
  '0800',
  '0802',
  '0804',
  '0806',
  '0808',
];

/**
 * [A3] E18, business rules: for the 0700s (discounts) and these codes only the paid or withheld amount
 * is declared: the accrued column stays empty.
 */
export const REM_PAID_ONLY_CODES: readonly string[] = [
  '0601',
  '0602',
  '0605',
  '0606',
  '0608',
  '0609',
  '0611',
  '0613',
  '0614',
  '0615',
  '0617',
  '0618',
  '0801',
  '0803',
  '0805',
  '0807',
  '0809',
  '0810',
  '0811',
];

/** [A3] E18: codes that need the worker to be in the private pension system (Table 11: 21–25). */
export const REM_AFP_ONLY_CODES: readonly string[] = ['0601', '0606', '0608', '0609'];

/** Whether `.rem` declares only the paid amount of `code` (accrued empty). */
export const isPaidOnlyCode = (code: string): boolean =>
  REM_PAID_ONLY_CODES.includes(code) || /^07\d\d$/.test(code);

export const isExcludedCode = (code: string): boolean => REM_EXCLUDED_CODES.includes(code);

/**
 * [A2] Table 3, the document types a worker may have in PLAME's worker files ([A3] E14, E15, E18, E25,
 * E26, E28, E12: "Solo 01, 04, 07, 09, 22, 23, 24, 26").
 */
export const TABLE_3_WORKER_CODES: Readonly<Record<string, string>> = {
  '01': 'DNI',
  '04': 'Carné de extranjería',
  '07': 'Pasaporte',
  '09': 'Carné de solicitud de refugio',
  '22': 'Carné de identidad – Relaciones Exteriores',
  '23': 'Permiso temporal de permanencia (PTP)',
  '24': 'Documento de identidad extranjero',
  '26': 'Carné de permiso temporal de permanencia (CPP)',
};

/** [A3] E28 field 5: the position held in the week (only when the week had activity). */
export { SEC_POSITION_CODES };

/** A field of a record: [A3] "Tipo" (Texto / Numérico) and "Long. máx". */
export interface FieldSpec {
  /** Spanish, as the clerk reads it. */
  readonly label: string;
  readonly kind: 'text' | 'integer' | 'amount';
  /** Text: the maximum length; integer: the maximum digits; amount: the integer digits ("7,2"). */
  readonly length: number;
  readonly required: boolean;
  readonly allowed?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

export interface FileLayout {
  /** [A3] structure, e.g. 'E18'. */
  readonly structure: string;
  readonly title: string;
  readonly fields: readonly FieldSpec[];
}

const documentType: FieldSpec = {
  label: 'Tipo de documento del trabajador',
  kind: 'text',
  length: 2,
  required: true,
  allowed: Object.keys(TABLE_3_WORKER_CODES),
};
const documentNumber: FieldSpec = {
  label: 'Número de documento del trabajador',
  kind: 'text',
  length: 15,
  required: true,
};
const amount = (label: string, required: boolean, integerDigits = 7): FieldSpec => ({
  label,
  kind: 'amount',
  length: integerDigits,
  required,
});

/** The layouts of the PLAME files the business files, by extension ([A3]). */
export const PLAME_LAYOUTS: Readonly<Record<PlameExtension, FileLayout>> = {
  rem: {
    structure: 'E18',
    title: 'Detalle de ingresos, tributos y descuentos',
    fields: [
      documentType,
      documentNumber,
      { label: 'Código de concepto (tabla 22)', kind: 'text', length: 4, required: true },
      amount('Monto devengado', false),
      amount('Monto pagado/descontado', false),
    ],
  },
  jor: {
    structure: 'E14',
    title: 'Jornada laboral',
    fields: [
      documentType,
      documentNumber,
      { label: 'Horas ordinarias trabajadas', kind: 'integer', length: 3, required: true, min: 0, max: 360 },
      { label: 'Minutos ordinarios trabajados', kind: 'integer', length: 2, required: true, min: 0, max: 59 },
      { label: 'Horas en sobretiempo', kind: 'integer', length: 3, required: true, min: 0, max: 360 },
      { label: 'Minutos en sobretiempo', kind: 'integer', length: 2, required: true, min: 0, max: 59 },
    ],
  },
  snl: {
    structure: 'E15',
    title: 'Días subsidiados y otros no laborados',
    fields: [
      documentType,
      documentNumber,
      { label: 'Tipo de suspensión (tabla 21)', kind: 'text', length: 2, required: true },
      { label: 'Días de suspensión', kind: 'integer', length: 2, required: true, min: 0, max: 31 },
    ],
  },
  toc: {
    structure: 'E26',
    title: 'Otras condiciones del trabajador',
    fields: [
      documentType,
      documentNumber,
      { label: 'Aporta a Asegura tu Pensión', kind: 'text', length: 1, required: true, allowed: ['0'] },
      {
        label: 'Aporta a +Vida Seguro de Accidentes',
        kind: 'text',
        length: 1,
        required: true,
        allowed: ['0', '1', '2'],
      },
      { label: 'Fondo de Derechos Sociales del Artista', kind: 'text', length: 1, required: false },
      { label: 'Domiciliado', kind: 'text', length: 1, required: true, allowed: ['1', '2'] },
    ],
  },
  tas: {
    structure: 'E25',
    title: 'Tasas SCTR-EsSalud',
    fields: [
      documentType,
      documentNumber,
      {
        label: 'Indicador SCTR-EsSalud o convenio IES',
        kind: 'text',
        length: 1,
        required: true,
        allowed: ['1', '2'],
      },
      { ...amount('Tasa', true, 3), min: 0, max: 100 },
    ],
  },
  or5: {
    structure: 'E12',
    title: 'Otras rentas de quinta categoría',
    fields: [
      documentType,
      documentNumber,
      { label: 'RUC del otro empleador', kind: 'text', length: 11, required: true },
      amount('Renta de quinta categoría percibida en el otro empleador', true),
    ],
  },
  sec: {
    structure: 'E28',
    title: 'Semanas contributivas (REP, Ley 30003)',
    fields: [
      documentType,
      documentNumber,
      { label: 'Número de semana', kind: 'integer', length: 2, required: true, min: 1, max: 53 },
      { label: 'Con actividad pesquera', kind: 'text', length: 1, required: true, allowed: ['0', '1'] },
      {
        label: 'Cargo desempeñado en la semana',
        kind: 'text',
        length: 1,
        required: false,
        allowed: Object.keys(SEC_POSITION_CODES),
      },
    ],
  },
};

export const PLAME_EXTENSIONS = ['rem', 'jor', 'snl', 'toc', 'tas', 'or5', 'sec'] as const;
export type PlameExtension = (typeof PLAME_EXTENSIONS)[number];

/** A layout problem: which file, line and worker; the field; what is wrong (Spanish). */
export interface LayoutProblem {
  readonly file: string;
  readonly line?: number;
  /** 'DNI 40123456' — from the record itself. */
  readonly worker?: string;
  readonly field: string;
  readonly message: string;
}

/** What the validator may know besides the file: each worker's pension scheme (by 'type|number'). */
export interface LayoutContext {
  readonly schemes?: ReadonlyMap<string, string>;
}

const FILE_NAME = /^0601(\d{4})(0[1-9]|1[0-2])(\d{11})\.([a-z0-9]{3})$/;

function fieldProblem(spec: FieldSpec, value: string): string | undefined {
  if (value === '') return spec.required ? 'es obligatorio y está vacío.' : undefined;
  if (value !== value.trim()) return 'tiene espacios al inicio o al final.';
  if (value.includes('|')) return 'contiene el separador «|».';
  switch (spec.kind) {
    case 'text':
      if (value.length > spec.length) return `tiene ${value.length} caracteres; el máximo es ${spec.length}.`;
      if (spec.allowed && !spec.allowed.includes(value))
        return `«${value}» no es un valor admitido (${spec.allowed.join(', ')}).`;
      return undefined;
    case 'integer': {
      if (!/^\d+$/.test(value)) return `«${value}» no es un número entero.`;
      if (value.length > spec.length) return `tiene más de ${spec.length} dígitos.`;
      const n = Number(value);
      if (spec.min !== undefined && n < spec.min) return `${value} es menor que ${spec.min}.`;
      if (spec.max !== undefined && n > spec.max) return `${value} es mayor que ${spec.max}.`;
      return undefined;
    }
    case 'amount': {
      if (!/^\d+(\.\d{1,2})?$/.test(value))
        return `«${value}» no es un monto: use punto decimal, sin separador de miles y con dos decimales como máximo.`;
      if (value.split('.')[0]!.replace(/^0+(?=\d)/, '').length > spec.length)
        return `${value} tiene más de ${spec.length} dígitos enteros.`;
      const n = Decimal.of(value);
      if (spec.max !== undefined && n.compare(Decimal.of(String(spec.max))) > 0)
        return `${value} es mayor que ${spec.max}.`;
      return undefined;
    }
  }
}

/** The per-code rules of a `.rem` record ([A3] E18). */
function remRecordProblems(fields: readonly string[], context: LayoutContext): string[] {
  const [type = '', number = '', code = '', accrued = '', paid = ''] = fields;
  const problems: string[] = [];
  if (!/^\d{4}$/.test(code)) return [`el código de concepto «${code}» debe tener 4 dígitos (tabla 22).`];
  if (isExcludedCode(code))
    problems.push(
      `el código ${code} no se importa: PLAME lo calcula (anexo 3, E18). Quite el concepto del archivo o corrija su código en la tabla de códigos PLAME.`,
    );
  if (isPaidOnlyCode(code)) {
    if (accrued !== '')
      problems.push(
        `para el código ${code} solo se declara el monto pagado/descontado: el monto devengado va vacío.`,
      );
    if (paid === '') problems.push(`el código ${code} necesita el monto pagado/descontado.`);
  } else {
    if (accrued === '' && paid !== '')
      problems.push('falta el monto devengado (obligatorio si hay monto pagado).');
    if (paid === '' && accrued !== '')
      problems.push('falta el monto pagado (obligatorio si hay monto devengado).');
    if (accrued === '' && paid === '') problems.push('la línea no tiene montos.');
  }
  const scheme = context.schemes?.get(`${type}|${number}`);
  if (REM_AFP_ONLY_CODES.includes(code) && scheme !== undefined && scheme !== 'AFP')
    problems.push(`el código ${code} es del Sistema Privado de Pensiones y el trabajador está en ${scheme}.`);
  return problems;
}

/** Reads a generated PLAME file back against its layout: the list of what is wrong (empty when none). */
export function validatePlameFile(
  name: string,
  content: string,
  context: LayoutContext = {},
): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const m = FILE_NAME.exec(name);
  if (!m) {
    return [
      {
        file: name,
        field: 'Nombre del archivo',
        message:
          'El nombre debe ser 0601 + año + mes + RUC + extensión (por ejemplo 060120250420100070970.rem).',
      },
    ];
  }
  const ruc = rucProblem(m[3]!);
  if (ruc !== undefined) problems.push({ file: name, field: 'RUC del nombre del archivo', message: ruc });
  const ext = m[4] as PlameExtension;
  const layout = PLAME_LAYOUTS[ext];
  if (!layout) {
    return [
      {
        file: name,
        field: 'Extensión',
        message: `La extensión .${m[4]} no es un archivo del PLAME que se genere.`,
      },
    ];
  }
  if (content === '') {
    return [
      {
        file: name,
        field: 'Contenido',
        message: 'El archivo está vacío: un archivo sin registros no se importa.',
      },
    ];
  }
  if (!content.endsWith('\r\n'))
    problems.push({ file: name, field: 'Contenido', message: 'La última línea no termina en fin de línea.' });
  const lines = content.split('\r\n');
  lines.pop();
  const seen = new Set<string>();
  lines.forEach((text, i) => {
    const line = i + 1;
    if (text.includes('\n') || text.includes('\r')) {
      problems.push({
        file: name,
        line,
        field: 'Línea',
        message: 'La línea tiene un salto de línea suelto.',
      });
      return;
    }
    if (!text.endsWith('|')) {
      problems.push({ file: name, line, field: 'Línea', message: 'La línea debe terminar con «|».' });
      return;
    }
    const fields = text.slice(0, -1).split('|');
    const worker =
      fields.length >= 2 ? `${TABLE_3_WORKER_CODES[fields[0]!] ?? fields[0]} ${fields[1]}` : undefined;
    const push = (field: string, message: string) =>
      problems.push({ file: name, line, worker, field, message });
    if (fields.length !== layout.fields.length) {
      push(
        'Línea',
        `Tiene ${fields.length} campos; la estructura ${layout.structure} tiene ${layout.fields.length}.`,
      );
      return;
    }
    layout.fields.forEach((spec, k) => {
      const problem = fieldProblem(spec, fields[k]!);
      if (problem !== undefined) push(spec.label, `${spec.label}: ${problem}`);
    });
    if (fields[0] === '01' && !/^\d{8}$/.test(fields[1]!))
      push(documentNumber.label, 'El DNI debe tener 8 dígitos.');
    const key =
      ext === 'rem' || ext === 'or5' || ext === 'sec' || ext === 'snl'
        ? `${fields[0]}|${fields[1]}|${fields[2]}`
        : `${fields[0]}|${fields[1]}`;
    if (seen.has(key))
      push(
        'Línea',
        'El registro está repetido: declare cada trabajador (y concepto, semana, empleador o suspensión) una sola vez.',
      );
    seen.add(key);
    if (ext === 'rem')
      for (const message of remRecordProblems(fields, context)) push(layout.fields[2]!.label, message);
    if (ext === 'sec') {
      const [, , , active = '', position = ''] = fields;
      if (active === '1' && position === '')
        push(layout.fields[4]!.label, 'Con actividad pesquera, el cargo (1 a 7) es obligatorio.');
      if (active === '0' && position !== '')
        push(layout.fields[4]!.label, 'Sin actividad pesquera, el cargo va vacío (anexo 3, E28).');
    }
    if (ext === 'or5') {
      const problem = rucProblem(fields[2]!);
      if (problem !== undefined) push(layout.fields[2]!.label, problem);
    }
  });
  return problems;
}

/** Every file of the month, each against its layout. */
export function validatePlameFiles(
  files: readonly { readonly name: string; readonly content: string }[],
  context: LayoutContext = {},
): LayoutProblem[] {
  return files.flatMap((f) => validatePlameFile(f.name, f.content, context));
}

/**
 * The week number of the `.sec` ([A3] E28 field 3: "según cronograma ONP") of a week that runs from
 * `start` ('AAAA-MM-DD'). UNVERIFIED: ONP's schedule was not found in a public source; it is taken as the
 * ISO-8601 week (weeks from Monday, week 1 holds the year's first Thursday) of the week's fourth day, so
 * a fishing week is numbered by the calendar week that holds most of its days, never by the product's own
 * fishing-week number.
 */
export function onpWeekNumber(start: string): number {
  const [y, m, d] = start.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + 3));
  const day = (date.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(date.getTime() + (3 - day) * 86_400_000);
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const firstDay = (firstThursday.getUTCDay() + 6) % 7;
  const week1 = firstThursday.getTime() - firstDay * 86_400_000;
  return 1 + Math.round((thursday.getTime() - (week1 + 3 * 86_400_000)) / (7 * 86_400_000));
}

/**
 * The ONP weeks of a month ('AAAA-MM'): the ISO-8601 weeks whose Thursday falls in it (the same
 * assumption as `onpWeekNumber`: a week belongs where most of its days are). Every one is declared in the
 * `.sec` of a REP worker, with activity or empty — whichever weeks happen to be closed in the product.
 */
export function onpWeeksOfMonth(month: string): number[] {
  const [y, m] = month.split('-').map(Number);
  const out: number[] = [];
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  for (let d = 1; d <= last; d++) {
    const day = new Date(Date.UTC(y!, m! - 1, d));
    if (day.getUTCDay() === 4) {
      // The Monday of that Thursday's week starts the week.
      const monday = new Date(day.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
      out.push(onpWeekNumber(monday));
    }
  }
  return out;
}
