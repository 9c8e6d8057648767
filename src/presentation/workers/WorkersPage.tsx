import { Button, Typography } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import {
  ManageWorkers,
  WorkersImportApi,
  WorkersTRegistroApi,
} from '../../application/workers/manage-workers';
import { limaDate } from '../../domain/shared/dates';
import { isPensionScheme } from '../../domain/shared/pension-vocabulary';
import type { Worker, WorkerInput, WorkerSort } from '../../domain/workers/worker';
import type { CatalogueListState, CatalogueRow } from '../common/catalogue-presenter';
import { CatalogueView } from '../common/CatalogueView';
import { DataTable } from '../common/DataTable';
import { FilterSelect } from '../common/FilterSelect';
import { useInject } from '../core/dependencies';
import { useAttachedPresenter, usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { TRegistroDialog } from './TRegistroDialog';
import { WorkerImportDialog } from './WorkerImportDialog';
import { TRegistroPresenter } from './t-registro-presenter';
import { WorkerImportPresenter } from './worker-import-presenter';
import { workerFields } from './worker-form';
import {
  termsLines,
  WORKER_COLUMNS,
  WorkersPresenter,
  type TermsLine,
  type WorkerFilters,
} from './workers-screen';

/** A worker as a row's dialog gets it. */
export interface WorkerOfRow {
  readonly id: number;
  /** 'QUISPE MAMANI, JUAN'. */
  readonly name: string;
}

/**
 * A dialog another feature opens from a worker's row (the worker's loans), composed by the screen that
 * shows the page (`pages/workers`): its button's name for the worker, its icon, and the dialog itself.
 */
export interface WorkerRowDialog {
  readonly key: string;
  readonly label: (name: string) => string;
  readonly icon: ReactNode;
  readonly render: (
    worker: WorkerOfRow,
    canEdit: boolean,
    onClose: () => void,
    /** `exportar` on trabajador (a court order's report as .xlsx). */
    canExport: boolean,
  ) => ReactNode;
}

/**
 * trabajador: the workers, their terms by date, and the import from a spreadsheet; a row opens the
 * T-Registro and the dialogs the screen composes (`rowDialogs`).
 */
export function WorkersPage({ rowDialogs = [] }: { rowDialogs?: readonly WorkerRowDialog[] }) {
  const { t } = useTranslation();
  const manage = useInject<ManageWorkers>(ManageWorkers);
  const importApi = useInject<WorkersImportApi>(WorkersImportApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const translate = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  const [presenter, state] = usePresenter<
    CatalogueListState<Worker, WorkerInput, WorkerSort, WorkerFilters>,
    WorkersPresenter
  >(() => new WorkersPresenter(manage, grants, files, translate));
  const { filters: current } = state.query;
  const [importer, setImporter, closeImporter] = useDialogPresenter<WorkerImportPresenter>();
  const [open, setOpen] = useState<{ dialog: WorkerRowDialog; worker: WorkerOfRow } | null>(null);
  const tRegistroApi = useInject<WorkersTRegistroApi>(WorkersTRegistroApi);
  const [tRegistro, setTRegistro, closeTRegistro] = useDialogPresenter<TRegistroPresenter>();
  const canExport = state.can.exportar;
  const fields = workerFields(translate);
  return (
    <ShellPage code="trabajador">
      <CatalogueView<Worker, WorkerInput, WorkerSort, WorkerFilters>
        texts="workers"
        presenter={presenter}
        state={state}
        columns={WORKER_COLUMNS}
        fields={fields}
        activeSort="active"
        updatedSort="updatedAt"
        formIntro={(s) => s.existing && <TermsHistory worker={s.existing} />}
        filters={<WorkerFilterSelects presenter={presenter} filters={current} />}
        rowActions={[
          ...(canExport
            ? [
                {
                  key: 't-registro',
                  label: (row: { id: number; name: string; cells: Record<string, string> }) =>
                    t('workers.tRegistro.action', { name: row.cells.name ?? row.name }),
                  icon: <AssignmentIndIcon fontSize="small" />,
                  onClick: (row: { id: number; name: string; cells: Record<string, string> }) =>
                    setTRegistro(
                      new TRegistroPresenter(
                        tRegistroApi,
                        files,
                        { worker: row.id, name: row.cells.name ?? row.name },
                        limaDate(new Date()),
                        t,
                      ),
                    ),
                },
              ]
            : []),
          ...rowDialogs.map((d) => ({
            key: d.key,
            label: (row: CatalogueRow<Worker>) => d.label(row.cells.name ?? row.name),
            icon: d.icon,
            onClick: (row: CatalogueRow<Worker>) =>
              setOpen({ dialog: d, worker: { id: row.id, name: row.cells.name ?? row.name } }),
          })),
        ]}
        toolbar={
          <>
            {canExport && (
              <Button
                variant="outlined"
                onClick={() =>
                  setTRegistro(
                    new TRegistroPresenter(tRegistroApi, files, { period: true }, limaDate(new Date()), t),
                  )
                }
              >
                T-Registro
              </Button>
            )}
            {state.can.crear && (
              <Button
                variant="outlined"
                onClick={() =>
                  setImporter(
                    new WorkerImportPresenter(importApi, files, translate, (m) => presenter.imported(m)),
                  )
                }
              >
                {t('workers.import.open')}
              </Button>
            )}
          </>
        }
      />
      {open && open.dialog.render(open.worker, state.can.editar, () => setOpen(null), state.can.exportar)}
      {tRegistro && <TRegistroDialog presenter={tRegistro} onClose={closeTRegistro} />}
      {importer && <WorkerImportDialog presenter={importer} onClose={closeImporter} />}
    </ShellPage>
  );
}

/** A dialog's presenter: made when the dialog opens, disposed when it closes. */
function useDialogPresenter<P extends { dispose(): void }>(): [P | null, (opened: P) => void, () => void] {
  const [presenter, setPresenter] = useState<P | null>(null);
  const close = () => {
    presenter?.dispose();
    setPresenter(null);
  };
  return [presenter, setPresenter, close];
}

/** The history's columns: each line's text, under the form's label of that field. */
const TERMS_COLUMNS: readonly { key: keyof TermsLine; header: string }[] = [
  { key: 'from', header: 'termsFrom' },
  { key: 'position', header: 'positionId' },
  { key: 'scheme', header: 'pensionScheme' },
  { key: 'flags', header: 'flags' },
];

/** Above the worker's form: the worker's terms by date (position, pension scheme, flags). */
function TermsHistory({ worker }: { worker: Worker }) {
  const { t } = useTranslation();
  const translate = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  return (
    <div>
      <Typography variant="subtitle2" component="p">
        {t('workers.form.history')}
      </Typography>
      <DataTable
        label={t('workers.form.history')}
        columns={TERMS_COLUMNS.map(({ key, header }) => ({
          key,
          header: t(`workers.form.${header}`),
          cell: (line: TermsLine) => line[key],
        }))}
        rows={termsLines(worker, translate)}
        rowKey={(line) => line.from}
      />
    </div>
  );
}

/** The list's own filters: position, pension scheme and vessel of the last week. */
function WorkerFilterSelects({
  presenter,
  filters: current,
}: {
  presenter: WorkersPresenter;
  filters: WorkerFilters;
}) {
  const { t } = useTranslation();
  const choices = useAttachedPresenter(presenter.choices);
  const positions = choices.kind === 'ready' ? choices.positions : [];
  const schemes = choices.kind === 'ready' ? choices.schemes : [];
  const vessels = choices.kind === 'ready' ? choices.vessels : [];
  return (
    <>
      <FilterSelect
        label={t('workers.filters.position')}
        any={t('workers.filters.anyPosition')}
        choices={positions.map((p) => ({ value: String(p.id), label: p.label }))}
        value={current.positionId}
        onChange={(v) => presenter.setFilter('positionId', v)}
        error={choices.kind === 'failed' ? choices.message : null}
      />
      <FilterSelect
        label={t('workers.filters.pensionScheme')}
        any={t('workers.filters.anyScheme')}
        choices={schemes.flatMap((s) => (isPensionScheme(s.id) ? [{ value: s.id, label: s.label }] : []))}
        value={current.pensionScheme}
        onChange={(v) => presenter.setFilter('pensionScheme', v)}
      />
      <FilterSelect
        label={t('workers.filters.vessel')}
        any={t('workers.filters.anyVessel')}
        choices={vessels.map((v) => ({ value: String(v.id), label: v.label }))}
        value={current.vesselId}
        onChange={(v) => presenter.setFilter('vesselId', v)}
        minWidth={220}
      />
    </>
  );
}

export default WorkersPage;
