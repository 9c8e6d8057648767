import { oneOf, parserOf } from './vocabulary';

/**
 * Identity documents of a worker in Peru, as SUNAT's T-Registro and PLAME accept them (Anexo 2, table 3;
 * the PLAME worker files accept 01, 04, 07, 09, 22, 23, 24, 26): DNI (01: 8 digits), carné de extranjería
 * (04: alphanumeric; Migraciones issues 9 characters, SUNAT accepts up to 12), passport (07: up to 12
 * letters and digits), permiso temporal de permanencia (PTP, 23, since 01/02/2019) and carné de permiso
 * temporal de permanencia (CPP, 26, since 06/09/2022): the documents of the foreign crew the business
 * hires. PTP and CPP numbers are taken as 6 to 12 letters and digits (Anexo 3 allows 15).
 */
export const DOCUMENT_TYPES = ['DNI', 'CE', 'PASAPORTE', 'PTP', 'CPP'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** SUNAT's table 3 code of each type (PLAME, T-Registro files). */
export const DOCUMENT_TYPE_CODES: Readonly<Record<DocumentType, string>> = {
  DNI: '01',
  CE: '04',
  PASAPORTE: '07',
  PTP: '23',
  CPP: '26',
};

export const DOCUMENT_TYPE_NAMES: Readonly<Record<DocumentType, string>> = {
  DNI: 'DNI',
  CE: 'Carné de extranjería',
  PASAPORTE: 'Pasaporte',
  PTP: 'Permiso temporal de permanencia (PTP)',
  CPP: 'Carné de permiso temporal de permanencia (CPP)',
};

export const DOCUMENT_NUMBER_MAX = 12;

export const DOCUMENT_MESSAGES = {
  typeRequired: 'Seleccione el tipo de documento.',
  typeUnknown: 'Tipo de documento no válido: use uno de la tabla 3 de SUNAT (DNI, CE, PASAPORTE, PTP o CPP).',
  required: 'El número de documento es obligatorio.',
  dni: 'El DNI debe tener 8 dígitos.',
  ce: 'El carné de extranjería debe tener entre 8 y 12 letras o dígitos.',
  passport: 'El pasaporte debe tener entre 6 y 12 letras o dígitos.',
  permit: 'El número del PTP o del CPP debe tener entre 6 y 12 letras o dígitos.',
} as const;

export const isDocumentType = oneOf(DOCUMENT_TYPES);
/** A stored document type (text column) as the domain's word; throws on anything else. */
export const parseDocumentType = parserOf(DOCUMENT_TYPES, 'document type');

/** The number as stored: no spaces or dashes, upper case. */
export const cleanDocumentNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** Why the number is refused for that type (its message), or undefined. */
export function documentNumberProblem(type: DocumentType, value: string): string | undefined {
  const n = cleanDocumentNumber(value);
  if (n === '') return DOCUMENT_MESSAGES.required;
  switch (type) {
    case 'DNI':
      return /^\d{8}$/.test(n) ? undefined : DOCUMENT_MESSAGES.dni;
    case 'CE':
      return /^[A-Z0-9]{8,12}$/.test(n) ? undefined : DOCUMENT_MESSAGES.ce;
    case 'PASAPORTE':
      return /^[A-Z0-9]{6,12}$/.test(n) ? undefined : DOCUMENT_MESSAGES.passport;
    case 'PTP':
    case 'CPP':
      return /^[A-Z0-9]{6,12}$/.test(n) ? undefined : DOCUMENT_MESSAGES.permit;
  }
}
