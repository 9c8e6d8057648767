import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VACATION_NOTE_MAX, type VacationInput, type VacationSort } from '../../domain/vacations/vacation';
import { DataTable, type TableColumn } from '../common/DataTable';
import type { FormFields } from '../common/FormDialog';
import { ListView, type ListColumn } from '../common/ListView';
import { OwnerRecordsDialog } from '../common/OwnerRecordsDialog';
import { RecordActions } from '../common/RecordsDialog';
import type { Ready } from '../common/load-presenter';
import { visuallyHidden } from '../common/visually-hidden';
import { useAttachedPresenter, type PresenterDialogProps } from '../core/use-presenter';
import type {
  VacationRow,
  VacationsListState,
  VacationsPresenter,
  VacationWorkerPresenter,
  VacationWorkerState,
} from './vacations-presenter';

/** A number of days for a text with its singular form («1 día», «15 días»): `days` shown, `count` chooses. */
const dayCount = (days: string | number) => ({ days, count: Number(days) });

/**
 * The «Vacaciones» tab: the workers' rest in days on the kit's list (search by document or name, the
 * leavers when asked), the expired pending days as a chip; a row opens the worker's periods.
 */
export function VacationsView({
  presenter,
  state,
}: {
  presenter: VacationsPresenter;
  state: VacationsListState;
}) {
  const { t } = useTranslation();
  const number = { align: 'right', flex: 0.6 } as const;
  const columns: ListColumn<VacationRow, VacationSort>[] = [
    { field: 'document', header: t('vacations.columns.document'), sort: 'document', flex: 0.8 },
    {
      field: 'name',
      header: t('vacations.columns.name'),
      sort: 'name',
      flex: 2,
      render: (r) => (
        <Box>
          {r.name}
          {r.status && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {r.status}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'hireDate', header: t('vacations.columns.hireDate'), sort: 'hireDate', flex: 0.8 },
    { field: 'years', header: t('vacations.columns.years'), ...number },
    { field: 'earned', header: t('vacations.columns.earned'), ...number },
    { field: 'taken', header: t('vacations.columns.taken'), sort: 'taken', ...number },
    { field: 'pending', header: t('vacations.columns.pending'), sort: 'pending', ...number },
    { field: 'accruing', header: t('vacations.columns.accruing'), ...number },
    {
      field: 'expired',
      header: t('vacations.columns.expired'),
      flex: 1,
      render: (r) =>
        r.expired ? (
          <Chip size="small" color="error" variant="outlined" icon={<WarningAmberIcon />} label={r.expired} />
        ) : null,
    },
  ];
  return (
    <ListView
      id="vacations"
      label={t('vacations.tableLabel')}
      presenter={presenter}
      state={state}
      columns={columns}
      actions={[
        {
          key: 'open',
          label: (r) => t('vacations.open', { name: r.name }),
          icon: <EventAvailableIcon />,
          onClick: (r) => presenter.open(r),
        },
      ]}
      searchLabel={t('vacations.search')}
      filters={
        <FormControlLabel
          control={
            <Switch
              checked={state.query.filters.all}
              onChange={(e) => presenter.setFilter('all', e.target.checked)}
            />
          }
          label={t('vacations.all')}
        />
      }
      filtered={state.query.q.trim() !== '' || state.query.filters.all}
      emptyText={t('vacations.empty')}
      noMatchesText={t('vacations.noMatches')}
      dialog={
        state.open && <VacationWorkerDialog presenter={state.open} onClose={() => presenter.closeWorker()} />
      }
    />
  );
}

/** One worker's balance and periods: record, change and delete a period (with `editar`). */
export function VacationWorkerDialog({ presenter, onClose }: PresenterDialogProps<VacationWorkerPresenter>) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  const fields: FormFields<VacationInput> = [
    { kind: 'date', name: 'start', label: t('vacations.form.start'), required: true, row: 1 },
    { kind: 'date', name: 'end', label: t('vacations.form.end'), required: true, row: 1 },
    { kind: 'select', name: 'kind', label: t('vacations.form.kind'), options: 'kind', required: true },
    {
      kind: 'text',
      name: 'note',
      label: t('vacations.form.note'),
      maxLength: VACATION_NOTE_MAX,
      multiline: true,
    },
  ];
  return (
    <OwnerRecordsDialog
      id="vacation-worker"
      texts="vacations"
      title={state.title}
      maxWidth="md"
      presenter={presenter}
      state={state}
      onClose={onClose}
      form={{ id: 'vacation-period', fields }}
      confirm={{
        id: 'vacation-period-delete',
        question: (period) =>
          t('vacations.confirm.question', {
            start: period.start,
            end: period.end,
            ...dayCount(period.days),
          }),
      }}
    >
      {(state) => (
        <>
          <VacationBalance summary={state.summary} />
          <VacationPeriods presenter={presenter} periods={state.periods} />
        </>
      )}
    </OwnerRecordsDialog>
  );
}

type WorkerReady = Ready<VacationWorkerState>;
type RecordRow = WorkerReady['summary']['records'][number];
type PeriodRow = WorkerReady['periods'][number];

/** The worker's days (earned, taken, pending, accruing), the expired ones and the record by year. */
function VacationBalance({ summary }: { summary: WorkerReady['summary'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {summary.service}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Chip label={t('vacations.summary.earned', dayCount(summary.earned))} />
        <Chip label={t('vacations.summary.taken', dayCount(summary.taken))} />
        <Chip color="primary" label={t('vacations.summary.pending', dayCount(summary.pending))} />
        <Chip variant="outlined" label={t('vacations.summary.accruing', dayCount(summary.accruing))} />
      </Stack>
      {summary.expired.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {summary.expired.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h2">
        {t('vacations.records.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary.recordNote}
      </Typography>
      <DataTable
        label={t('vacations.records.title')}
        sx={{ mb: 2 }}
        columns={[
          { key: 'year', header: t('vacations.records.year'), cell: (r) => r.year },
          { key: 'period', header: t('vacations.records.period'), cell: (r) => r.period },
          ...(['worked', 'rest', 'computable', 'required'] as const).map((key): TableColumn<RecordRow> => ({
            key,
            header: t(`vacations.records.${key}`),
            cell: (r) => r[key],
            align: 'right',
          })),
          {
            key: 'status',
            header: t('vacations.records.status'),
            cell: (r) => (
              <Chip
                size="small"
                variant="outlined"
                color={r.reached ? 'success' : 'default'}
                label={r.status}
              />
            ),
          },
        ]}
        rows={summary.records}
        rowKey={(r) => String(r.year)}
      />
    </>
  );
}

/** The worker's periods of rest, each with its edit and delete buttons (with `editar`). */
function VacationPeriods({
  presenter,
  periods,
}: {
  presenter: VacationWorkerPresenter;
  periods: WorkerReady['periods'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('vacations.periods.title')}
        </Typography>
        {presenter.canEdit && (
          <Button variant="contained" onClick={() => presenter.openCreate()}>
            {t('vacations.add')}
          </Button>
        )}
      </Stack>
      {periods.length === 0 ? (
        <Typography color="text.secondary">{t('vacations.noPeriods')}</Typography>
      ) : (
        <DataTable
          label={t('vacations.periods.title')}
          columns={[
            { key: 'start', header: t('vacations.periods.start'), cell: (p) => p.start },
            { key: 'end', header: t('vacations.periods.end'), cell: (p) => p.end },
            { key: 'days', header: t('vacations.periods.days'), cell: (p) => p.days, align: 'right' },
            {
              key: 'kind',
              header: t('vacations.periods.kind'),
              cell: (p) => t(`vacations.kinds.${p.period.kind ?? 'vacaciones'}`),
            },
            { key: 'note', header: t('vacations.periods.note'), cell: (p) => p.note },
            ...(presenter.canEdit
              ? [
                  {
                    key: 'actions',
                    header: (
                      <Box component="span" sx={visuallyHidden}>
                        {t('vacations.periods.actions')}
                      </Box>
                    ),
                    align: 'right',
                    sx: { whiteSpace: 'nowrap' },
                    cell: (p) => (
                      <RecordActions
                        edit={{
                          label: t('vacations.edit', { start: p.start, end: p.end }),
                          onClick: () => presenter.openEdit(p),
                        }}
                        remove={{
                          label: t('vacations.delete', { start: p.start, end: p.end }),
                          onClick: () => presenter.askDelete(p),
                        }}
                      />
                    ),
                  } satisfies TableColumn<PeriodRow>,
                ]
              : []),
          ]}
          rows={periods}
          rowKey={(p) => String(p.id)}
        />
      )}
    </>
  );
}
