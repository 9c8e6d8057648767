import { currentUserOf, type CurrentUser } from '../../domain/identity/session';
import type { AuthSession } from './auth-session';

/** Who is signed in ({ username, name } from the id token's `name` claim), or null. */
export class GetCurrentUser {
  constructor(private readonly session: AuthSession) {}

  async execute(): Promise<CurrentUser | null> {
    try {
      const session = await this.session.current();
      return session ? currentUserOf(session) : null;
    } catch {
      // The provider cannot be reached right now: the stored session still names the user.
      const stored = this.session.stored();
      return stored ? currentUserOf(stored) : null;
    }
  }
}
