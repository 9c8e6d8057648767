import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Link, MenuItem, Stack, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isWeekState, WEEK_STATES } from '../../domain/fishing-weeks';
import type { WeekSort } from '../../application/fishing-weeks/fishing-weeks-api';
import { FormDialog, type FormFields } from '../common/FormDialog';
import { PagedGrid, type ListColumn, type RowAction } from '../common/ListView';
import { NoticeBar } from '../common/NoticeBar';
import type { WeekFields } from './week-form-presenter';
import { STATE_CHIPS } from './week-format';
import type { WeekRow, WeeksListState, WeeksPresenter } from './weeks-presenter';

const fieldsOf = (t: TFunction): FormFields<WeekFields> => [
  {
    kind: 'date',
    name: 'start',
    label: t('fishingWeeks.form.start'),
    required: true,
    help: t('fishingWeeks.form.startHelp'),
  },
  {
    kind: 'text',
    name: 'year',
    label: t('fishingWeeks.form.year'),
    maxLength: 4,
    digits: true,
    required: true,
    row: 1,
  },
  {
    kind: 'text',
    name: 'number',
    label: t('fishingWeeks.form.number'),
    maxLength: 2,
    digits: true,
    required: true,
    row: 1,
  },
  { kind: 'date', name: 'end', label: t('fishingWeeks.form.end'), required: true, row: 2 },
  {
    kind: 'text',
    name: 'month',
    label: t('fishingWeeks.form.month'),
    maxLength: 7,
    required: true,
    help: t('fishingWeeks.form.monthHelp'),
    row: 2,
  },
];

/** The weeks' list: year and state filters, the grid, "Nueva semana" and its dialog. */
export function WeeksView({ presenter, state }: { presenter: WeeksPresenter; state: WeeksListState }) {
  const { t } = useTranslation();
  const fields = useMemo(() => fieldsOf(t), [t]);
  const { filters } = state.query;
  const columns: ListColumn<WeekRow, WeekSort>[] = [
    {
      field: 'title',
      header: t('fishingWeeks.list.columns.title'),
      sort: 'number',
      flex: 1.4,
      minWidth: 160,
      render: (w) => (
        <Link component="button" variant="body2" onClick={() => presenter.openWeek(w)}>
          {w.title}
        </Link>
      ),
    },
    { field: 'dates', header: t('fishingWeeks.list.columns.dates'), sort: 'start', flex: 1.8, minWidth: 200 },
    { field: 'month', header: t('fishingWeeks.list.columns.month'), minWidth: 130 },
    {
      field: 'stateLabel',
      header: t('fishingWeeks.list.columns.state'),
      sort: 'state',
      minWidth: 120,
      render: (w) => <Chip size="small" label={w.stateLabel} {...STATE_CHIPS[w.state]} />,
    },
    {
      field: 'landings',
      header: t('fishingWeeks.list.columns.landings'),
      align: 'right',
      flex: 0.7,
      minWidth: 100,
    },
    {
      field: 'crewDays',
      header: t('fishingWeeks.list.columns.crewDays'),
      align: 'right',
      flex: 0.8,
      minWidth: 120,
    },
    {
      field: 'gross',
      header: t('fishingWeeks.list.columns.gross'),
      align: 'right',
      minWidth: 120,
      text: (w) => w.gross || '—',
    },
    {
      field: 'net',
      header: t('fishingWeeks.list.columns.net'),
      align: 'right',
      minWidth: 120,
      text: (w) => w.net || '—',
    },
  ];
  const actions: RowAction<WeekRow>[] = [
    {
      key: 'open',
      label: (w) => t('fishingWeeks.list.open', { week: w.title.toLowerCase() }),
      icon: <OpenInNewIcon fontSize="small" />,
      onClick: (w) => presenter.openWeek(w),
    },
  ];
  const filtered = filters.year !== '' || filters.state !== '';
  return (
    <>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={t('fishingWeeks.list.year')}
          value={filters.year}
          onChange={(e) => presenter.setFilter('year', e.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 120 }}
        />
        <TextField
          select
          size="small"
          label={t('fishingWeeks.list.state')}
          value={filters.state}
          onChange={(e) => presenter.setFilter('state', isWeekState(e.target.value) ? e.target.value : '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('fishingWeeks.list.allStates')}</MenuItem>
          {WEEK_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`fishingWeeks.states.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {state.can.crear && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => presenter.openCreate()}>
            {t('fishingWeeks.list.create')}
          </Button>
        )}
      </Stack>
      <PagedGrid
        label={t('fishingWeeks.list.tableLabel')}
        columns={columns}
        actions={actions}
        table={state.table}
        query={state.query}
        emptyText={filtered ? t('fishingWeeks.list.noMatches') : t('fishingWeeks.list.empty')}
        onPage={(page) => presenter.setPage(page)}
        onPageSize={(size) => presenter.setPageSize(size)}
        onSort={(sort, order) => presenter.setSort(sort, order)}
        onRetry={() => void presenter.load()}
      />
      {state.form && (
        <FormDialog
          id="week-form"
          title={{ create: t('fishingWeeks.list.createTitle'), edit: t('fishingWeeks.list.createTitle') }}
          presenter={state.form}
          fields={fields}
          onClose={() => presenter.closeForm()}
        />
      )}
    </>
  );
}
