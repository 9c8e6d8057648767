import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
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
import { FormBanners } from '../../common/FormBanners';
import { KeptPanel } from '../../common/KeptPanel';
import { RetryAlert } from '../../common/RetryAlert';
import { useInject } from '../../core/dependencies';
import { usePresenter } from '../../core/use-presenter';
import { formatSoles } from '../../../domain/shared/decimal-text';
import { AdjustmentsTab } from './AdjustmentsTab';
import { CrewTab } from './CrewTab';
import { LandingsTab } from './LandingsTab';
import { WeekPreviewPresenter, type WeekPreviewState } from './week-preview-presenter';
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
  /**
   * Another tab of the week is shown (its result): the grids stay mounted out of sight, so the edited
   * rows, the catalogues (2,000 workers), the week before and the grids themselves are not lost nor read
   * or built again on coming back.
   */
  readonly hidden?: boolean;
}

/** Each grid tab's view. */
const TAB_VIEWS = { descargas: LandingsTab, tripulacion: CrewTab, ajustes: AdjustmentsTab } as const;

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
 * `week` keeps its id, and saves each tab with the latest version. A tab once opened stays mounted out
 * of sight (`KeptPanel`): going back to it does not build its grids again.
 */
export function WeekGrids(props: WeekGridsProps): JSX.Element {
  const { t } = useTranslation();
  const api = useInject<FishingWeeksApi>(FishingWeeksApi);
  const factory = useInject<CatalogueApiFactory>(CatalogueApiFactory);
  const deps = {
    api,
    loadChoices: choicesLoader(factory),
    onSaved: props.onSaved,
    onDirtyChange: props.onDirtyChange,
    t: (key: string, params?: Record<string, unknown>) => t(key, params ?? {}),
  };
  const [presenter, state] = usePresenter<WeekGridsState, WeekGridsPresenter>(
    () => new WeekGridsPresenter(props.week, deps),
  );
  presenter.setDeps(deps);
  useEffect(() => presenter.setWeek(props.week), [presenter, props.week]);
  useEffect(() => presenter.setEngineErrors(props.engineErrors), [presenter, props.engineErrors]);
  const preview = useInject<WeekPreview>(WeekPreview);
  const [previewer, previewState] = usePresenter<WeekPreviewState, WeekPreviewPresenter>(
    () => new WeekPreviewPresenter(props.week.id, { api, preview, t: deps.t }),
  );
  useEffect(() => previewer.update(state.rows, state.version), [previewer, state.rows, state.version]);

  const { tab, readOnly } = props;
  const status = state.tabs[tab];
  const [opened, setOpened] = useState<readonly WeekGridTab[]>([tab]);
  if (!opened.includes(tab)) setOpened([...opened, tab]);
  const shown = !props.hidden;

  if (state.choices.kind === 'loading')
    return shown ? <LinearProgress aria-label={t('fishingWeeks.grids.loadingChoices')} /> : <></>;
  if (state.choices.kind === 'failed')
    return shown ? (
      <RetryAlert onRetry={() => void presenter.loadChoices()}>{state.choices.message}</RetryAlert>
    ) : (
      <></>
    );
  const choices = state.choices.choices;
  const tabProps = { presenter, state, choices, readOnly };

  return (
    <KeptPanel shown={shown}>
      <Stack spacing={2} id={`week-grids-${tab}`}>
        <FormBanners
          conflict={status.conflict}
          formError={status.formError}
          onReload={() => void presenter.reload(tab)}
        />
        {!readOnly && <PreviewPanel state={previewState} />}
        {status.saved && (
          <Alert severity="success" onClose={() => presenter.dismissSaved(tab)}>
            {t('fishingWeeks.grids.saved')}
          </Alert>
        )}
        <Box>
          {opened.map((name) => {
            const View = TAB_VIEWS[name];
            return (
              <KeptPanel shown={shown && tab === name} key={name}>
                <View {...tabProps} />
              </KeptPanel>
            );
          })}
        </Box>
        {!readOnly && (
          <Box>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!status.dirty || status.saving || status.conflict !== null}
              onClick={() => void presenter.save(tab)}
            >
              {status.saving ? t('common.saving') : t(`fishingWeeks.grids.save.${tab}`)}
            </Button>
            {status.dirty && (
              <Typography component="span" variant="body2" sx={{ ml: 2, fontStyle: 'italic' }}>
                {t('fishingWeeks.grids.unsaved')}
              </Typography>
            )}
          </Box>
        )}
      </Stack>
    </KeptPanel>
  );
}

/** The browser's preview of the edited grids (not saved, not stored): totals or the engine's refusal. */
function PreviewPanel({ state }: { state: WeekPreviewState }) {
  const { t } = useTranslation();
  if (state.kind === 'idle') return null;
  return (
    <Box role="status" aria-label={t('fishingWeeks.grids.preview.label')}>
      {state.kind === 'working' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fishingWeeks.grids.preview.working')}
        </Typography>
      )}
      {state.kind === 'computed' && (
        <Typography variant="body2">
          {t('fishingWeeks.grids.preview.computed', {
            count: state.workers,
            gross: formatSoles(state.gross),
            deductions: formatSoles(state.deductions),
            net: formatSoles(state.net),
          })}
        </Typography>
      )}
      {state.kind === 'refused' && (
        <Alert severity="warning">
          {t('fishingWeeks.grids.preview.refused', { message: state.message })}
        </Alert>
      )}
      {state.kind === 'failed' && <Alert severity="warning">{state.message}</Alert>}
      {state.kind === 'unavailable' && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
