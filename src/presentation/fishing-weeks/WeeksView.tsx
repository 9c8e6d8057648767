import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Link, MenuItem, Stack, TextField } from '@mui/material';
import { isWeekState, WEEK_STATE_LABELS, WEEK_STATES } from '../../domain/fishing-weeks';
import type { WeekSort } from '../../application/fishing-weeks/fishing-weeks-api';
import { FormDialog, type FormFields } from '../common/FormDialog';
import { PagedGrid, type ListColumn, type RowAction } from '../common/ListView';
import { NoticeBar } from '../common/NoticeBar';
import type { WeekFields } from './week-form-presenter';
import { STATE_CHIPS } from './week-format';
import type { WeekRow, WeeksListState, WeeksPresenter } from './weeks-presenter';

export const WEEKS_TEXTS = {
  tableLabel: 'Semanas de pesca',
  create: 'Nueva semana',
  createTitle: 'Nueva semana de pesca',
  empty: 'Todavía no hay semanas de pesca.',
  noMatches: 'Ninguna semana coincide con los filtros.',
  year: 'Año',
  state: 'Estado',
  allStates: 'Todos',
  open: (title: string) => `Abrir la ${title.toLowerCase()}`,
} as const;

const FIELDS: FormFields<WeekFields> = [
  {
    kind: 'date',
    name: 'start',
    label: 'Fecha de inicio',
    required: true,
    help: 'Al elegirla se proponen el número, el fin y el mes de planilla.',
  },
  { kind: 'text', name: 'year', label: 'Año', maxLength: 4, digits: true, required: true, row: 1 },
  { kind: 'text', name: 'number', label: 'Número', maxLength: 2, digits: true, required: true, row: 1 },
  { kind: 'date', name: 'end', label: 'Fecha de fin', required: true, row: 2 },
  {
    kind: 'text',
    name: 'month',
    label: 'Mes de planilla',
    maxLength: 7,
    required: true,
    help: 'AAAA-MM',
    row: 2,
  },
];

/** The weeks' list: year and state filters, the grid, "Nueva semana" and its dialog. */
export function WeeksView({ presenter, state }: { presenter: WeeksPresenter; state: WeeksListState }) {
  const { filters } = state.query;
  const columns: ListColumn<WeekRow, WeekSort>[] = [
    {
      field: 'title',
      header: 'Semana',
      sort: 'number',
      flex: 1.4,
      minWidth: 160,
      render: (w) => (
        <Link component="button" variant="body2" onClick={() => presenter.openWeek(w)}>
          {w.title}
        </Link>
      ),
    },
    { field: 'dates', header: 'Fechas', sort: 'start', flex: 1.8, minWidth: 200 },
    { field: 'month', header: 'Mes de planilla', minWidth: 130 },
    {
      field: 'stateLabel',
      header: 'Estado',
      sort: 'state',
      minWidth: 120,
      render: (w) => <Chip size="small" label={w.stateLabel} {...STATE_CHIPS[w.state]} />,
    },
    { field: 'landings', header: 'Descargas', align: 'right', flex: 0.7, minWidth: 100 },
    { field: 'crewDays', header: 'Días-tripulante', align: 'right', flex: 0.8, minWidth: 120 },
    { field: 'gross', header: 'Bruto', align: 'right', minWidth: 120, text: (w) => w.gross || '—' },
    { field: 'net', header: 'Neto', align: 'right', minWidth: 120, text: (w) => w.net || '—' },
  ];
  const actions: RowAction<WeekRow>[] = [
    {
      key: 'open',
      label: (w) => WEEKS_TEXTS.open(w.title),
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
          label={WEEKS_TEXTS.year}
          value={filters.year}
          onChange={(e) => presenter.setFilter('year', e.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 120 }}
        />
        <TextField
          select
          size="small"
          label={WEEKS_TEXTS.state}
          value={filters.state}
          onChange={(e) => presenter.setFilter('state', isWeekState(e.target.value) ? e.target.value : '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{WEEKS_TEXTS.allStates}</MenuItem>
          {WEEK_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {WEEK_STATE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {state.can.crear && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => presenter.openCreate()}>
            {WEEKS_TEXTS.create}
          </Button>
        )}
      </Stack>
      <PagedGrid
        label={WEEKS_TEXTS.tableLabel}
        columns={columns}
        actions={actions}
        table={state.table}
        query={state.query}
        emptyText={filtered ? WEEKS_TEXTS.noMatches : WEEKS_TEXTS.empty}
        onPage={(page) => presenter.setPage(page)}
        onPageSize={(size) => presenter.setPageSize(size)}
        onSort={(sort, order) => presenter.setSort(sort, order)}
        onRetry={() => void presenter.load()}
      />
      {state.form && (
        <FormDialog
          id="week-form"
          title={{ create: WEEKS_TEXTS.createTitle, edit: WEEKS_TEXTS.createTitle }}
          presenter={state.form}
          fields={FIELDS}
          onClose={() => presenter.closeForm()}
        />
      )}
    </>
  );
}
