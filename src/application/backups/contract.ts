import Type, { type Static } from 'typebox';

/** One backup file (`GET`/`POST /respaldos`): its name, when it was taken (ISO 8601, UTC) and its size. */
export const BackupSchema = Type.Object({
  name: Type.String(),
  takenAt: Type.String({ description: 'ISO 8601, UTC' }),
  bytes: Type.Integer(),
});
export type Backup = Static<typeof BackupSchema>;

/** `GET /respaldos`: the database's kind, where backups go, how many are kept, the schedule, the last one. */
export const BackupStatusSchema = Type.Object({
  databaseKind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  directory: Type.String(),
  keep: Type.Integer(),
  intervalHours: Type.Integer(),
  count: Type.Integer(),
  last: Type.Union([BackupSchema, Type.Null()]),
});
export type BackupStatus = Static<typeof BackupStatusSchema>;
