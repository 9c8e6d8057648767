import { formatDateTime } from '../shared/dates';

/** What the administrator's dashboard says of the backups (`GET /respaldos`). */
export interface BackupSummaryInput {
  readonly intervalHours: number;
  readonly count: number;
  readonly last: { readonly takenAt: string } | null;
}

export interface BackupSummary {
  /** `warning` when there is none, or the last is older than two intervals (two days without a schedule). */
  readonly severity: 'success' | 'warning';
  readonly text: string;
}

const HOUR_MS = 3_600_000;

/**
 * The last backup in one sentence: «Último respaldo: 27/11/2026 00:00 (14 guardados).», a warning when
 * there is none or it is late («…: hace más de 2 días. Revise los respaldos.»).
 */
export function describeLastBackup(status: BackupSummaryInput, now: Date): BackupSummary {
  if (!status.last) {
    return {
      severity: 'warning',
      text:
        status.intervalHours > 0
          ? 'Aún no hay respaldos de la base de datos: el primero se toma en la próxima hora.'
          : 'No hay respaldos de la base de datos: tome uno con «npm run backup».',
    };
  }
  const when = formatDateTime(status.last.takenAt);
  const kept = status.count === 1 ? '1 guardado' : `${status.count} guardados`;
  const ageMs = now.getTime() - new Date(status.last.takenAt).getTime();
  const allowedHours = 2 * (status.intervalHours > 0 ? status.intervalHours : 24);
  if (ageMs > allowedHours * HOUR_MS) {
    const days = Math.floor(ageMs / (24 * HOUR_MS));
    const age = days >= 1 ? `hace más de ${days === 1 ? '1 día' : `${days} días`}` : 'hace varias horas';
    return { severity: 'warning', text: `Último respaldo: ${when}, ${age}. Revise los respaldos (${kept}).` };
  }
  return { severity: 'success', text: `Último respaldo: ${when} (${kept}).` };
}
