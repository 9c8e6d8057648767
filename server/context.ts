import type { ServerConfig } from './config';
import type { BackupService } from './backups/service';
import type { Database } from './db/database';

/** The server's clock; tests pass a controllable one (code expiry, token lifetimes). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every feature of the server receives. */
export interface ServerContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly clock: Clock;
  /** Backups of the database (absent where the server cannot take them, e.g. some tests). */
  readonly backups?: BackupService;
}
