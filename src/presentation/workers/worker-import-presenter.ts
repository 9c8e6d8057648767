import type { FileSaver } from '../../application/ports/file-saver';
import type { WorkersImportApi } from '../../application/workers/manage-workers';
import { ImportPresenter, type ImportState } from '../common/import-presenter';
import type { Translate } from '../common/screen-state';

export type WorkerImportState = ImportState;

/** The workers' import dialog: the kit's import presenter with the workers' texts. */
export class WorkerImportPresenter extends ImportPresenter {
  constructor(
    api: WorkersImportApi,
    files: FileSaver,
    t: Translate,
    /** Called after a save, so the list reads again. */
    saved: (message: string) => void = () => undefined,
  ) {
    super(api, files, t, 'workers.import', (message) => saved(message));
  }
}
