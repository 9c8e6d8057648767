/** Product information shown in the shell (top bar, footer, about page). */
export const APP_TITLE = 'SISTEMA DE PLANILLAS - 2025';
export const DEFAULT_VERSION = '1.0';
export const DEFAULT_LANGUAGE = 'es';
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export interface AppInfo {
  readonly version: string;
}

/**
 * Reads `data[0].version` of `assets/data/information.json`.
 * Anything missing or malformed gives the default version '1.0'.
 */
export function appInfoFromInformation(information: unknown): AppInfo {
  if (typeof information !== 'object' || information === null) return { version: DEFAULT_VERSION };
  const data = (information as { data?: unknown }).data;
  if (!Array.isArray(data) || data.length === 0) return { version: DEFAULT_VERSION };
  const first: unknown = data[0];
  if (typeof first !== 'object' || first === null) return { version: DEFAULT_VERSION };
  const version = (first as { version?: unknown }).version;
  if (typeof version === 'string' && version.trim() !== '') return { version: version.trim() };
  if (typeof version === 'number' && Number.isFinite(version)) return { version: String(version) };
  return { version: DEFAULT_VERSION };
}

export function footerText(info: AppInfo): string {
  return `Sistema de Planillas ${info.version} - 2025`;
}

/** The year list of `assets/data/anios.json`: whole years, de-duplicated, newest first. */
export function yearsFromList(list: unknown): number[] {
  const raw: unknown = Array.isArray(list)
    ? list
    : typeof list === 'object' && list !== null && Array.isArray((list as { data?: unknown }).data)
      ? (list as { data: unknown[] }).data
      : [];
  const years = (raw as unknown[])
    .map((item) => (typeof item === 'object' && item !== null ? (item as { anio?: unknown }).anio : item))
    .map((y) => (typeof y === 'string' ? Number(y) : y))
    .filter((y): y is number => typeof y === 'number' && Number.isInteger(y) && y >= 1900 && y <= 9999);
  return [...new Set(years)].sort((a, b) => b - a);
}
