import { RUC_LENGTH, rucProblem } from '../shared/ruc';
import { inUseMessage, type CatalogueRecord, textLength, RECORD_SORTS } from '../shared/catalogue';
import { atMost, defined, tidy, type FieldError } from '../shared/validation';

/** A company of the group (empresa): the employer of the payroll, and the owner of vessels. */
export interface Company extends CatalogueRecord {
  /** SUNAT taxpayer number, 11 digits with check digit; unique among companies. */
  readonly ruc: string;
  /** Razón social. */
  readonly legalName: string;
  readonly address: string;
  /** Owns vessels (armador). */
  readonly vesselOwner: boolean;
}

export interface CompanyInput {
  readonly ruc: string;
  readonly legalName: string;
  readonly address: string;
  readonly vesselOwner: boolean;
  readonly active: boolean;
}

export const COMPANY_RUC_MAX = RUC_LENGTH;
export const COMPANY_LEGAL_NAME_MIN = 2;
export const COMPANY_LEGAL_NAME_MAX = 150;
export const COMPANY_ADDRESS_MAX = 250;

export const COMPANY_SORTS = ['legalName', 'ruc', 'address', 'vesselOwner', ...RECORD_SORTS] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const COMPANY_DEFAULT_SORT: CompanySort = 'legalName';

export const COMPANY_MESSAGES = {
  notFound: 'La empresa no existe.',
  rucTaken: 'Ya existe una empresa con ese RUC.',
} as const;

/** Why a company cannot be deleted: vessels it owns. */
export const companyInUseMessage = (legalName: string, vessels: number): string =>
  inUseMessage(`la empresa «${legalName}»`, 'f', vessels, 'embarcación', 'embarcaciones');

/** Why a company cannot be deleted: workers whose terms (also past ones) name it «Empresa empleadora». */
export const companyEmployerInUseMessage = (legalName: string, workers: number): string =>
  inUseMessage(
    `la empresa «${legalName}»`,
    'f',
    workers,
    'trabajador como empresa empleadora',
    'trabajadores como empresa empleadora',
  );

/** The company as it will be saved: tidy texts. */
export function cleanCompany(input: CompanyInput): CompanyInput {
  return {
    ruc: input.ruc.trim(),
    legalName: tidy(input.legalName),
    address: tidy(input.address),
    vesselOwner: input.vesselOwner,
    active: input.active,
  };
}

/** The rules of a company (uniqueness of the RUC is checked by the server). */
export function validateCompany(input: CompanyInput): FieldError[] {
  const ruc = rucProblem(input.ruc);
  return defined<FieldError>([
    ruc === undefined ? undefined : { field: 'ruc', message: ruc },
    textLength(
      'legalName',
      tidy(input.legalName),
      COMPANY_LEGAL_NAME_MIN,
      COMPANY_LEGAL_NAME_MAX,
      'La razón social',
      'f',
    ),
    atMost('address', tidy(input.address), COMPANY_ADDRESS_MAX, 'La dirección'),
  ]);
}
