import { buildInfoFrom, PRODUCT_NAME, type BundledPackage } from '../../domain/about/about';
import type { LoadAppInfo } from '../app/load-app-info';
import type { Logger } from '../ports/logger';
import type { StaticData } from '../ports/static-data';

/** Written by the build (scripts/build/about-file.ts). */
export const ABOUT_FILE = 'assets/about.json';

/** The about page's content. */
export interface About {
  readonly product: string;
  readonly version: string;
  /** ISO instant, or null when the build did not record it (development server). */
  readonly builtAt: string | null;
  readonly packages: readonly BundledPackage[];
  /** The build's file could not be read: build date and licences are unknown. */
  readonly buildInfoMissing: boolean;
}

/** Product name, version (information.json) and the build's date and bundled licences (about.json). */
export class LoadAbout {
  constructor(
    private readonly appInfo: LoadAppInfo,
    private readonly staticData: StaticData,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<About> {
    const [info, build] = await Promise.all([
      this.appInfo.execute(),
      this.staticData.getJson(ABOUT_FILE).then(
        (raw) => ({ ...buildInfoFrom(raw), missing: false }),
        (error: unknown) => {
          this.logger.warn(`No se pudo leer ${ABOUT_FILE}.`, error);
          return { builtAt: null, packages: [], missing: true };
        },
      ),
    ]);
    return {
      product: PRODUCT_NAME,
      version: info.version,
      builtAt: build.builtAt,
      packages: build.packages,
      buildInfoMissing: build.missing,
    };
  }
}
