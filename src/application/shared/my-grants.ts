import type { Grants } from '../../domain/shared/grants';

/**
 * The signed-in user's actions by module, for any screen that shows buttons by permission (the server
 * still checks every call). An unreadable answer grants nothing. The administration feature provides it.
 */
export interface MyGrants {
  execute(): Promise<Grants>;
}
export const MyGrants = Symbol.for('MyGrants');
