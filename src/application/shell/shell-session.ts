/** The signed-in person as the top bar shows them. */
export interface ShellUser {
  readonly username: string;
  readonly name: string;
}

/**
 * What the shell needs from the session: who is signed in, and signing out ('Cerrar Sesión').
 * The composition root adapts the sign-in feature's use cases (GetCurrentUser, SignOut) to it, so the
 * shell does not depend on how sessions work.
 */
export interface ShellSession {
  currentUser(): Promise<ShellUser | null>;
  /** Ends the session and clears what this browser keeps for it (cachePermiso, cacheGrupo). */
  signOut(): Promise<void>;
}
export const ShellSession = Symbol.for('ShellSession');
