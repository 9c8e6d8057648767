/**
 * SUNAT's parametric tables (Planilla Electrónica, "Anexo 2 – Tablas paramétricas") that a worker's
 * record uses, as transcribed in docs/filings.md (sources there).
 */

/** Table 17 (motivo de fin del periodo): the reasons a private employer declares. */
export const END_REASONS: Readonly<Record<string, string>> = {
  '01': 'Renuncia',
  '02': 'Renuncia con incentivos',
  '03': 'Despido o destitución',
  '04': 'Cese colectivo',
  '05': 'Jubilación',
  '06': 'Invalidez absoluta permanente',
  '07': 'Terminación de la obra o servicio, cumplimiento de condición resolutoria o vencimiento del plazo',
  '08': 'Mutuo disenso',
  '09': 'Fallecimiento',
  '14': 'Baja por sucesión en posición del empleador',
  '15': 'Extinción o liquidación del empleador',
  '17': 'No se inició la relación laboral o prestación efectiva de servicios',
};

/** Table 9 (situación educativa). */
export const EDUCATION_LEVELS: Readonly<Record<string, string>> = {
  '01': 'Sin educación formal',
  '02': 'Educación especial incompleta',
  '03': 'Educación especial completa',
  '04': 'Educación primaria incompleta',
  '05': 'Educación primaria completa',
  '06': 'Educación secundaria incompleta',
  '07': 'Educación secundaria completa',
  '08': 'Educación técnica incompleta',
  '09': 'Educación técnica completa',
  '10': 'Educación superior (instituto superior) incompleta',
  '11': 'Educación superior (instituto superior) completa',
  '12': 'Educación universitaria incompleta',
  '13': 'Educación universitaria completa',
  '14': 'Grado de bachiller',
  '15': 'Titulado',
  '16': 'Estudios de maestría incompleta',
  '17': 'Estudios de maestría completa',
  '18': 'Grado de maestría',
  '19': 'Estudios de doctorado incompleto',
  '20': 'Estudios de doctorado completo',
  '21': 'Grado de doctor',
};

export const SEXES = ['M', 'F'] as const;

export const isEndReason = (value: string): boolean => Object.hasOwn(END_REASONS, value);
export const isEducationLevel = (value: string): boolean => Object.hasOwn(EDUCATION_LEVELS, value);
/** Table 10 (ocupación): six digits. */
export const isOccupationCode = (value: string): boolean => /^\d{6}$/.test(value);
/** INEI ubigeo of a district: six digits. */
export const isUbigeo = (value: string): boolean => /^\d{6}$/.test(value);

/**
 * The PLAME `.sec` position codes (SUNAT Anexo 3, E28 field 5, R.S. 027-2014/SUNAT): the position a REP
 * fisherman held in a week with activity (a position's code, the .sec record's field).
 */
export const SEC_POSITION_CODES: Readonly<Record<string, string>> = {
  '1': 'Patrón',
  '2': 'Segundo patrón',
  '3': 'Motorista',
  '4': 'Segundo motorista',
  '5': 'Cocinero',
  '6': 'Tripulante',
  '7': 'Otra actividad relacionada',
};
