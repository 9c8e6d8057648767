import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { backupFileName, kindOfBackup, listBackups } from '../../../server/backups/backup-files';
import { BackupService } from '../../../server/backups/service';
import { databaseKinds } from '../../support/test-database';
import { TestClock } from '../../support/test-server';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';

describe('the backup service', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'planillas-backup-service-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('names backups by their UTC time, keeps the newest BACKUP_KEEP and says when one is due', async () => {
    const clock = new TestClock(new Date('2026-03-02T05:00:00Z'));
    const written: string[] = [];
    const service = new BackupService(
      { dir, keep: 2, intervalHours: 24 },
      'pglite',
      async (file) => {
        written.push(file);
        await writeFile(file, 'copia');
      },
      clock,
    );
    expect(await service.isDue()).toBe(true);
    for (let i = 0; i < 3; i++) {
      await service.backupNow();
      clock.advance(3_600_000);
    }
    expect(written.every((f) => f.endsWith('.partial'))).toBe(true);
    expect((await readdir(dir)).sort()).toEqual([
      'planillas-20260302-060000.tar.gz',
      'planillas-20260302-070000.tar.gz',
    ]);
    expect(await service.isDue()).toBe(false);
    clock.advance(23 * 3_600_000);
    expect(await service.isDue()).toBe(true);
    expect(backupFileName('postgres', new Date('2026-12-31T23:59:59.900Z'))).toBe(
      'planillas-20261231-235959.dump',
    );
  });

  it('never leaves a truncated backup: a failed copy leaves no file', async () => {
    const failing = new BackupService(
      { dir, keep: 5, intervalHours: 0 },
      'pglite',
      async (file) => {
        await writeFile(file, 'medio');
        throw new Error('disco lleno');
      },
      new TestClock(new Date('2026-03-03T00:00:00Z')),
    );
    await expect(failing.backupNow()).rejects.toThrow('disco lleno');
    expect((await readdir(dir)).filter((f) => f.includes('20260303'))).toEqual([]);
    expect(await failing.isDue()).toBe(false); // no schedule
  });
});

describe.each(databaseKinds())('backups through the API on %s', (kind) => {
  let h: AdminHarness;
  let operator: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    h = await adminHarness(kind);
    const operatorRole = unique('Operador');
    await h.role(operatorRole, { usuario: ['ver', 'editar'] });
    operator = await h.user([operatorRole]);
    const readerRole = unique('Lector');
    await h.role(readerRole, { noticia: ['ver'] });
    reader = await h.user([readerRole]);
  });
  afterAll(async () => h?.close());

  it('takes a whole backup on request, shows it as the last one and records who took it', async () => {
    const before = (await operator.get('/respaldos')).json() as { last: unknown; count: number };
    expect(before).toMatchObject({ databaseKind: kind, last: null, count: 0, keep: 3 });
    const res = await operator.post('/respaldos');
    expect(res.statusCode, res.body).toBe(201);
    const taken = res.json() as { name: string; takenAt: string; bytes: number };
    expect(taken.name).toBe(backupFileName(kind, new Date(taken.takenAt)));
    expect(taken.bytes).toBeGreaterThan(1000);
    const after = (await operator.get('/respaldos')).json() as {
      last: typeof taken;
      count: number;
      directory: string;
    };
    expect(after).toMatchObject({ last: taken, count: 1 });
    const [file] = await listBackups(after.directory);
    expect(file && existsSync(file.file)).toBe(true);
    expect(await kindOfBackup(file!.file)).toBe(kind);
    const audit = await listAudit(h.server.database.db, { entity: 'respaldo', page: 1, pageSize: 50 });
    expect(audit.rows.map((a) => [a.actorUsername, a.action, a.entityId])).toContainEqual([
      operator.username,
      'crear',
      taken.name,
    ]);
  });

  it('is refused to a user without the users permission', async () => {
    expect((await reader.get('/respaldos')).statusCode).toBe(403);
    expect((await reader.post('/respaldos')).statusCode).toBe(403);
  });
});
