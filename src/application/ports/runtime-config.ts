import type { RuntimeConfig } from '../../domain/app/runtime-config';

/** The SPA's runtime configuration, read once at start-up. */
export type AppConfig = RuntimeConfig;
export const AppConfig = Symbol.for('AppConfig');
