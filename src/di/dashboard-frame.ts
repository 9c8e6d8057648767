import { currentUserOf, isSessionValid } from '../domain/identity/session';
import { greetingName, greetingTextKey } from '../domain/dashboard/greeting';
import { DEFAULT_LAYOUT_CONFIG, parseLayoutConfig, type LayoutConfig } from '../domain/layout/layout-config';
import { isDesktopWidth } from '../domain/layout/layout-state';
import { readStoredSession, sessionKeyPrefix } from '../infrastructure/identity/local-storage-session-store';
import { DocumentLayoutApplier } from '../infrastructure/layout/document-layout-applier';
import { FRAME_FILL, FRAME_ID, FRAME_SHOWN, FRAME_SLOT, FRAME_TEMPLATE } from './frame-markers';
import { menuShortcuts, type Shortcut } from '../domain/dashboard/shortcuts';
import { buildMenuTree } from '../domain/menu/menu-tree';
import { menuLandingPath } from '../domain/shell/landing';
import { parsePermissionEntries } from '../domain/menu/permission-entry';
import { PERMISSIONS_KEY } from '../infrastructure/storage/local-storage-permission-cache';
import { LAYOUT_CONFIG_KEY } from '../infrastructure/storage/local-storage-layout-config';
import { readJson, type KeyValueStorage } from '../infrastructure/storage/key-value-storage';

/**
 * The dashboard's prerendered frame (scripts/build/prerender.ts) brought to the person who opens it,
 * before the application runs: a classic script of its own, right after the frame's markup, decides
 * whether the frame is theirs and fills in what only they have (the greeting with their name).
 *
 * The frame is drawn at build time for a desktop window with the default interface configuration;
 * it is shown only when that is what the application will draw (a valid stored session whose kept menu
 * does not lead elsewhere, a window wider than 991 px, the default theme, colour scheme, scale and menu
 * mode). Otherwise it is removed
 * and the application draws the page as it always does; nothing is shown that the application would
 * then change.
 */

/** The texts of `dashboard.greeting` (the Spanish translations, embedded at build time). */
export type GreetingTexts = Readonly<Record<string, string>>;

const COGNITO_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER = '.LastAuthUser';

/** The web client ids that have a session in this storage (the runtime configuration names one). */
export function storedClientIds(keys: readonly string[]): string[] {
  return keys
    .filter((key) => key.startsWith(COGNITO_PREFIX) && key.endsWith(LAST_AUTH_USER))
    .map((key) => key.slice(COGNITO_PREFIX.length, -LAST_AUTH_USER.length));
}

/** Whether the frame, drawn with the default configuration, looks as the application will. */
export function frameMatches(config: LayoutConfig): boolean {
  return (['theme', 'colorScheme', 'scale', 'menuMode'] as const).every(
    (key) => config[key] === DEFAULT_LAYOUT_CONFIG[key],
  );
}

export interface FrameContext {
  readonly storage: KeyValueStorage;
  /** The storage's keys (to find the stored session's client id). */
  readonly keys: readonly string[];
  readonly width: number;
  readonly now: Date;
  readonly texts: GreetingTexts;
}

/**
 * The greeting the frame shows ('Buenos días, Ana'), or null when the frame is not to be shown: no
 * valid session (the application will send the visitor to sign in), a session of more than one client,
 * a kept menu whose start page is not the dashboard, a small window, or another interface configuration.
 */
export function frameGreeting({ storage, keys, width, now, texts }: FrameContext): string | null {
  if (!isDesktopWidth(width)) return null;
  if (!frameMatches(parseLayoutConfig(readJson(storage, LAYOUT_CONFIG_KEY)))) return null;
  const clients = storedClientIds(keys);
  if (clients.length !== 1) return null;
  const session = readStoredSession(storage, sessionKeyPrefix(clients[0] as string));
  if (!session || !isSessionValid(session, Math.floor(now.getTime() / 1000))) return null;
  if (keptLanding(storage) !== null) return null;
  const name = greetingName(currentUserOf(session));
  const text = texts[greetingTextKey(now, name !== '')];
  return text === undefined ? null : text.replace('{{name}}', () => name);
}

/**
 * Shows the frame with its greeting, applying the default configuration to the document as the
 * application does (the root font size every rem follows), or removes it. Returns whether it is shown.
 */
export function showFrame(document: Document, greeting: string | null): boolean {
  const frame = document.getElementById(FRAME_ID);
  const target = frame?.querySelector(`[${FRAME_FILL}="greeting"]`);
  if (!frame || !target || greeting === null) {
    frame?.remove();
    return false;
  }
  new DocumentLayoutApplier(document).apply(DEFAULT_LAYOUT_CONFIG);
  target.textContent = greeting;
  document.documentElement.setAttribute(FRAME_SHOWN, '');
  return true;
}

/**
 * Where the kept menu says the start page leads when it is not the dashboard (a worker's «Mis boletas»):
 * the application will go there, so the dashboard's frame is not theirs. `null` when nothing valid is
 * kept, or the dashboard is theirs.
 */
export function keptLanding(storage: KeyValueStorage): string | null {
  const parsed = parsePermissionEntries(readJson(storage, PERMISSIONS_KEY));
  return parsed.ok ? menuLandingPath(parsed.value.map((e) => e.path)) : null;
}

/**
 * The shortcuts the application will draw first: those of the menu kept in the browser since the last
 * answer of the server (`cachePermiso`, cleared at sign-out), which the application's dashboard also
 * starts from (LoadShortcuts). Only a hint for the first paint: the application replaces it with the
 * server's menu, and the server checks every request. None when nothing valid is kept.
 */
export function keptShortcuts(storage: KeyValueStorage): Shortcut[] {
  const parsed = parsePermissionEntries(readJson(storage, PERMISSIONS_KEY));
  return parsed.ok ? menuShortcuts(buildMenuTree(parsed.value)) : [];
}

/**
 * Draws the shortcuts' grid in place of its placeholder, from the frame's template (one card, drawn at
 * build time with the application's grid and CSS): a copy of the card per shortcut, with its link,
 * name and group. Leaves the placeholder when there are none. Returns whether it drew the grid.
 */
export function drawShortcuts(document: Document, shortcuts: readonly Shortcut[]): boolean {
  const template = document.querySelector<HTMLTemplateElement>(
    `#${FRAME_ID} template[${FRAME_TEMPLATE}="shortcuts"]`,
  );
  if (!template) return false;
  const placeholder = template.previousElementSibling;
  const grid = template.content.firstElementChild?.cloneNode(true);
  const card = grid instanceof Element ? grid.firstElementChild : null;
  template.remove();
  if (!placeholder || !(grid instanceof Element) || !card || shortcuts.length === 0) return false;
  card.remove();
  for (const shortcut of shortcuts) {
    const copy = card.cloneNode(true) as Element;
    copy.querySelector('a')?.setAttribute('href', shortcut.path);
    const fill = (slot: string, text: string) => {
      const target = copy.querySelector(`[${FRAME_SLOT}="${slot}"]`);
      if (target) target.textContent = text;
    };
    fill('label', shortcut.label);
    fill('group', shortcut.group);
    grid.append(copy);
  }
  placeholder.replaceWith(grid);
  return true;
}

/** What the page's script does (the build bundles it with the texts). */
export function startDashboardFrame(window: Window, texts: GreetingTexts): void {
  let greeting: string | null = null;
  let shortcuts: Shortcut[] = [];
  try {
    const storage = window.localStorage;
    shortcuts = keptShortcuts(storage);
    greeting = frameGreeting({
      storage,
      keys: Object.keys(storage),
      width: window.innerWidth,
      now: new Date(),
      texts,
    });
  } catch {
    // No storage (disabled, private modes): the application draws the page.
  }
  if (showFrame(window.document, greeting)) drawShortcuts(window.document, shortcuts);
}
