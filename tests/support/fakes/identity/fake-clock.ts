import type { Clock } from '../../../../src/application/identity/ports/clock';

interface Timer {
  readonly at: number;
  readonly resolve: () => void;
}

/** Lets pending promise chains run (several turns of the microtask queue and one macrotask). */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** A clock tests move by hand; `sleep` resolves when the time is advanced past it (or on abort). */
export class FakeClock implements Clock {
  private timers: Timer[] = [];
  readonly sleeps: number[] = [];

  constructor(public ms = Date.parse('2026-03-02T12:00:00Z')) {}

  now(): number {
    return this.ms;
  }

  get seconds(): number {
    return Math.floor(this.ms / 1000);
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.sleeps.push(ms);
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = { at: this.ms + ms, resolve };
      this.timers.push(timer);
      signal?.addEventListener(
        'abort',
        () => {
          this.timers = this.timers.filter((t) => t !== timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  /** Moves the time on, resolving every sleep that ends meanwhile (and letting promises settle). */
  async advance(ms: number): Promise<void> {
    await settle();
    this.ms += ms;
    const due = this.timers.filter((t) => t.at <= this.ms);
    this.timers = this.timers.filter((t) => t.at > this.ms);
    for (const t of due) t.resolve();
    await settle();
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}

/** A clock whose sleeps end at once (stories, component tests that do not test timing). */
export class InstantClock implements Clock {
  constructor(private readonly ms = Date.parse('2026-03-02T12:00:00Z')) {}
  now(): number {
    return this.ms;
  }
  async sleep(): Promise<void> {}
}
