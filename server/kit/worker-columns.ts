import { workers } from '../db/schema';

/** A worker's document and the parts of their name, as the lists select them from the workers' table. */
export const WORKER_NAME_COLUMNS = {
  document: workers.documentNumber,
  paternal: workers.paternalSurname,
  maternal: workers.maternalSurname,
  names: workers.names,
};

/** A worker's identity document, name parts and employment dates (the vacations, the leavers' settlements). */
export const WORKER_EMPLOYMENT_COLUMNS = {
  documentType: workers.documentType,
  ...WORKER_NAME_COLUMNS,
  hireDate: workers.hireDate,
  endDate: workers.endDate,
};
