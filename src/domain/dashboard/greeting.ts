import { LIMA_OFFSET_MINUTES } from '../shared/dates';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The part of the day in Lima: morning from 05:00 until noon, afternoon until 19:00, then evening. */
export function greetingKey(now: Date): DayPart {
  const hour = new Date(now.getTime() + LIMA_OFFSET_MINUTES * 60_000).getUTCHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 19) return 'afternoon';
  return 'evening';
}

/**
 * The translation key (under `dashboard.greeting.`) of the dashboard's greeting: 'Buenos días, Ana' for a
 * named user in the morning, 'Buenos días' when the session names nobody.
 */
export function greetingTextKey(now: Date, named: boolean): `${DayPart}${'' | 'Anonymous'}` {
  return `${greetingKey(now)}${named ? '' : 'Anonymous'}`;
}

/** The name the greeting uses: the account's name, or its user name when it has none. */
export function greetingName(user: { readonly name: string; readonly username: string } | null): string {
  return user ? user.name.trim() || user.username : '';
}
