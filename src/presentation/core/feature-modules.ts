/**
 * Loads a feature's services (its container module) when its screen is first opened, so a screen's
 * services travel with the screen's own chunk instead of the first page's JavaScript. Loading twice
 * is loading once.
 */
export interface FeatureModules {
  load(feature: string): Promise<void>;
}
export const FeatureModules = Symbol.for('FeatureModules');
