import { type CatalogueRecord, textLength, RECORD_SORTS } from '../shared/catalogue';
import { bankName, cciProblem, cleanCci, isBankCode } from '../shared/cci';
import { cleanCuspp, cusppProblem } from '../shared/cuspp';
import { isIsoDate } from '../shared/dates';
import { byEffectiveDate, inForceOn } from '../shared/effective-dated';
import {
  cleanDocumentNumber,
  DOCUMENT_MESSAGES,
  documentNumberProblem,
  isDocumentType,
  type DocumentType,
} from '../shared/identity-document';
import {
  isAfp,
  isCommissionType,
  isPensionScheme,
  parseAfp,
  parseCommissionType,
  parsePensionScheme,
  type Afp,
  type CommissionType,
  type PensionScheme,
} from '../shared/pension-vocabulary';
import {
  cleanLabourRegime,
  cleanMonthlySalary,
  labourTermsProblems,
  parseLabourRegime,
  type LabourRegime,
} from './labour-regime';
import { SEXES, isEducationLevel, isEndReason, isOccupationCode, isUbigeo } from '../shared/sunat-tables';
import { defined, tidy, type FieldError } from '../shared/validation';

export { LABOUR_REGIMES, type LabourRegime } from './labour-regime';
export {
  AFPS,
  COMMISSION_TYPES,
  PENSION_SCHEMES,
  type Afp,
  type CommissionType,
  type PensionScheme,
} from '../shared/pension-vocabulary';

/**
 * What a worker's pay depends on from a date on: position, pension scheme (with AFP and commission
 * type), union affiliation, EPS and family allowance. A change applies from its date, so an older
 * week recomputes with what was true then.
 */
export interface WorkerTerms {
  /** 'YYYY-MM-DD'. */
  readonly effectiveFrom: string;
  readonly positionId: number;
  /** The position's "code - name" (read only). */
  readonly positionName: string;
  readonly pensionScheme: PensionScheme;
  /** null unless the scheme is AFP. */
  readonly afp: Afp | null;
  readonly commissionType: CommissionType | null;
  readonly unionAffiliated: boolean;
  readonly eps: boolean;
  readonly familyAllowance: boolean;
  /** Pesquero (the crew) or general (land staff, D.Leg. 728): what benefits the month pays. */
  readonly labourRegime: LabourRegime;
  /** Remuneración mensual (S/, '3000.00') of a general-regime worker; '0.00' for the crew. */
  readonly monthlySalary: string;
  /**
   * «Empresa empleadora»: the company that employs the worker when no vessel says so (land staff;
   * `employer-company.ts`); null when none is stated (the crew's employer is their vessel's company).
   */
  readonly employerCompanyId: number | null;
  /** The employer company's "RUC - razón social" ('' when none; read only). */
  readonly employerCompanyName: string;
}

/** The person's names and dates, the CUSPP and the accounts, as stored and as written. */
export interface WorkerPersonFields {
  readonly documentNumber: string;
  readonly paternalSurname: string;
  readonly maternalSurname: string;
  readonly names: string;
  /** 'YYYY-MM-DD' */
  readonly birthDate: string;
  readonly hireDate: string;
  /** The CUSPP of an AFP member ('' otherwise). */
  readonly cuspp: string;
  /** The bank's CCI code ('002'), '' when paid otherwise. */
  readonly bank: string;
  /** The CCI, 20 digits ('' with no bank). */
  readonly account: string;
  /** The CTS depositary bank's CCI code ('' when none is recorded). */
  readonly ctsBank: string;
  /** The CTS account's CCI, 20 digits ('' with no CTS bank). */
  readonly ctsAccount: string;
}

/** The bank account's own number and what the T-Registro needs besides, as stored and as written. */
export interface WorkerRegistryFields {
  /** The account's own number at its bank ('' when only the CCI is known): BCP pays it as type A. */
  readonly bankAccount?: string;
  /** What the T-Registro needs besides (docs/filings.md): '' while not recorded. */
  readonly sex?: string;
  /** Table 9 code. */
  readonly education?: string;
  /** Table 10 code (6 digits). */
  readonly occupation?: string;
  /** INEI district code (6 digits). */
  readonly ubigeo?: string;
  /** Street and number, at most 20 characters (SUNAT's via name). */
  readonly address?: string;
  /** Table 17 code of a leaver. */
  readonly endReason?: string;
}

/** A worker (trabajador): identity, dates, bank account, and the terms by date. */
export interface Worker extends CatalogueRecord, WorkerRegistryFields, WorkerPersonFields {
  readonly documentType: DocumentType;
  /** null while employed. */
  readonly endDate: string | null;
  /** Oldest first; at least one row. */
  readonly terms: readonly WorkerTerms[];
  /** The terms in force today (Lima), or the first ones when every row starts later (read only). */
  readonly current: WorkerTerms;
}

/**
 * The fields as written (the form and the API): identity, the terms as of `termsFrom`, and the bank.
 * Saving writes the terms as a history row from `termsFrom` (replacing a row of the same date); the
 * older rows stay.
 */
export interface WorkerInput extends WorkerRegistryFields, WorkerPersonFields {
  readonly documentType: string;
  /** '' while employed. */
  readonly endDate: string;
  /** null while none is chosen. */
  readonly positionId: number | null;
  readonly pensionScheme: string;
  readonly afp: string;
  readonly commissionType: string;
  readonly unionAffiliated: boolean;
  readonly eps: boolean;
  readonly familyAllowance: boolean;
  /** 'pesquero' or 'general'; absent or '': pesquero (files and clients from before the regime). */
  readonly labourRegime?: string;
  /** The monthly salary (S/) of a general-regime worker; '' or absent: none. */
  readonly monthlySalary?: string;
  /** «Empresa empleadora» (a company's id); null or absent: none. */
  readonly employerCompanyId?: number | null;
  /** The date the terms above apply from ('vigente desde'). */
  readonly termsFrom: string;
  readonly active: boolean;
}

export const WORKER_NAME_MAX = 60;
/** SUNAT's via name (T-Registro `.ide`). */
export const WORKER_ADDRESS_MAX = 20;
export const WORKER_NAMES_MAX = 80;
/** The oldest birth year accepted, and the youngest age at hire (Peru: 18; minors need permits). */
export const WORKER_MIN_BIRTH = '1900-01-01';
export const WORKER_MIN_AGE = 14;

export const WORKER_SORTS = [
  'name',
  'document',
  'position',
  'pensionScheme',
  'hireDate',
  ...RECORD_SORTS,
] as const;
export type WorkerSort = (typeof WORKER_SORTS)[number];
export const WORKER_DEFAULT_SORT: WorkerSort = 'name';

export const WORKER_MESSAGES = {
  notFound: 'El trabajador no existe.',
  documentTaken: 'Ya existe un trabajador con ese documento.',
  birthDate: 'La fecha de nacimiento no es válida.',
  birthRange: 'La fecha de nacimiento no es plausible.',
  tooYoung: `El trabajador debe tener al menos ${WORKER_MIN_AGE} años a la fecha de ingreso.`,
  hireDate: 'La fecha de ingreso es obligatoria.',
  hireInvalid: 'La fecha de ingreso no es válida.',
  endDate: 'La fecha de cese no es válida.',
  endBeforeHire: 'La fecha de cese no puede ser anterior a la fecha de ingreso.',
  positionRequired: 'Seleccione el cargo.',
  positionUnknown: 'El cargo no existe.',
  positionInactive: 'El cargo está desactivado: elija uno activo.',
  schemeRequired: 'Seleccione el régimen de pensiones (ONP, AFP o REP).',
  afpRequired: 'Seleccione la AFP (HABITAT, INTEGRA, PRIMA o PROFUTURO).',
  commissionRequired: 'Seleccione el tipo de comisión (FLUJO o MIXTA).',
  notAfp: 'Solo un afiliado a una AFP tiene AFP, tipo de comisión y CUSPP.',
  termsFrom: 'Indique desde cuándo rige (vigente desde).',
  termsFromInvalid: 'La fecha de vigencia no es válida.',
  termsBeforeHire: 'La vigencia no puede ser anterior a la fecha de ingreso.',
  bankRequired: 'Seleccione el banco de la cuenta.',
  accountRequired: 'Indique el CCI de la cuenta del banco elegido.',
  ctsBankRequired: 'Seleccione el banco depositario de la CTS.',
  ctsAccountRequired: 'Indique el CCI de la cuenta CTS del banco depositario elegido.',
  bankAccountBank: 'Para indicar el número de cuenta, elija primero el banco.',
  bankAccountFormat: 'El número de cuenta debe tener entre 10 y 20 dígitos.',
  bankAccountBcp: 'Una cuenta del BCP tiene 13 dígitos (corriente) o 14 (ahorros).',
  sex: 'Sexo no válido: M o F.',
  education: 'Situación educativa no válida (tabla 9 de SUNAT).',
  occupation: 'La ocupación debe ser el código de 6 dígitos de la tabla 10 de SUNAT.',
  ubigeo: 'El ubigeo debe tener 6 dígitos.',
  address: `La dirección no puede superar ${20} caracteres (nombre de vía de SUNAT).`,
  endReason: 'Motivo de cese no válido (tabla 17 de SUNAT).',
  endReasonWithoutEnd: 'El motivo de cese requiere la fecha de cese.',
} as const;

/** "PÉREZ LÓPEZ, JUAN CARLOS": how lists and messages name a worker. */
export const workerName = (w: Pick<Worker, 'paternalSurname' | 'maternalSurname' | 'names'>): string =>
  `${[w.paternalSurname, w.maternalSurname].filter((s) => s !== '').join(' ')}, ${w.names}`;

/** The terms in force on `date` ('YYYY-MM-DD'): the latest row on or before it; undefined before the first. */
export const termsOn = (worker: Pick<Worker, 'terms'>, date: string): WorkerTerms | undefined =>
  inForceOn(worker.terms, date);

const upperName = (value: string) => tidy(value).toLocaleUpperCase('es-PE');

const isScheme = isPensionScheme;
const isCommission = isCommissionType;

/** The worker as it will be saved: tidy upper-case names, clean document, CUSPP and CCI, AFP fields only for AFP. */
export function cleanWorker(input: WorkerInput): WorkerInput {
  const afp = input.pensionScheme.trim().toUpperCase() === 'AFP';
  const account = cleanCci(input.account);
  const ctsAccount = cleanCci(input.ctsAccount);
  return {
    documentType: input.documentType.trim().toUpperCase(),
    documentNumber: cleanDocumentNumber(input.documentNumber),
    paternalSurname: upperName(input.paternalSurname),
    maternalSurname: upperName(input.maternalSurname),
    names: upperName(input.names),
    birthDate: input.birthDate.trim(),
    hireDate: input.hireDate.trim(),
    endDate: input.endDate.trim(),
    positionId: input.positionId,
    pensionScheme: input.pensionScheme.trim().toUpperCase(),
    afp: afp ? input.afp.trim().toUpperCase() : '',
    commissionType: afp ? input.commissionType.trim().toUpperCase() : '',
    cuspp: afp ? cleanCuspp(input.cuspp) : '',
    unionAffiliated: input.unionAffiliated,
    eps: input.eps,
    familyAllowance: input.familyAllowance,
    ...cleanLabourTerms(input),
    employerCompanyId: input.employerCompanyId ?? null,
    termsFrom: input.termsFrom.trim() === '' ? input.hireDate.trim() : input.termsFrom.trim(),
    bank: account === '' && input.bank.trim() === '' ? '' : input.bank.trim(),
    account,
    ctsBank: ctsAccount === '' && input.ctsBank.trim() === '' ? '' : input.ctsBank.trim(),
    ctsAccount,
    bankAccount: (input.bankAccount ?? '').replace(/[\s-]/g, ''),
    sex: (input.sex ?? '').trim().toUpperCase(),
    education: (input.education ?? '').trim(),
    occupation: (input.occupation ?? '').trim(),
    ubigeo: (input.ubigeo ?? '').trim(),
    address: upperName(input.address ?? ''),
    endReason: (input.endReason ?? '').trim(),
    active: input.active,
  };
}

/** The regime (pesquero when unstated) and the salary, kept only for the general regime. */
function cleanLabourTerms(input: WorkerInput): { labourRegime: string; monthlySalary: string } {
  const labourRegime = cleanLabourRegime(input.labourRegime);
  return {
    labourRegime,
    monthlySalary: labourRegime === 'pesquero' ? '' : cleanMonthlySalary(input.monthlySalary),
  };
}

const yearsBetween = (from: string, to: string): number => {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
};

/**
 * The rules of a worker that need no database (a unique document and an existing, active position
 * are checked by the server). Field names are the input's.
 */
export function validateWorker(input: WorkerInput): FieldError[] {
  const w = cleanWorker(input);
  const errors: (FieldError | undefined)[] = [];
  const err = (field: string, message: string | undefined) =>
    errors.push(message === undefined ? undefined : { field, message });
  if (w.documentType === '') err('documentType', DOCUMENT_MESSAGES.typeRequired);
  else if (!isDocumentType(w.documentType)) err('documentType', DOCUMENT_MESSAGES.typeUnknown);
  else err('documentNumber', documentNumberProblem(w.documentType, w.documentNumber));
  errors.push(
    textLength('paternalSurname', w.paternalSurname, 1, WORKER_NAME_MAX, 'El apellido paterno'),
    w.maternalSurname.length > WORKER_NAME_MAX
      ? {
          field: 'maternalSurname',
          message: `El apellido materno no puede superar ${WORKER_NAME_MAX} caracteres.`,
        }
      : undefined,
    textLength('names', w.names, 1, WORKER_NAMES_MAX, 'Los nombres', 'mp'),
  );
  const birthOk = isIsoDate(w.birthDate);
  if (!birthOk) err('birthDate', WORKER_MESSAGES.birthDate);
  else if (w.birthDate < WORKER_MIN_BIRTH) err('birthDate', WORKER_MESSAGES.birthRange);
  const hireOk = isIsoDate(w.hireDate);
  if (w.hireDate === '') err('hireDate', WORKER_MESSAGES.hireDate);
  else if (!hireOk) err('hireDate', WORKER_MESSAGES.hireInvalid);
  if (birthOk && hireOk && yearsBetween(w.birthDate, w.hireDate) < WORKER_MIN_AGE)
    err('birthDate', WORKER_MESSAGES.tooYoung);
  if (w.endDate !== '') {
    if (!isIsoDate(w.endDate)) err('endDate', WORKER_MESSAGES.endDate);
    else if (hireOk && w.endDate < w.hireDate) err('endDate', WORKER_MESSAGES.endBeforeHire);
  }
  if (w.positionId === null || !Number.isInteger(w.positionId) || w.positionId < 1)
    err('positionId', WORKER_MESSAGES.positionRequired);
  if (!isScheme(w.pensionScheme)) err('pensionScheme', WORKER_MESSAGES.schemeRequired);
  else if (w.pensionScheme === 'AFP') {
    if (!isAfp(w.afp)) err('afp', WORKER_MESSAGES.afpRequired);
    if (!isCommission(w.commissionType)) err('commissionType', WORKER_MESSAGES.commissionRequired);
    err('cuspp', cusppProblem(w.cuspp));
  }
  for (const problem of labourTermsProblems(w.labourRegime ?? '', w.monthlySalary ?? ''))
    err(problem.field, problem.message);
  if (!isIsoDate(w.termsFrom)) {
    err('termsFrom', w.termsFrom === '' ? WORKER_MESSAGES.termsFrom : WORKER_MESSAGES.termsFromInvalid);
  } else if (hireOk && w.termsFrom < w.hireDate) err('termsFrom', WORKER_MESSAGES.termsBeforeHire);
  if (w.bank !== '' || w.account !== '') {
    if (w.bank === '') err('bank', WORKER_MESSAGES.bankRequired);
    else if (!isBankCode(w.bank)) err('bank', 'Banco no válido.');
    if (w.account === '') err('account', WORKER_MESSAGES.accountRequired);
    else err('account', cciProblem(w.account, isBankCode(w.bank) ? w.bank : undefined));
  }
  if (w.ctsBank !== '' || w.ctsAccount !== '') {
    if (w.ctsBank === '') err('ctsBank', WORKER_MESSAGES.ctsBankRequired);
    else if (!isBankCode(w.ctsBank)) err('ctsBank', 'Banco no válido.');
    if (w.ctsAccount === '') err('ctsAccount', WORKER_MESSAGES.ctsAccountRequired);
    else err('ctsAccount', cciProblem(w.ctsAccount, isBankCode(w.ctsBank) ? w.ctsBank : undefined));
  }
  if (w.bankAccount !== '') {
    if (w.bank === '') err('bankAccount', WORKER_MESSAGES.bankAccountBank);
    else if (!/^\d{10,20}$/.test(w.bankAccount ?? '')) err('bankAccount', WORKER_MESSAGES.bankAccountFormat);
    else if (w.bank === '002' && !/^\d{13,14}$/.test(w.bankAccount ?? ''))
      err('bankAccount', WORKER_MESSAGES.bankAccountBcp);
  }
  if (w.sex !== '' && !(SEXES as readonly string[]).includes(w.sex ?? '')) err('sex', WORKER_MESSAGES.sex);
  if (w.education !== '' && !isEducationLevel(w.education ?? '')) err('education', WORKER_MESSAGES.education);
  if (w.occupation !== '' && !isOccupationCode(w.occupation ?? ''))
    err('occupation', WORKER_MESSAGES.occupation);
  if (w.ubigeo !== '' && !isUbigeo(w.ubigeo ?? '')) err('ubigeo', WORKER_MESSAGES.ubigeo);
  if ((w.address ?? '').length > WORKER_ADDRESS_MAX) err('address', WORKER_MESSAGES.address);
  if (w.endReason !== '') {
    if (!isEndReason(w.endReason ?? '')) err('endReason', WORKER_MESSAGES.endReason);
    else if (w.endDate === '') err('endReason', WORKER_MESSAGES.endReasonWithoutEnd);
  }
  return defined(errors);
}

/** The terms the input states (clean and valid input), to compare and to write. */
export function termsOfInput(input: WorkerInput, positionName = '', employerCompanyName = ''): WorkerTerms {
  const afp = input.pensionScheme === 'AFP';
  return {
    effectiveFrom: input.termsFrom,
    positionId: input.positionId ?? 0,
    positionName,
    pensionScheme: parsePensionScheme(input.pensionScheme),
    afp: afp ? parseAfp(input.afp) : null,
    commissionType: afp ? parseCommissionType(input.commissionType) : null,
    unionAffiliated: input.unionAffiliated,
    eps: input.eps,
    familyAllowance: input.familyAllowance,
    labourRegime: parseLabourRegime(cleanLabourRegime(input.labourRegime)),
    monthlySalary:
      cleanLabourRegime(input.labourRegime) === 'general' ? cleanMonthlySalary(input.monthlySalary) : '0.00',
    employerCompanyId: input.employerCompanyId ?? null,
    employerCompanyName,
  };
}

/** Whether two rows state the same terms (their dates aside). */
export const sameTerms = (a: WorkerTerms, b: WorkerTerms): boolean =>
  a.positionId === b.positionId &&
  a.pensionScheme === b.pensionScheme &&
  a.afp === b.afp &&
  a.commissionType === b.commissionType &&
  a.unionAffiliated === b.unionAffiliated &&
  a.eps === b.eps &&
  a.familyAllowance === b.familyAllowance &&
  a.labourRegime === b.labourRegime &&
  a.monthlySalary === b.monthlySalary &&
  a.employerCompanyId === b.employerCompanyId;

/**
 * The history after saving `next`: unchanged when the terms in force on its date are the same;
 * otherwise `next` replaces a row of the same date or is added, oldest first.
 */
export function withTerms(history: readonly WorkerTerms[], next: WorkerTerms): WorkerTerms[] {
  const inForce = inForceOn(history, next.effectiveFrom);
  if (inForce && sameTerms(inForce, next)) return [...history];
  return byEffectiveDate([...history.filter((t) => t.effectiveFrom !== next.effectiveFrom), next]);
}

/** The form's values of a worker as read: the terms in force today, from their own date. */
export function inputOfWorker(w: Worker): WorkerInput {
  const t = w.current;
  return {
    documentType: w.documentType,
    documentNumber: w.documentNumber,
    paternalSurname: w.paternalSurname,
    maternalSurname: w.maternalSurname,
    names: w.names,
    birthDate: w.birthDate,
    hireDate: w.hireDate,
    endDate: w.endDate ?? '',
    positionId: t.positionId,
    pensionScheme: t.pensionScheme,
    afp: t.afp ?? '',
    commissionType: t.commissionType ?? '',
    cuspp: w.cuspp,
    unionAffiliated: t.unionAffiliated,
    eps: t.eps,
    familyAllowance: t.familyAllowance,
    labourRegime: t.labourRegime,
    monthlySalary: t.labourRegime === 'general' ? t.monthlySalary : '',
    employerCompanyId: t.employerCompanyId,
    termsFrom: t.effectiveFrom,
    bank: w.bank,
    account: w.account,
    ctsBank: w.ctsBank,
    ctsAccount: w.ctsAccount,
    bankAccount: w.bankAccount ?? '',
    sex: w.sex ?? '',
    education: w.education ?? '',
    occupation: w.occupation ?? '',
    ubigeo: w.ubigeo ?? '',
    address: w.address ?? '',
    endReason: w.endReason ?? '',
    active: w.active,
  };
}

/** The bank's display name ('BCP'), or '' when none. */
export const workerBankName = (code: string): string => bankName(code) ?? '';
