import { isIsoDate } from '../shared/dates';
import { defined, type FieldError } from '../shared/validation';

/** One row of the audit trail: who did what to which entity, with the values before and after. */
export interface AuditRecord {
  readonly id: number;
  readonly occurredAt: string;
  readonly actorUsername: string;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string | null;
}

export interface AuditFilter {
  readonly entity?: string;
  readonly actor?: string;
  readonly action?: string;
  /** Lima dates 'YYYY-MM-DD', both inclusive. */
  readonly from?: string;
  readonly to?: string;
}

export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  rol: 'Rol',
  usuario: 'Usuario',
  noticia: 'Noticia',
  prestamo: 'Préstamo',
  vacaciones: 'Vacaciones',
};

export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  crear: 'Creación',
  editar: 'Edición',
  eliminar: 'Eliminación',
  deshabilitar: 'Deshabilitación',
  habilitar: 'Habilitación',
  restablecer: 'Restablecimiento de contraseña',
  publicar: 'Publicación',
  despublicar: 'Retiro de publicación',
  asignar: 'Asignación',
  reabrir: 'Reapertura',
  cerrar: 'Cierre',
  denegar: 'Acción denegada',
};

export const entityLabel = (entity: string): string => AUDIT_ENTITIES[entity] ?? entity;
export const actionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;

export function validateAuditFilter(filter: AuditFilter): FieldError[] {
  const errors = defined([
    filter.from && !isIsoDate(filter.from) ? { field: 'from', message: 'Fecha no válida.' } : undefined,
    filter.to && !isIsoDate(filter.to) ? { field: 'to', message: 'Fecha no válida.' } : undefined,
  ]);
  if (errors.length === 0 && filter.from && filter.to && filter.from > filter.to) {
    errors.push({ field: 'to', message: 'La fecha final debe ser igual o posterior a la inicial.' });
  }
  return errors;
}

export interface AuditChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

const show = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/** The top-level fields that differ between before and after, as display strings. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }))
    .filter((c) => c.before !== c.after);
}
