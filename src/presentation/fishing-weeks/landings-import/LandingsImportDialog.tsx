import { useEffect, useState } from 'react';
import type { WeekSummary } from '../../../application/fishing-weeks/fishing-weeks-api';
import { LandingsImportApi } from '../../../application/fishing-weeks/landings-import';
import { FileSaver } from '../../../application/ports/file-saver';
import { ImportDialog } from '../../common/ImportDialog';
import { useInject } from '../../core/dependencies';
import { LANDINGS_IMPORT_TEXTS, LandingsImportPresenter } from './landings-import-presenter';
import { useTranslate } from '../../common/use-translate';

export interface LandingsImportDialogProps {
  readonly open: boolean;
  readonly weekId: number;
  readonly version: number;
  readonly onClose: () => void;
  /** Saved: the week's new version/state; the grids reload the week. */
  readonly onImported: (week: WeekSummary) => void;
}

/**
 * The import of the week's landings from a plant's spreadsheet: choose a file, see its validation
 * (bad rows with row, column and reason), then "Importar" or "Importar solo las filas válidas", and
 * the counts. A new import starts each time the dialog opens.
 */
export function LandingsImportDialog(props: LandingsImportDialogProps) {
  // Closed, nothing is mounted: each opening starts a new import.
  return props.open ? <OpenLandingsImport key={props.weekId} {...props} /> : null;
}

function OpenLandingsImport({ weekId, version, onClose, onImported }: LandingsImportDialogProps) {
  const t = useTranslate();
  const api = useInject<LandingsImportApi>(LandingsImportApi);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter] = useState(
    () => new LandingsImportPresenter(api, files, t, weekId, version, (week) => onImported(week)),
  );
  // The page's latest version (after a grid save) and callback.
  useEffect(() => presenter.setWeek(version, (week) => onImported(week)), [presenter, version, onImported]);
  return (
    <ImportDialog
      presenter={presenter}
      texts={LANDINGS_IMPORT_TEXTS}
      id="landings-import"
      onClose={onClose}
    />
  );
}
