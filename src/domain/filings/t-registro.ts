/**
 * T-Registro import files (SUNAT, "Anexo 3 – Estructuras de archivos de importación T-Registro y
 * PLAME", R.M. 121-2011-TR and amendments): the hires (altas), changes (modificaciones) and leavers
 * (bajas) of one employer, as `RP_<RUC>.ide`, `.tra` and `.per`. Pure: no I/O. docs/filings.md lists
 * the sources and what stays unverified.
 *
 * Common format (as PLAME): one record per line, every field followed by `|`, CRLF; dates dd/mm/aaaa;
 * amounts with a decimal point and two decimals; the person identified by document type (Table 3),
 * number and issuing country (Table 26, only for a passport).
 *
 * - `.ide` (structure 4, datos personales), 41 fields: document (3) | birth date | paternal surname |
 *   maternal surname | names | sex (1 male, 2 female) | nationality (Table 4) | phone prefix | phone |
 *   e-mail | address 1 (14: via type, via name, number, flat, interior, block (manzana), lot, km,
 *   building block, stage, zone type, zone name, reference, ubigeo) | address 2 (14, empty) |
 *   EsSalud health centre by address 1 or 2.
 * - `.tra` (structure 5, datos del trabajador), 23 fields: document (3) | labour regime (Table 33) |
 *   education (Table 9) | occupation (Table 10) | disability 0/1 | CUSPP | SCTR pension (1 ONP,
 *   2 private insurer, empty none) | contract type (Table 12) | atypical/cumulative schedule 0/1 |
 *   maximum working day 0/1 | night schedule 0/1 | union member 0/1 | pay periodicity (Table 13) |
 *   initial basic pay | situation (Table 15: 1 active, 0 left) | exempt from fifth category 0/1 |
 *   special situation (Table 35) | payment type (Table 16) | occupational category (Table 24) |
 *   double-taxation agreement (Table 25) | RUC of the CAS (empty).
 * - `.per` (structure 11, periodos), 9 fields: document (3) | category (1 worker) | record type
 *   (1 labour period, 2 worker type, 3 health regime, 4 pension regime, 5 SCTR health) | start |
 *   end | the record's code (1: reason for leaving, Table 17, with the end; 2: Table 8; 3: Table 32;
 *   4: Table 11; 5: 1 EsSalud, 2 EPS) | EPS (Table 14: the EPS's RUC) when the health cover is an EPS.
 *   A leaver has one record 1 with the end date and the reason, no start.
 */
import { withoutFormulaStart } from '../shared/formula-injection';
import { isIsoDate } from '../shared/dates';
import { cleanCuspp, cusppProblem } from '../shared/cuspp';
import {
  DOCUMENT_TYPE_CODES,
  cleanDocumentNumber,
  isDocumentType,
  type DocumentType,
} from '../shared/identity-document';
import { type Afp, type PensionScheme } from '../shared/pension-vocabulary';
import { rucProblem } from '../shared/ruc';
import {
  END_REASONS,
  isEducationLevel,
  isEndReason,
  isOccupationCode,
  isUbigeo,
} from '../shared/sunat-tables';
import { tidy } from '../shared/validation';
import { Decimal } from '../shared/decimal';
import {
  documentProblems,
  fileContent,
  record,
  workerLabel,
  type FilingProblem,
  type FilingResult,
} from './plame';

export { END_REASONS };

export const T_REGISTRO_MOVEMENTS = ['alta', 'modificacion', 'baja'] as const;
export type TRegistroMovement = (typeof T_REGISTRO_MOVEMENTS)[number];

/** Table 8 (tipo de trabajador): the codes this business uses. */
export const WORKER_TYPE_CODES = {
  /** 36 TRABAJADOR PESQUERO: crew not in the REP. */
  crew: '36',
  /** 39 TRABAJADOR PESQUERO – LEY 30003: crew in the REP. */
  crewRep: '39',
  /** 20 OBRERO: land staff (the business's choice; 21 EMPLEADO for office staff). */
  land: '20',
} as const;

/** Table 11 (régimen pensionario). */
export const PENSION_REGIME_CODES: Readonly<Record<'ONP' | 'REP' | Afp, string>> = {
  ONP: '02',
  REP: '15',
  INTEGRA: '21',
  PROFUTURO: '23',
  PRIMA: '24',
  HABITAT: '25',
};

/** Table 32 (régimen de aseguramiento de salud). */
export const HEALTH_REGIME_CODES = {
  regular: '00',
  regularEps: '01',
  fishermen: '02',
  fishermenEps: '03',
} as const;

/** Table 12 (tipo de contrato) codes a fishing business uses. */
export const CONTRACT_TYPE_CODES: Readonly<Record<string, string>> = {
  '01': 'A plazo indeterminado',
  '09': 'Para obra determinada o servicio específico',
  '10': 'Intermitente',
  '11': 'De temporada',
  '99': 'Otros no previstos',
};

/** Table 4: Perú. */
export const NATIONALITY_PERU = '9589';
/** Table 5 (tipo de vía) "otros" (unverified code): the product keeps the address as one text. */
export const VIA_TYPE_OTHER = '99';

export const T_REGISTRO_LIMITS = {
  surname: 40,
  names: 40,
  viaName: 20,
  reference: 40,
} as const;

export interface TRegistroWorker {
  readonly movement: TRegistroMovement;
  readonly documentType: DocumentType | string;
  readonly document: string;
  readonly paternalSurname: string;
  readonly maternalSurname: string;
  readonly names: string;
  /** 'YYYY-MM-DD' */
  readonly birthDate: string;
  /** 'M' | 'F' | '' */
  readonly sex: string;
  /** Table 4, default Perú. */
  readonly nationality?: string;
  /** 6 digits (INEI ubigeo of the district). */
  readonly ubigeo: string;
  /** Street and number, one text. */
  readonly address: string;
  /**
   * Under the fishing labour regime (D.S. 014-2004-TR: trabajador pesquero) or land staff under the general
   * regime (D.Leg. 728): the regime of the worker's terms, not the position, decides.
   */
  readonly crew: boolean;
  readonly pensionScheme: PensionScheme | '';
  readonly afp: Afp | null;
  readonly cuspp: string;
  readonly eps: boolean;
  /** Table 14: the EPS's RUC, when `eps`. */
  readonly epsRuc?: string;
  readonly unionAffiliated: boolean;
  /** Table 9 code. */
  readonly education: string;
  /** Table 10 code (6 digits). */
  readonly occupation: string;
  /** Table 12 code. */
  readonly contractType: string;
  /** Initial basic pay, decimal text. */
  readonly basicPay: string;
  /** Paid by deposit in an account (else cash). */
  readonly paidByDeposit: boolean;
  /** SCTR covers: pension 'ONP' | 'PRIVATE' | '' and health 'ESSALUD' | 'EPS' | ''. */
  readonly sctrPension: 'ONP' | 'PRIVATE' | '';
  readonly sctrHealth: 'ESSALUD' | 'EPS' | '';
  /** 'YYYY-MM-DD' */
  readonly hireDate: string;
  readonly endDate: string | null;
  /** Table 17, for a leaver. */
  readonly endReason: string;
  /** A change of pension regime from this date (a `modificacion`). */
  readonly pensionFrom?: string;
}

export interface TRegistroInput {
  readonly company: { readonly ruc: string };
  readonly workers: readonly TRegistroWorker[];
}

/** 'RP_20100000001' */
export const tRegistroStem = (ruc: string): string => `RP_${ruc.trim()}`;

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' */
export const sunatDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Upper case, no accents (Ñ kept), one space: how SUNAT's validator reads names. */
export function sunatText(value: string): string {
  // A name or address a spreadsheet would read as a formula loses its leading = + - @ (the one helper,
  // docs/security.md): SUNAT's alphabet has no room for the quote a delimited file would use.
  return withoutFormulaStart(tidy(value))
    .toLocaleUpperCase('es-PE')
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\|/g, ' ');
}

const nameOf = (w: TRegistroWorker) =>
  workerLabel({
    documentType: w.documentType,
    document: w.document,
    surnames: `${w.paternalSurname ?? ''} ${w.maternalSurname ?? ''}`,
    names: w.names ?? '',
  });

/** The Table 8 code of a worker. */
export function workerTypeCode(w: Pick<TRegistroWorker, 'crew' | 'pensionScheme'>): string {
  if (!w.crew) return WORKER_TYPE_CODES.land;
  return w.pensionScheme === 'REP' ? WORKER_TYPE_CODES.crewRep : WORKER_TYPE_CODES.crew;
}

/** The Table 32 code of a worker. */
export function healthRegimeCode(w: Pick<TRegistroWorker, 'crew' | 'eps'>): string {
  if (w.crew) return w.eps ? HEALTH_REGIME_CODES.fishermenEps : HEALTH_REGIME_CODES.fishermen;
  return w.eps ? HEALTH_REGIME_CODES.regularEps : HEALTH_REGIME_CODES.regular;
}

/** The Table 11 code of a worker, or undefined when the scheme is incomplete. */
export function pensionRegimeCode(w: Pick<TRegistroWorker, 'pensionScheme' | 'afp'>): string | undefined {
  if (w.pensionScheme === 'ONP' || w.pensionScheme === 'REP') return PENSION_REGIME_CODES[w.pensionScheme];
  if (w.pensionScheme === 'AFP' && w.afp !== null) return PENSION_REGIME_CODES[w.afp];
  return undefined;
}

const needsPersonalData = (w: TRegistroWorker) => w.movement !== 'baja';

/** Every rule the files must meet, each problem naming the worker, the field and the reason. */
export function tRegistroProblems(input: TRegistroInput): FilingProblem[] {
  const stem = tRegistroStem(input.company.ruc);
  const problems: FilingProblem[] = [];
  const ruc = rucProblem(input.company.ruc);
  if (ruc !== undefined) problems.push({ field: 'company.ruc', message: `${ruc} Corríjalo en Empresas.` });
  if (input.workers.length === 0) {
    problems.push({
      field: 'workers',
      message: 'No hay altas, bajas ni modificaciones que declarar en el T-Registro para lo elegido.',
    });
  }
  const seen = new Set<string>();
  for (const w of input.workers) {
    const who = nameOf(w);
    const add = (file: string, field: string, message: string) =>
      problems.push({ worker: who, file: `${stem}.${file}`, field, message });
    if (!(T_REGISTRO_MOVEMENTS as readonly string[]).includes(w.movement)) {
      add('per', 'movement', `Movimiento "${w.movement}" no válido: alta, modificación o baja.`);
    }
    problems.push(...documentProblems(w, who).map((p) => ({ ...p, file: `${stem}.ide` })));
    if (isDocumentType(w.documentType) && w.documentType === 'PASAPORTE') {
      add(
        'ide',
        'country',
        'Un pasaporte requiere el país emisor, que la ficha no registra: declárelo en el portal de SUNAT.',
      );
    }
    const key = `${w.documentType}:${cleanDocumentNumber(w.document ?? '')}`;
    if (seen.has(key)) add('ide', 'document', 'El trabajador figura dos veces: deje un solo movimiento.');
    seen.add(key);
    if (!isIsoDate(w.hireDate ?? '')) add('per', 'hireDate', 'Falta la fecha de ingreso o no es válida.');
    if (w.movement === 'baja') {
      if (w.endDate === null || !isIsoDate(w.endDate)) {
        add('per', 'endDate', 'Una baja necesita la fecha de cese: regístrela en la ficha del trabajador.');
      } else if (isIsoDate(w.hireDate) && w.endDate < w.hireDate) {
        add('per', 'endDate', 'La fecha de cese es anterior a la de ingreso.');
      }
      if (!isEndReason(w.endReason ?? '')) {
        add(
          'per',
          'endReason',
          'Falta el motivo de cese (tabla 17 de SUNAT) o no es válido: elíjalo en la ficha del trabajador.',
        );
      }
    }
    if (w.pensionFrom !== undefined && (!isIsoDate(w.pensionFrom) || w.pensionFrom < w.hireDate)) {
      add('per', 'pensionFrom', 'La fecha del cambio de régimen pensionario no es válida.');
    }
    if (!needsPersonalData(w)) continue;
    if (sunatText(w.paternalSurname ?? '') === '' && sunatText(w.maternalSurname ?? '') === '') {
      add('ide', 'paternalSurname', 'Faltan los apellidos.');
    }
    for (const [field, which] of [
      ['paternalSurname', 'paterno'],
      ['maternalSurname', 'materno'],
    ] as const) {
      if (sunatText(w[field] ?? '').length > T_REGISTRO_LIMITS.surname)
        add('ide', field, `El apellido ${which} supera ${T_REGISTRO_LIMITS.surname} caracteres.`);
    }
    const names = sunatText(w.names ?? '');
    if (names === '') add('ide', 'names', 'Faltan los nombres.');
    else if (names.length > T_REGISTRO_LIMITS.names) {
      add('ide', 'names', `Los nombres superan ${T_REGISTRO_LIMITS.names} caracteres.`);
    }
    if (!isIsoDate(w.birthDate ?? ''))
      add('ide', 'birthDate', 'Falta la fecha de nacimiento o no es válida.');
    if (w.sex !== 'M' && w.sex !== 'F')
      add('ide', 'sex', 'Falta el sexo del trabajador: regístrelo en su ficha.');
    if (w.nationality !== undefined && !/^\d{4}$/.test(w.nationality)) {
      add('ide', 'nationality', 'La nacionalidad debe ser un código de 4 dígitos de la tabla 4.');
    }
    if (!isUbigeo(w.ubigeo ?? '')) {
      add(
        'ide',
        'ubigeo',
        'Falta el ubigeo del domicilio (6 dígitos): regístrelo en la ficha del trabajador.',
      );
    }
    const address = sunatText(w.address ?? '');
    if (address === '')
      add('ide', 'address', 'Falta la dirección del domicilio: regístrela en la ficha del trabajador.');
    else if (address.length > T_REGISTRO_LIMITS.viaName) {
      add(
        'ide',
        'address',
        `La dirección supera los ${T_REGISTRO_LIMITS.viaName} caracteres del nombre de vía de SUNAT: abréviela en la ficha.`,
      );
    }
    if (!isEducationLevel(w.education ?? '')) {
      add(
        'tra',
        'education',
        'Falta la situación educativa (tabla 9 de SUNAT): regístrela en la ficha del trabajador.',
      );
    }
    if (!isOccupationCode(w.occupation ?? '')) {
      add(
        'tra',
        'occupation',
        'Falta la ocupación (tabla 10 de SUNAT, 6 dígitos): regístrela en la ficha del trabajador.',
      );
    }
    if (CONTRACT_TYPE_CODES[w.contractType ?? ''] === undefined) {
      add('tra', 'contractType', `El tipo de contrato "${w.contractType}" no es de la tabla 12.`);
    }
    const pay = Decimal.parse((w.basicPay ?? '').trim());
    if (pay === undefined || pay.isNegative() || pay.scale > 2) {
      add('tra', 'basicPay', `La remuneración básica "${w.basicPay}" no es un importe válido.`);
    }
    const regime = pensionRegimeCode(w);
    if (regime === undefined) {
      add(
        'per',
        'pensionScheme',
        'Falta el régimen pensionario (ONP, REP o la AFP): regístrelo en la ficha.',
      );
    }
    if (w.pensionScheme === 'AFP') {
      const cuspp = cusppProblem(w.cuspp ?? '');
      if (cuspp !== undefined) add('tra', 'cuspp', `${cuspp} Regístrelo en la ficha del trabajador.`);
    }
    if (w.eps || w.sctrHealth === 'EPS') {
      const eps = w.epsRuc ?? '';
      if (eps !== '0' && rucProblem(eps) !== undefined) {
        add('per', 'epsRuc', 'Con EPS, indique el RUC de la EPS (tabla 14) o 0 para servicios propios.');
      }
    }
    if (w.crew && (w.sctrHealth === '' || w.sctrPension === '')) {
      add(
        'tra',
        'sctr',
        'El SCTR es obligatorio para el trabajador pesquero (Ley 26790): indique sus coberturas de salud y pensión.',
      );
    }
  }
  return problems;
}

/** The Table 3 code of a validated document type. */
const sunatDocumentCode = (type: string): string => (isDocumentType(type) ? DOCUMENT_TYPE_CODES[type] : '');

const identity = (w: TRegistroWorker) => [
  sunatDocumentCode(w.documentType),
  cleanDocumentNumber(w.document),
  '',
];

function ideRecord(w: TRegistroWorker): string {
  const address = [VIA_TYPE_OTHER, sunatText(w.address), ...Array<string>(11).fill(''), w.ubigeo];
  return record([
    ...identity(w),
    sunatDate(w.birthDate),
    sunatText(w.paternalSurname),
    sunatText(w.maternalSurname),
    sunatText(w.names),
    w.sex === 'M' ? '1' : '2',
    w.nationality ?? NATIONALITY_PERU,
    '',
    '',
    '',
    ...address,
    ...Array<string>(14).fill(''),
    '1',
  ]);
}

const SCTR_PENSION: Readonly<Record<string, string>> = { ONP: '1', PRIVATE: '2', '': '' };
const SCTR_HEALTH: Readonly<Record<string, string>> = { ESSALUD: '1', EPS: '2', '': '' };

function traRecord(w: TRegistroWorker): string {
  return record([
    ...identity(w),
    '01',
    w.education,
    w.occupation,
    '0',
    w.pensionScheme === 'AFP' ? cleanCuspp(w.cuspp) : '',
    SCTR_PENSION[w.sctrPension] ?? '',
    w.contractType,
    w.crew ? '1' : '0',
    w.crew ? '0' : '1',
    '0',
    w.unionAffiliated ? '1' : '0',
    w.crew ? '3' : '1',
    Decimal.of(w.basicPay.trim()).toFixed(2),
    w.endDate !== null && w.movement === 'baja' ? '0' : '1',
    '0',
    '0',
    w.paidByDeposit ? '2' : '1',
    w.crew ? '02' : '03',
    '0',
    '',
  ]);
}

function perRecords(w: TRegistroWorker): string[] {
  const id = identity(w);
  const row = (type: number, start: string, end: string, code: string, eps = '') =>
    record([...id, '1', String(type), start, end, code, eps]);
  if (w.movement === 'baja') return [row(1, '', sunatDate(w.endDate!), w.endReason)];
  const start = sunatDate(w.hireDate);
  const eps = w.eps ? (w.epsRuc ?? '') : '';
  if (w.movement === 'modificacion') {
    return w.pensionFrom === undefined ? [] : [row(4, sunatDate(w.pensionFrom), '', pensionRegimeCode(w)!)];
  }
  const rows = [
    row(1, start, '', ''),
    row(2, start, '', workerTypeCode(w)),
    row(3, start, '', healthRegimeCode(w), eps),
    row(4, start, '', pensionRegimeCode(w)!),
  ];
  if (w.sctrHealth !== '') {
    rows.push(row(5, start, '', SCTR_HEALTH[w.sctrHealth]!, w.sctrHealth === 'EPS' ? (w.epsRuc ?? '') : ''));
  }
  return rows;
}

const byDocument = (a: TRegistroWorker, b: TRegistroWorker) => {
  const ka = `${sunatDocumentCode(a.documentType)}${cleanDocumentNumber(a.document)}`;
  const kb = `${sunatDocumentCode(b.documentType)}${cleanDocumentNumber(b.document)}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

/**
 * Validates the movements, then builds `RP_<RUC>.ide`, `.tra` and `.per` (a file with no record is
 * left out: a set of leavers has only `.per`).
 */
export function buildTRegistroFiles(input: TRegistroInput): FilingResult {
  const problems = tRegistroProblems(input);
  if (problems.length > 0) return { ok: false, problems };
  const stem = tRegistroStem(input.company.ruc);
  const workers = [...input.workers].sort(byDocument);
  const personal = workers.filter(needsPersonalData);
  const files = [
    { name: `${stem}.ide`, content: fileContent(personal.map(ideRecord)) },
    { name: `${stem}.tra`, content: fileContent(personal.map(traRecord)) },
    { name: `${stem}.per`, content: fileContent(workers.flatMap(perRecords)) },
  ].filter((f) => f.content !== '');
  return { ok: true, files };
}
