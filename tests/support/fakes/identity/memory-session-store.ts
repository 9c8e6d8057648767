import type { SessionStore } from '../../../../src/application/identity/ports/session-store';
import type { Session } from '../../../../src/domain/identity/session';

export class MemorySessionStore implements SessionStore {
  saves = 0;
  clears = 0;
  constructor(public session: Session | null = null) {}
  load(): Session | null {
    return this.session;
  }
  save(session: Session): void {
    this.saves++;
    this.session = session;
  }
  clear(): void {
    this.clears++;
    this.session = null;
  }
}
