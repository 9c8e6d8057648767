/** Where to go after signing in: the guarded path the user was going to, or '/'. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from.startsWith('/auth') || from.startsWith('/forgotPassword') || from.startsWith('/changePassword')) {
    return '/';
  }
  return from;
}
