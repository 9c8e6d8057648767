import { ImportDialog } from '../common/ImportDialog';
import type { WorkerImportPresenter } from './worker-import-presenter';
import type { PresenterDialogProps } from '../core/use-presenter';

/** The workers' import dialog: the kit's import dialog with the workers' texts. */
export function WorkerImportDialog({ presenter, onClose }: PresenterDialogProps<WorkerImportPresenter>) {
  return <ImportDialog presenter={presenter} texts="workers.import" id="workers-import" onClose={onClose} />;
}
