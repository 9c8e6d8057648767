/** What the shell knows about a location to decide whether a navigation reloads the page. */
export interface NavigationLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** A new key for every navigation, also to the same URL. */
  readonly key: string;
}

/** A navigation to exactly the URL already shown: the page reloads its data. */
export function isSameUrlNavigation(previous: NavigationLocation, next: NavigationLocation): boolean {
  return (
    previous.key !== next.key &&
    previous.pathname === next.pathname &&
    previous.search === next.search &&
    previous.hash === next.hash
  );
}

/** The element id an anchor points to ('#resumen' → 'resumen'), or null without one. */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
