import { usernameKey } from '../access/store';
import type { Clock } from '../context';
import type { Database } from '../db/database';
import type { UserPoolAdministration } from '../identity/admin-port';
import type { UserStore } from './user-store';

export interface SyncResult {
  /** Users of the pool seen. */
  readonly seen: number;
  /** Copies removed because the pool no longer has the user. */
  readonly removed: number;
}

/**
 * Reconciles the product's copy of the users (admin_users) with the user pool: every page of the
 * pool's ListUsers is written in one statement; users the pool no longer has are removed once the
 * whole listing succeeded. Runs at start, every ADMIN_USERS_SYNC_MINUTES and on demand; concurrent
 * calls share one run. That periodic run is only for changes made outside this server (another
 * instance's users, the AWS console): what the server sees is copied at once (`refresh`).
 */
export class UserSync {
  private running: Promise<SyncResult> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly pool: UserPoolAdministration,
    private readonly users: UserStore,
  ) {}

  run(): Promise<SyncResult> {
    this.running ??= this.reconcile().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Copies one user's state from the pool at once (the pool told the server the user changed, or the
   * API saw the user's new sign-in): inserted or updated, or removed when the pool no longer has them.
   */
  async refresh(username: string, options: { keepMissing?: boolean } = {}): Promise<void> {
    const user = await this.pool.getUser(username);
    if (!user) {
      if (options.keepMissing) return;
      await this.db.transaction((tx) => this.users.remove(tx, [usernameKey(username)]));
      return;
    }
    await this.db.transaction((tx) => this.users.upsertFromPool(tx, [user], this.clock.now()));
  }

  private async reconcile(): Promise<SyncResult> {
    const before = await this.users.keys();
    const seen = new Set<string>();
    let nextToken: string | undefined;
    do {
      const page = await this.pool.listUsers({ limit: 60, ...(nextToken ? { nextToken } : {}) });
      for (const u of page.users) seen.add(usernameKey(u.username));
      await this.db.transaction((tx) => this.users.upsertFromPool(tx, page.users, this.clock.now()));
      nextToken = page.nextToken;
    } while (nextToken);
    const gone = [...before].filter((key) => !seen.has(key));
    if (gone.length > 0) await this.db.transaction((tx) => this.users.remove(tx, gone));
    return { seen: seen.size, removed: gone.length };
  }
}
