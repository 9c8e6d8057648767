import { eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../context';
import type { Database } from '../../db/database';
import { identityRateCounters } from '../../db/schema';

/**
 * Fixed-window counters kept in the database, so that every instance behind the load balancer shares
 * them and they follow the pool's clock. Keys name what is counted, e.g. `ip-req:203.0.113.7` or
 * `user-codes:<sub>`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts one event and returns the count in the current window (this event included). */
  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock.now();
    const windowOpenedAfter = new Date(now.getTime() - windowMs);
    const c = identityRateCounters;
    const [row] = await this.db
      .insert(c)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          count: sql`case when ${c.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz then 1 else ${c.count} + 1 end`,
          windowStart: sql`case when ${c.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${c.windowStart} end`,
        },
      })
      .returning({ count: c.count });
    return row?.count ?? 1;
  }

  /** The count in the current window, without counting. */
  async peek(key: string, windowMs: number): Promise<number> {
    const [row] = await this.db.select().from(identityRateCounters).where(eq(identityRateCounters.key, key));
    if (!row) return 0;
    return row.windowStart.getTime() <= this.clock.now().getTime() - windowMs ? 0 : row.count;
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(identityRateCounters).where(eq(identityRateCounters.key, key));
  }

  async resetAll(): Promise<void> {
    await this.db.delete(identityRateCounters);
  }

  /** Drops counters whose window closed long ago. */
  async prune(olderThanMs = 24 * 3600_000): Promise<void> {
    await this.db
      .delete(identityRateCounters)
      .where(lt(identityRateCounters.windowStart, new Date(this.clock.now().getTime() - olderThanMs)));
  }
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
