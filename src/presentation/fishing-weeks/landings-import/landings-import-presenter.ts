import type { WeekSummary } from '../../../application/fishing-weeks/fishing-weeks-api';
import type {
  LandingsImportApi,
  LandingsImportSummary,
} from '../../../application/fishing-weeks/landings-import';
import type { FileSaver } from '../../../application/ports/file-saver';
import { ImportPresenter } from '../../common/import-presenter';
import type { Translate } from '../../common/screen-state';

/** The translation prefix of the landings import's texts. */
export const LANDINGS_IMPORT_TEXTS = 'landingsImport';

/**
 * The landings import dialog of a week: the kit's import presenter over the week's import, always
 * sent with the week's latest version (`setWeek`); after a save it hands the week's new summary on.
 */
export class LandingsImportPresenter extends ImportPresenter<LandingsImportSummary> {
  private version: number;
  private imported: (week: WeekSummary, message: string) => void;

  constructor(
    api: LandingsImportApi,
    files: FileSaver,
    t: Translate,
    weekId: number,
    version: number,
    imported: (week: WeekSummary, message: string) => void = () => undefined,
  ) {
    super(
      {
        template: () => api.template(),
        importFile: (file, fileName, mode) => api.importFile(weekId, this.version, file, fileName, mode),
      },
      files,
      t,
      LANDINGS_IMPORT_TEXTS,
      (message, summary) => this.imported(summary.week, message),
    );
    this.version = version;
    this.imported = imported;
  }

  /** The week's version (and the callback) as the page has them now. */
  setWeek(version: number, imported: (week: WeekSummary, message: string) => void): void {
    this.version = version;
    this.imported = imported;
  }
}
