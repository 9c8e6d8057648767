import { appInfoFromInformation, DEFAULT_VERSION, type AppInfo } from '../../domain/app/app-info';
import type { Logger } from '../ports/logger';
import type { StaticData } from '../ports/static-data';

export const INFORMATION_FILE = 'assets/data/information.json';

/** The product version from the static information file; '1.0' when it is missing or unreadable. */
export class LoadAppInfo {
  private cached: Promise<AppInfo> | undefined;

  constructor(
    private readonly staticData: StaticData,
    private readonly logger: Logger,
  ) {}

  execute(): Promise<AppInfo> {
    this.cached ??= this.staticData
      .getJson(INFORMATION_FILE)
      .then(appInfoFromInformation, (error: unknown) => {
        this.logger.warn(`No se pudo leer ${INFORMATION_FILE}; se usa la versión ${DEFAULT_VERSION}.`, error);
        return { version: DEFAULT_VERSION };
      });
    return this.cached;
  }
}
