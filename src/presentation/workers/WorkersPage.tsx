import {
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { LoansApi } from '../../application/loans/loans-api';
import {
  ManageWorkers,
  WorkersImportApi,
  WorkersTRegistroApi,
} from '../../application/workers/manage-workers';
import { limaDate } from '../../domain/shared/dates';
import { DOCUMENT_NUMBER_MAX } from '../../domain/shared/identity-document';
import { isPensionScheme } from '../../domain/shared/pension-vocabulary';
import {
  WORKER_ADDRESS_MAX,
  WORKER_NAME_MAX,
  WORKER_NAMES_MAX,
  type Worker,
  type WorkerInput,
  type WorkerSort,
} from '../../domain/workers/worker';
import type { CatalogueListState } from '../common/catalogue-presenter';
import { CatalogueView } from '../common/CatalogueView';
import type { FormFields } from '../common/FormDialog';
import { useInject } from '../core/dependencies';
import { useAttachedPresenter, usePresenter } from '../core/use-presenter';
import { LoansDialog } from '../loans/LoansDialog';
import { LoansPresenter } from '../loans/loans-presenter';
import { ShellPage } from '../shell/ShellPage';
import { TRegistroDialog } from './TRegistroDialog';
import { WorkerImportDialog } from './WorkerImportDialog';
import { TRegistroPresenter } from './t-registro-presenter';
import { WorkerImportPresenter } from './worker-import-presenter';
import { termsLines, WorkersPresenter, type WorkerFilters } from './workers-screen';

/** trabajador: the workers, their terms by date, and the import from a spreadsheet. */
export function WorkersPage() {
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
  const choices = useAttachedPresenter(presenter.choices);
  const positions = choices.kind === 'ready' ? choices.positions : [];
  const schemes = choices.kind === 'ready' ? choices.schemes : [];
  const vessels = choices.kind === 'ready' ? choices.vessels : [];
  const { filters: current } = state.query;
  const [importer, setImporter] = useState<WorkerImportPresenter | null>(null);
  const loansApi = useInject<LoansApi>(LoansApi);
  const [loans, setLoans] = useState<LoansPresenter | null>(null);
  const tRegistroApi = useInject<WorkersTRegistroApi>(WorkersTRegistroApi);
  const [tRegistro, setTRegistro] = useState<TRegistroPresenter | null>(null);
  const canExport = state.can.exportar;
  const f = (name: keyof WorkerInput & string) => t(`workers.form.${name}`);
  const fields: FormFields<WorkerInput> = [
    {
      kind: 'select',
      name: 'documentType',
      label: f('documentType'),
      options: 'documentType',
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'documentNumber',
      label: f('documentNumber'),
      maxLength: DOCUMENT_NUMBER_MAX,
      upperCase: true,
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'paternalSurname',
      label: f('paternalSurname'),
      maxLength: WORKER_NAME_MAX,
      required: true,
      row: 2,
    },
    {
      kind: 'text',
      name: 'maternalSurname',
      label: f('maternalSurname'),
      maxLength: WORKER_NAME_MAX,
      row: 2,
    },
    { kind: 'text', name: 'names', label: f('names'), maxLength: WORKER_NAMES_MAX, required: true },
    { kind: 'date', name: 'birthDate', label: f('birthDate'), required: true, row: 3 },
    { kind: 'date', name: 'hireDate', label: f('hireDate'), required: true, row: 3 },
    { kind: 'date', name: 'endDate', label: f('endDate'), row: 3 },
    { kind: 'select', name: 'endReason', label: f('endReason'), options: 'endReason', row: 3 },
    { kind: 'select', name: 'sex', label: f('sex'), options: 'sex', row: 8 },
    { kind: 'select', name: 'education', label: f('education'), options: 'education', row: 8 },
    { kind: 'text', name: 'occupation', label: f('occupation'), maxLength: 6, digits: true, row: 8 },
    {
      kind: 'text',
      name: 'address',
      label: f('address'),
      maxLength: WORKER_ADDRESS_MAX,
      upperCase: true,
      row: 9,
    },
    { kind: 'text', name: 'ubigeo', label: f('ubigeo'), maxLength: 6, digits: true, row: 9 },
    {
      kind: 'date',
      name: 'termsFrom',
      label: f('termsFrom'),
      help: t('workers.form.termsFromHelp'),
      required: true,
    },
    { kind: 'select', name: 'positionId', label: f('positionId'), options: 'positionId', required: true },
    {
      kind: 'select',
      name: 'pensionScheme',
      label: f('pensionScheme'),
      options: 'pensionScheme',
      required: true,
      row: 4,
    },
    { kind: 'select', name: 'afp', label: f('afp'), options: 'afp', row: 4 },
    { kind: 'select', name: 'commissionType', label: f('commissionType'), options: 'commissionType', row: 4 },
    { kind: 'text', name: 'cuspp', label: f('cuspp'), maxLength: 12, upperCase: true },
    { kind: 'switch', name: 'unionAffiliated', label: f('unionAffiliated'), row: 5 },
    { kind: 'switch', name: 'eps', label: f('eps'), row: 5 },
    { kind: 'switch', name: 'familyAllowance', label: f('familyAllowance'), row: 5 },
    { kind: 'select', name: 'bank', label: f('bank'), options: 'bank', row: 6 },
    { kind: 'text', name: 'account', label: f('account'), maxLength: 20, digits: true, row: 6 },
    { kind: 'text', name: 'bankAccount', label: f('bankAccount'), maxLength: 20, digits: true, row: 6 },
    { kind: 'select', name: 'ctsBank', label: f('ctsBank'), options: 'bank', row: 7 },
    { kind: 'text', name: 'ctsAccount', label: f('ctsAccount'), maxLength: 20, digits: true, row: 7 },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
  const history = (existing: Worker | undefined) =>
    existing && (
      <div>
        <Typography variant="subtitle2" component="p">
          {t('workers.form.history')}
        </Typography>
        <Table size="small" aria-label={t('workers.form.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('workers.form.termsFrom')}</TableCell>
              <TableCell>{t('workers.form.positionId')}</TableCell>
              <TableCell>{t('workers.form.pensionScheme')}</TableCell>
              <TableCell>{t('workers.form.flags')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {termsLines(existing, translate).map((line) => (
              <TableRow key={line.from}>
                <TableCell>{line.from}</TableCell>
                <TableCell>{line.position}</TableCell>
                <TableCell>{line.scheme}</TableCell>
                <TableCell>{line.flags}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  return (
    <ShellPage code="trabajador">
      <CatalogueView<Worker, WorkerInput, WorkerSort, WorkerFilters>
        texts="workers"
        presenter={presenter}
        state={state}
        columns={[
          { field: 'document', sort: 'document', flex: 0.8, minWidth: 130 },
          { field: 'name', sort: 'name', flex: 1.6, minWidth: 200 },
          { field: 'position', sort: 'position', flex: 1.1, minWidth: 150 },
          { field: 'pensionScheme', sort: 'pensionScheme', flex: 0.9, minWidth: 130 },
          { field: 'hireDate', sort: 'hireDate', flex: 0.7, minWidth: 110 },
        ]}
        fields={fields}
        activeSort="active"
        updatedSort="updatedAt"
        formIntro={(s) => history(s.existing)}
        filters={
          <>
            <TextField
              select
              size="small"
              label={t('workers.filters.position')}
              value={positions.some((p) => String(p.id) === current.positionId) ? current.positionId : ''}
              onChange={(e) => presenter.setFilter('positionId', e.target.value)}
              {...(choices.kind === 'failed' ? { error: true, helperText: choices.message } : {})}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('workers.filters.anyPosition')}</MenuItem>
              {positions.map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('workers.filters.pensionScheme')}
              value={current.pensionScheme}
              onChange={(e) =>
                presenter.setFilter('pensionScheme', isPensionScheme(e.target.value) ? e.target.value : '')
              }
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('workers.filters.anyScheme')}</MenuItem>
              {schemes.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('workers.filters.vessel')}
              value={vessels.some((v) => String(v.id) === current.vesselId) ? current.vesselId : ''}
              onChange={(e) => presenter.setFilter('vesselId', e.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t('workers.filters.anyVessel')}</MenuItem>
              {vessels.map((v) => (
                <MenuItem key={v.id} value={String(v.id)}>
                  {v.label}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        rowActions={[
          ...(canExport
            ? [
                {
                  key: 't-registro',
                  label: (row: { id: number; name: string; cells: Record<string, string> }) =>
                    `T-Registro de ${row.cells.name ?? row.name}`,
                  icon: <AssignmentIndIcon fontSize="small" />,
                  onClick: (row: { id: number; name: string; cells: Record<string, string> }) =>
                    setTRegistro(
                      new TRegistroPresenter(
                        tRegistroApi,
                        files,
                        { worker: row.id, name: row.cells.name ?? row.name },
                        limaDate(new Date()),
                      ),
                    ),
                },
              ]
            : []),
          {
            key: 'loans',
            label: (row) => `Préstamos de ${row.cells.name ?? row.name}`,
            icon: <RequestQuoteIcon fontSize="small" />,
            onClick: (row) =>
              setLoans(
                new LoansPresenter(
                  loansApi,
                  { id: row.id, name: row.cells.name ?? row.name },
                  state.can.editar,
                  () => limaDate(new Date()),
                ),
              ),
          },
        ]}
        toolbar={
          <>
            {canExport && (
              <Button
                variant="outlined"
                onClick={() =>
                  setTRegistro(
                    new TRegistroPresenter(tRegistroApi, files, { period: true }, limaDate(new Date())),
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
      {loans && (
        <LoansDialog
          presenter={loans}
          onClose={() => {
            loans.dispose();
            setLoans(null);
          }}
        />
      )}
      {tRegistro && (
        <TRegistroDialog
          presenter={tRegistro}
          onClose={() => {
            tRegistro.dispose();
            setTRegistro(null);
          }}
        />
      )}
      {importer && (
        <WorkerImportDialog
          presenter={importer}
          onClose={() => {
            importer.dispose();
            setImporter(null);
          }}
        />
      )}
    </ShellPage>
  );
}

export default WorkersPage;
