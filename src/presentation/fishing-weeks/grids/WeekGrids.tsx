import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SaveIcon from '@mui/icons-material/Save';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState, type JSX } from 'react';
import {
  FishingWeeksApi,
  type EngineErrorRow,
  type WeekDetail,
  type WeekSummary,
} from '../../../application/fishing-weeks/fishing-weeks-api';
import { WeekPreview } from '../../../application/fishing-weeks/week-preview';
import { failed, okResult, type ApiResult } from '../../../application/shared/api-result';
import { CatalogueApiFactory, type CatalogueChoice } from '../../../application/shared/catalogue-api';
import { CATALOGUE_PATHS } from '../../../application/shared/catalogue-paths';
import {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_LABELS,
  listPrice,
  REASON_MAX,
  TICKET_MAX,
  type AdjustmentRow,
  type CrewRow,
  type LandingRow,
  type LandWorkRow,
  type PriceRow,
} from '../../../domain/fishing-weeks';
import { EditableGrid, type EditableColumn, type GridChoice } from '../../common/EditableGrid';
import { FormBanners } from '../../common/FormBanners';
import { RetryAlert } from '../../common/RetryAlert';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { formatAmount } from '../week-format';
import { LandingsImportDialog } from '../landings-import/LandingsImportDialog';
import { WeekPreviewPresenter, type WeekPreviewState } from './week-preview-presenter';
import { copyPreviousDay, crewCounts, crewOf, dayName, usualCrew, weekDays } from './crew-days';
import {
  WeekGridsPresenter,
  type Choice,
  type WeekChoices,
  type WeekGridTab,
  type WeekGridsState,
} from './week-grids-presenter';

export type { WeekGridTab } from './week-grids-presenter';

export interface WeekGridsProps {
  readonly week: WeekDetail;
  readonly tab: WeekGridTab;
  /** A closed week, or the user lacks 'editar'. */
  readonly readOnly: boolean;
  /** Rows the last refused computation named (grid + row, rows from 1). */
  readonly engineErrors: readonly EngineErrorRow[];
  /** After a grid save (or a reload after a conflict): the week's new version and state. */
  readonly onSaved: (week: WeekSummary) => void;
  /** Unsaved edits exist. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

const UNION_DUES_HINT =
  'Las cuotas sindicales no se ingresan: el cálculo las descuenta automáticamente a los trabajadores afiliados.';

const SAVE_LABELS: Readonly<Record<WeekGridTab, string>> = {
  descargas: 'Guardar descargas',
  tripulacion: 'Guardar tripulación',
  ajustes: 'Guardar ingresos y descuentos',
};

const toChoices = (list: readonly CatalogueChoice[]): Choice[] =>
  list.map((c) => ({ id: Number(c.id), label: c.label })).filter((c) => Number.isFinite(c.id));

/** Reads the active vessels, species, plants, positions and workers the grids choose from. */
export function choicesLoader(factory: CatalogueApiFactory): () => Promise<ApiResult<WeekChoices>> {
  return async () => {
    const paths = [
      CATALOGUE_PATHS.vessels,
      CATALOGUE_PATHS.species,
      CATALOGUE_PATHS.plants,
      CATALOGUE_PATHS.positions,
      '/trabajadores',
    ];
    const answers = await Promise.all(paths.map((p) => factory.create(p).options()));
    const lists: Choice[][] = [];
    for (const a of answers) {
      if (!a.ok) return failed(a.error);
      lists.push(toChoices(a.value));
    }
    const [vessels = [], species = [], plants = [], positions = [], workers = []] = lists;
    return okResult({ vessels, species, plants, positions, workers });
  };
}

/**
 * The week's editable grids, one tab at a time: landings (price list and landings), crew (on board by
 * vessel and day, and land work) and other deductions. It keeps its edited rows while the parent's
 * `week` keeps its id, and saves each tab with the latest version.
 */
export function WeekGrids(props: WeekGridsProps): JSX.Element {
  const api = useInject<FishingWeeksApi>(FishingWeeksApi);
  const factory = useInject<CatalogueApiFactory>(CatalogueApiFactory);
  const deps = {
    api,
    loadChoices: choicesLoader(factory),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
  };
  const [presenter, state] = usePresenter<WeekGridsState, WeekGridsPresenter>(
    () => new WeekGridsPresenter(props.week, deps),
  );
  presenter.setDeps(deps);
  useEffect(() => presenter.setWeek(props.week), [presenter, props.week]);
  useEffect(() => presenter.setEngineErrors(props.engineErrors), [presenter, props.engineErrors]);
  const preview = useInject<WeekPreview>(WeekPreview);
  const [previewer, previewState] = usePresenter<WeekPreviewState, WeekPreviewPresenter>(
    () => new WeekPreviewPresenter(props.week.id, { api, preview }),
  );
  useEffect(() => previewer.update(state.rows, state.version), [previewer, state.rows, state.version]);

  const { tab, readOnly } = props;
  const status = state.tabs[tab];

  if (state.choices.kind === 'loading') return <LinearProgress aria-label="Cargando catálogos" />;
  if (state.choices.kind === 'failed')
    return <RetryAlert onRetry={() => void presenter.loadChoices()}>{state.choices.message}</RetryAlert>;
  const choices = state.choices.choices;

  return (
    <Stack spacing={2} id={`week-grids-${tab}`}>
      <FormBanners
        conflict={status.conflict}
        formError={status.formError}
        onReload={() => void presenter.reload(tab)}
      />
      {!readOnly && <PreviewPanel state={previewState} />}
      {status.saved && (
        <Alert severity="success" onClose={() => presenter.dismissSaved(tab)}>
          Cambios guardados.
        </Alert>
      )}
      {tab === 'descargas' && (
        <LandingsTab presenter={presenter} state={state} choices={choices} readOnly={readOnly} />
      )}
      {tab === 'tripulacion' && (
        <CrewTab presenter={presenter} state={state} choices={choices} readOnly={readOnly} />
      )}
      {tab === 'ajustes' && (
        <AdjustmentsTab presenter={presenter} state={state} choices={choices} readOnly={readOnly} />
      )}
      {!readOnly && (
        <Box>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!status.dirty || status.saving || status.conflict !== null}
            onClick={() => void presenter.save(tab)}
          >
            {status.saving ? 'Guardando…' : SAVE_LABELS[tab]}
          </Button>
          {status.dirty && (
            <Typography component="span" variant="body2" sx={{ ml: 2, fontStyle: 'italic' }}>
              Hay cambios sin guardar.
            </Typography>
          )}
        </Box>
      )}
    </Stack>
  );
}

/** The browser's preview of the edited grids (not saved, not stored): totals or the engine's refusal. */
function PreviewPanel({ state }: { state: WeekPreviewState }) {
  if (state.kind === 'idle') return null;
  return (
    <Box role="status" aria-label="Vista previa del cálculo">
      {state.kind === 'working' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Calculando la vista previa…
        </Typography>
      )}
      {state.kind === 'computed' && (
        <Typography variant="body2">
          {`Vista previa (sin guardar): ${state.workers} ${state.workers === 1 ? 'trabajador' : 'trabajadores'} · Bruto S/ ${formatAmount(state.gross)} · Descuentos S/ ${formatAmount(state.deductions)} · Neto S/ ${formatAmount(state.net)}`}
        </Typography>
      )}
      {state.kind === 'refused' && <Alert severity="warning">{`Vista previa: ${state.message}`}</Alert>}
      {state.kind === 'failed' && <Alert severity="warning">{state.message}</Alert>}
      {state.kind === 'unavailable' && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {state.message}
        </Typography>
      )}
    </Box>
  );
}

interface TabProps {
  readonly presenter: WeekGridsPresenter;
  readonly state: WeekGridsState;
  readonly choices: WeekChoices;
  readonly readOnly: boolean;
}

function useDays(state: WeekGridsState): GridChoice[] {
  return useMemo(
    () => weekDays(state.start, state.end).map((d) => ({ id: d, label: dayName(d) })),
    [state.start, state.end],
  );
}

function LandingsTab({ presenter, state, choices, readOnly }: TabProps) {
  const days = useDays(state);
  const [importing, setImporting] = useState(false);
  const prices = state.rows.precios;
  const priceColumns = useMemo<EditableColumn<PriceRow>[]>(
    () => [
      { field: 'speciesId', header: 'Especie', kind: 'select', choices: choices.species, flex: 2 },
      { field: 'effectiveFrom', header: 'Vigente desde', kind: 'date' },
      { field: 'pricePerTonne', header: 'Precio por TM', kind: 'decimal', places: 2 },
    ],
    [choices],
  );
  const landingColumns = useMemo<EditableColumn<LandingRow>[]>(
    () => [
      { field: 'date', header: 'Fecha', kind: 'select', choices: days, minWidth: 110 },
      {
        field: 'vesselId',
        header: 'Embarcación',
        kind: 'select',
        choices: choices.vessels,
        flex: 2,
        minWidth: 160,
      },
      {
        field: 'speciesId',
        header: 'Especie',
        kind: 'select',
        choices: choices.species,
        flex: 1.5,
        minWidth: 130,
      },
      {
        field: 'plantId',
        header: 'Fábrica',
        kind: 'select',
        choices: choices.plants,
        nullable: true,
        flex: 1.5,
        minWidth: 130,
      },
      { field: 'ticket', header: 'Ticket', kind: 'text', maxLength: TICKET_MAX },
      { field: 'tonnes', header: 'TM descargadas', kind: 'decimal', places: 3 },
      { field: 'penalisedTonnes', header: 'TM castigadas', kind: 'decimal', places: 3 },
      {
        field: 'pricePerTonne',
        header: 'Precio por TM',
        kind: 'decimal',
        places: 2,
        nullable: true,
        placeholder: (row) => {
          const list = listPrice(prices, row.speciesId, row.date);
          return list ? `${list} (lista)` : '';
        },
      },
      {
        field: 'priceReason',
        header: 'Motivo del precio',
        kind: 'text',
        maxLength: REASON_MAX,
        flex: 2,
        minWidth: 160,
      },
    ],
    [choices, days, prices],
  );
  return (
    <>
      <section aria-label="Lista de precios">
        <Typography variant="h6" component="h3" gutterBottom>
          Lista de precios
        </Typography>
        <EditableGrid
          id="week-prices"
          label="Lista de precios"
          columns={priceColumns}
          rows={prices}
          errors={state.errors.precios}
          readOnly={readOnly}
          height={220}
          addLabel="Agregar precio"
          emptyText="Sin precios: agregue el precio por TM de cada especie."
          onChange={(i, row) => presenter.edit('precios', i, row)}
          onAdd={() =>
            presenter.add('precios', { speciesId: 0, effectiveFrom: state.start, pricePerTonne: '' })
          }
          onDelete={(i) => presenter.remove('precios', i)}
        />
      </section>
      <section aria-label="Descargas">
        <Typography variant="h6" component="h3" gutterBottom>
          Descargas
        </Typography>
        <EditableGrid
          id="week-landings"
          label="Descargas"
          columns={landingColumns}
          rows={state.rows.descargas}
          errors={state.errors.descargas}
          readOnly={readOnly}
          addLabel="Agregar descarga"
          emptyText="Sin descargas en la semana."
          onChange={(i, row) => presenter.edit('descargas', i, row)}
          onAdd={() =>
            presenter.add('descargas', {
              date: state.start,
              vesselId: 0,
              speciesId: 0,
              plantId: null,
              ticket: '',
              tonnes: '',
              penalisedTonnes: '0',
              pricePerTonne: null,
              priceReason: '',
            })
          }
          onDelete={(i) => presenter.remove('descargas', i)}
          toolbar={
            !readOnly && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<UploadFileIcon />}
                disabled={state.tabs.descargas.dirty}
                onClick={() => setImporting(true)}
              >
                Importar descargas
              </Button>
            )
          }
        />
        {!readOnly && state.tabs.descargas.dirty && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Guarde las descargas antes de importar: la importación se suma a lo guardado.
          </Typography>
        )}
        {importing && (
          <LandingsImportDialog
            open
            weekId={state.weekId}
            version={state.version}
            onClose={() => setImporting(false)}
            onImported={() => void presenter.reload('descargas')}
          />
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Deje el precio por TM vacío para usar el de la lista de precios; un precio distinto requiere su
          motivo.
        </Typography>
      </section>
    </>
  );
}

function CrewTab({ presenter, state, choices, readOnly }: TabProps) {
  const days = useDays(state);
  const crew = state.rows.tripulacion;
  const [vesselId, setVesselId] = useState<number>(() => crew[0]?.vesselId ?? choices.vessels[0]?.id ?? 0);
  const [date, setDate] = useState<string>(() => crew[0]?.date ?? state.start);
  const counts = useMemo(() => crewCounts(crew), [crew]);
  const indexes = useMemo(() => crewOf(crew, vesselId, date), [crew, vesselId, date]);
  const shown = useMemo(() => indexes.map((i) => crew[i] as CrewRow), [indexes, crew]);
  const numbers = useMemo(() => indexes.map((i) => i + 1), [indexes]);
  const errors = state.errors.tripulacion;
  const { here, elsewhere } = useMemo(() => {
    const mine = new Set(numbers.map(String));
    const here = new Map<string, string>();
    const elsewhere: { row: number; message: string }[] = [];
    for (const [key, message] of errors) {
      const row = Number(key.split('.')[0]);
      if (mine.has(String(row))) here.set(key, message);
      else elsewhere.push({ row, message });
    }
    return { here, elsewhere };
  }, [errors, numbers]);
  const usual = useMemo(
    () => usualCrew(crew, vesselId, date, state.previousCrew),
    [crew, vesselId, date, state.previousCrew],
  );
  const workerName = useMemo(() => new Map(choices.workers.map((w) => [w.id, w.label])), [choices.workers]);
  const vesselTotal = (id: number) =>
    days.reduce((n, d) => n + (counts.get(`${id}|${String(d.id)}`) ?? 0), 0);
  const previous = copyPreviousDay(crew, vesselId, date);

  const crewColumns = useMemo<EditableColumn<CrewRow>[]>(
    () => [
      {
        field: 'workerId',
        header: 'Trabajador',
        kind: 'select',
        choices: choices.workers,
        flex: 3,
        minWidth: 240,
      },
      {
        field: 'positionId',
        header: 'Cargo (si es otro)',
        kind: 'select',
        choices: choices.positions,
        nullable: true,
        flex: 2,
      },
    ],
    [choices],
  );
  const landColumns = useMemo<EditableColumn<LandWorkRow>[]>(
    () => [
      { field: 'date', header: 'Fecha', kind: 'select', choices: days },
      {
        field: 'workerId',
        header: 'Trabajador',
        kind: 'select',
        choices: choices.workers,
        flex: 3,
        minWidth: 240,
      },
      {
        field: 'positionId',
        header: 'Cargo (si es otro)',
        kind: 'select',
        choices: choices.positions,
        nullable: true,
        flex: 2,
      },
    ],
    [choices, days],
  );

  const goTo = (row: number) => {
    const c = crew[row - 1];
    if (!c) return;
    setVesselId(c.vesselId);
    setDate(c.date);
  };

  return (
    <>
      <section aria-label="Tripulación">
        <Typography variant="h6" component="h3" gutterBottom>
          Tripulación
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 1, alignItems: { md: 'center' } }}
        >
          <TextField
            select
            size="small"
            label="Embarcación"
            value={choices.vessels.some((v) => v.id === vesselId) ? vesselId : ''}
            onChange={(e) => setVesselId(Number(e.target.value))}
            sx={{ minWidth: 260 }}
          >
            {choices.vessels.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {`${v.label} (${vesselTotal(v.id)})`}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Día"
            value={date}
            onChange={(_e, value: string | null) => value && setDate(value)}
          >
            {days.map((d) => (
              <ToggleButton key={d.id} value={d.id}>
                {`${d.label} (${counts.get(`${vesselId}|${String(d.id)}`) ?? 0})`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <EditableGrid
          id="week-crew"
          label="Tripulación de la embarcación y el día"
          columns={crewColumns}
          rows={shown}
          rowNumbers={numbers}
          errors={here}
          readOnly={readOnly}
          height={320}
          addLabel="Agregar tripulante"
          emptyText="Sin tripulantes este día."
          onChange={(i, row) => presenter.edit('tripulacion', indexes[i] as number, row)}
          onAdd={() => presenter.add('tripulacion', { date, vesselId, workerId: 0, positionId: null })}
          onDelete={(i) => presenter.remove('tripulacion', indexes[i] as number)}
          toolbar={
            !readOnly && (
              <Button
                size="small"
                variant="outlined"
                disabled={previous.length === 0}
                onClick={() => presenter.add('tripulacion', ...previous)}
              >
                Copiar día anterior
              </Button>
            )
          }
        />
        {!readOnly && usual.length > 0 && (
          <Box sx={{ mt: 1 }} aria-label="Tripulación habitual" role="group">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              Tripulación habitual (otros días de esta semana y de la anterior en esta embarcación):
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {usual.slice(0, 60).map((u) => (
                <Chip
                  key={u.workerId}
                  size="small"
                  label={workerName.get(u.workerId) ?? `#${u.workerId}`}
                  onClick={() =>
                    presenter.add('tripulacion', {
                      date,
                      vesselId,
                      workerId: u.workerId,
                      positionId: u.positionId,
                    })
                  }
                />
              ))}
              <Chip
                size="small"
                color="primary"
                label="Agregar todos"
                onClick={() =>
                  presenter.add(
                    'tripulacion',
                    ...usual.map((u) => ({ date, vesselId, workerId: u.workerId, positionId: u.positionId })),
                  )
                }
              />
            </Stack>
          </Box>
        )}
        {elsewhere.length > 0 && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {`${elsewhere.length === 1 ? '1 error' : `${elsewhere.length} errores`} en otras embarcaciones o días:`}
            <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 140, overflow: 'auto' }}>
              {elsewhere.slice(0, 100).map((e, i) => (
                <li key={i}>
                  <Button size="small" sx={{ textTransform: 'none', p: 0 }} onClick={() => goTo(e.row)}>
                    {`Fila ${e.row}: ${e.message}`}
                  </Button>
                </li>
              ))}
            </Box>
          </Alert>
        )}
      </section>
      <section aria-label="Trabajo en tierra">
        <Typography variant="h6" component="h3" gutterBottom>
          Trabajo en tierra
        </Typography>
        <EditableGrid
          id="week-land-work"
          label="Trabajo en tierra"
          columns={landColumns}
          rows={state.rows.tierra}
          errors={state.errors.tierra}
          readOnly={readOnly}
          height={300}
          addLabel="Agregar trabajo en tierra"
          emptyText="Sin trabajo en tierra en la semana."
          onChange={(i, row) => presenter.edit('tierra', i, row)}
          onAdd={() => presenter.add('tierra', { date, workerId: 0, positionId: null })}
          onDelete={(i) => presenter.remove('tierra', i)}
        />
      </section>
    </>
  );
}

const KIND_CHOICES: GridChoice[] = ADJUSTMENT_KINDS.map((k) => ({ id: k, label: ADJUSTMENT_LABELS[k] }));

function AdjustmentsTab({ presenter, state, choices, readOnly }: TabProps) {
  const columns = useMemo<EditableColumn<AdjustmentRow>[]>(
    () => [
      {
        field: 'workerId',
        header: 'Trabajador',
        kind: 'select',
        choices: choices.workers,
        flex: 3,
        minWidth: 220,
      },
      { field: 'kind', header: 'Tipo', kind: 'select', choices: KIND_CHOICES, flex: 1.5, minWidth: 170 },
      { field: 'amount', header: 'Monto', kind: 'decimal', places: 2, nullable: true },
      { field: 'percent', header: 'Porcentaje', kind: 'decimal', places: 2, nullable: true },
      { field: 'beneficiary', header: 'Beneficiario', kind: 'text', maxLength: 200, flex: 1.5 },
      { field: 'reason', header: 'Motivo', kind: 'text', maxLength: REASON_MAX, flex: 2, minWidth: 160 },
    ],
    [choices],
  );
  return (
    <section aria-label="Otros ingresos y descuentos">
      <Typography variant="h6" component="h3" gutterBottom>
        Otros ingresos y descuentos
      </Typography>
      <Alert severity="info" sx={{ mb: 1 }}>
        {UNION_DUES_HINT} La retención judicial lleva un monto o un porcentaje (no ambos) y su beneficiario.
        Los préstamos se registran en la ficha del trabajador; sus cuotas se agregan aquí. Un «Otro ingreso»
        paga al trabajador un monto con su motivo (un reintegro, un bono de producción): suma a su
        remuneración de la semana, afecta a pensiones, EsSalud y renta.
      </Alert>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<RequestQuoteIcon />}
            disabled={state.loans.busy}
            onClick={() => void presenter.addLoanInstalments()}
          >
            Agregar cuotas de préstamos
          </Button>
          {state.loans.busy && <LinearProgress sx={{ width: 120 }} aria-label="Leyendo préstamos" />}
        </Stack>
      )}
      {state.loans.message && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {state.loans.message}
        </Alert>
      )}
      <EditableGrid
        id="week-adjustments"
        label="Otros ingresos y descuentos"
        columns={columns}
        rows={state.rows.ajustes}
        errors={state.errors.ajustes}
        readOnly={readOnly}
        addLabel="Agregar ingreso o descuento"
        emptyText="Sin ingresos ni descuentos en la semana."
        onChange={(i, row) => presenter.edit('ajustes', i, row)}
        onAdd={() =>
          presenter.add('ajustes', {
            workerId: 0,
            kind: 'adelanto',
            amount: null,
            percent: null,
            beneficiary: '',
            reason: '',
          })
        }
        onDelete={(i) => presenter.remove('ajustes', i)}
      />
    </section>
  );
}
