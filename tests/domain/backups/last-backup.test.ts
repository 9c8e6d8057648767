import { describe, expect, it } from 'vitest';
import { describeLastBackup } from '../../../src/domain/backups/last-backup';

const now = new Date('2026-11-27T17:00:00Z'); // 12:00 in Lima

describe('the last backup in one sentence', () => {
  it('gives the last backup in Lima time and how many are kept', () => {
    expect(
      describeLastBackup(
        { intervalHours: 24, count: 14, last: { takenAt: '2026-11-27T05:00:00.000Z' } },
        now,
      ),
    ).toEqual({ severity: 'success', text: 'Último respaldo: 27/11/2026 00:00 (14 guardados).' });
    expect(
      describeLastBackup({ intervalHours: 24, count: 1, last: { takenAt: '2026-11-26T05:00:00.000Z' } }, now)
        .text,
    ).toBe('Último respaldo: 26/11/2026 00:00 (1 guardado).');
  });

  it('warns when the last one is older than two intervals (two days without a schedule)', () => {
    expect(
      describeLastBackup({ intervalHours: 24, count: 3, last: { takenAt: '2026-11-24T16:00:00.000Z' } }, now),
    ).toEqual({
      severity: 'warning',
      text: 'Último respaldo: 24/11/2026 11:00, hace más de 3 días. Revise los respaldos (3 guardados).',
    });
    expect(
      describeLastBackup({ intervalHours: 0, count: 1, last: { takenAt: '2026-11-26T05:00:00.000Z' } }, now)
        .severity,
    ).toBe('success');
    expect(
      describeLastBackup({ intervalHours: 6, count: 2, last: { takenAt: '2026-11-27T02:00:00.000Z' } }, now),
    ).toEqual({
      severity: 'warning',
      text: 'Último respaldo: 26/11/2026 21:00, hace varias horas. Revise los respaldos (2 guardados).',
    });
  });

  it('warns when there is none, saying when the first comes', () => {
    expect(describeLastBackup({ intervalHours: 24, count: 0, last: null }, now)).toEqual({
      severity: 'warning',
      text: 'Aún no hay respaldos de la base de datos: el primero se toma en la próxima hora.',
    });
    expect(describeLastBackup({ intervalHours: 0, count: 0, last: null }, now).text).toBe(
      'No hay respaldos de la base de datos: tome uno con «npm run backup».',
    );
  });
});
