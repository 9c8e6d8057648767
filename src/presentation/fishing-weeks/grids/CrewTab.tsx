import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewRow, LandWorkRow } from '../../../domain/fishing-weeks';
import { EditableGrid, type EditableColumn, type GridChoice } from '../../common/EditableGrid';
import { copyPreviousDay, crewCounts, crewOf, usualCrew } from './crew-days';
import { GridSection } from './GridSection';
import { gridOf, positionColumn, useDays, workerColumn, type TabProps } from './grid-tab';
import type { WeekChoices, WeekGridsState } from './week-grids-presenter';

/** The crew grid shows one vessel on one day: which, its rows, their errors and the usual crew. */
function useCrewDay(state: WeekGridsState, choices: WeekChoices) {
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
  /** Shows the vessel and day of a crew row (numbered from 1). */
  const goTo = (row: number) => {
    const c = crew[row - 1];
    if (!c) return;
    setVesselId(c.vesselId);
    setDate(c.date);
  };
  const previous = copyPreviousDay(crew, vesselId, date);
  return {
    vesselId,
    setVesselId,
    date,
    setDate,
    counts,
    indexes,
    shown,
    numbers,
    here,
    elsewhere,
    usual,
    goTo,
    previous,
  };
}

type CrewDay = ReturnType<typeof useCrewDay>;

/** The crew tab: who was on board each vessel each day, and who worked on land. */
export function CrewTab(props: TabProps) {
  const { t } = useTranslation();
  const { presenter, state, choices, readOnly } = props;
  const days = useDays(state);
  const day = useCrewDay(state, choices);
  const { vesselId, date, indexes } = day;
  const crewColumns = useMemo<EditableColumn<CrewRow>[]>(
    () => [workerColumn(choices, 240, t), positionColumn(choices, t)],
    [choices, t],
  );
  const landColumns = useMemo<EditableColumn<LandWorkRow>[]>(
    () => [
      { field: 'date', header: t('fishingWeeks.crew.date'), kind: 'select', choices: days },
      workerColumn(choices, 240, t),
      positionColumn(choices, t),
    ],
    [choices, days, t],
  );
  const add = (...rows: { workerId: number; positionId: number | null }[]) =>
    presenter.add(
      'tripulacion',
      ...rows.map((r) => ({ date, vesselId, workerId: r.workerId, positionId: r.positionId })),
    );
  return (
    <>
      <GridSection title={t('fishingWeeks.crew.title')}>
        <CrewDayPicker day={day} days={days} choices={choices} />
        <EditableGrid
          id="week-crew"
          label={t('fishingWeeks.crew.gridLabel')}
          columns={crewColumns}
          rows={day.shown}
          rowNumbers={day.numbers}
          errors={day.here}
          readOnly={readOnly}
          addLabel={t('fishingWeeks.crew.add')}
          emptyText={t('fishingWeeks.crew.empty')}
          onChange={(i, row) => presenter.edit('tripulacion', indexes[i] as number, row)}
          onAdd={() => add({ workerId: 0, positionId: null })}
          onDelete={(i) => presenter.remove('tripulacion', indexes[i] as number)}
          onUndo={() => presenter.undo('tripulacion')}
          toolbar={
            !readOnly && (
              <Button
                size="small"
                variant="outlined"
                disabled={day.previous.length === 0}
                onClick={() => presenter.add('tripulacion', ...day.previous)}
              >
                {t('fishingWeeks.crew.copyPreviousDay')}
              </Button>
            )
          }
        />
        {!readOnly && day.usual.length > 0 && <UsualCrew usual={day.usual} choices={choices} onAdd={add} />}
        <ElsewhereErrors errors={day.elsewhere} onGo={day.goTo} />
      </GridSection>
      <GridSection title={t('fishingWeeks.landWork.title')}>
        <EditableGrid
          id="week-land-work"
          label={t('fishingWeeks.landWork.title')}
          columns={landColumns}
          {...gridOf(props, 'tierra')}
          addLabel={t('fishingWeeks.landWork.add')}
          emptyText={t('fishingWeeks.landWork.empty')}
          onAdd={() => presenter.add('tierra', { date, workerId: 0, positionId: null })}
          newRow={() => ({ date, workerId: 0, positionId: null })}
        />
      </GridSection>
    </>
  );
}

/** The vessel (with its crew days) and the day (with its crew) the grid shows. */
function CrewDayPicker({ day, days, choices }: { day: CrewDay; days: GridChoice[]; choices: WeekChoices }) {
  const { t } = useTranslation();
  const { vesselId, date, counts } = day;
  const vesselTotal = (id: number) =>
    days.reduce((n, d) => n + (counts.get(`${id}|${String(d.id)}`) ?? 0), 0);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { md: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('fishingWeeks.crew.vessel')}
        value={choices.vessels.some((v) => v.id === vesselId) ? vesselId : ''}
        onChange={(e) => day.setVesselId(Number(e.target.value))}
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
        aria-label={t('fishingWeeks.crew.day')}
        value={date}
        onChange={(_e, value: string | null) => value && day.setDate(value)}
      >
        {days.map((d) => (
          <ToggleButton key={d.id} value={d.id}>
            {`${d.label} (${counts.get(`${vesselId}|${String(d.id)}`) ?? 0})`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** The vessel's usual crew as chips: one adds a worker, «Agregar todos» adds them all. */
function UsualCrew({
  usual,
  choices,
  onAdd,
}: {
  usual: CrewDay['usual'];
  choices: WeekChoices;
  onAdd: (...rows: { workerId: number; positionId: number | null }[]) => void;
}) {
  const { t } = useTranslation();
  const workerName = useMemo(() => new Map(choices.workers.map((w) => [w.id, w.label])), [choices.workers]);
  return (
    <Box sx={{ mt: 1 }} aria-label={t('fishingWeeks.crew.usual')} role="group">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('fishingWeeks.crew.usualIntro')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {usual.slice(0, 60).map((u) => (
          <Chip
            key={u.workerId}
            size="small"
            label={workerName.get(u.workerId) ?? `#${u.workerId}`}
            onClick={() => onAdd(u)}
          />
        ))}
        <Chip
          size="small"
          color="primary"
          label={t('fishingWeeks.crew.addAll')}
          onClick={() => onAdd(...usual)}
        />
      </Stack>
    </Box>
  );
}

/** Errors of crew rows on other vessels or days, each a link to its vessel and day. */
function ElsewhereErrors({
  errors,
  onGo,
}: {
  errors: readonly { row: number; message: string }[];
  onGo: (row: number) => void;
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {t('fishingWeeks.crew.elsewhere', { count: errors.length })}
      <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 140, overflow: 'auto' }}>
        {errors.slice(0, 100).map((e, i) => (
          <li key={i}>
            <Button size="small" sx={{ textTransform: 'none', p: 0 }} onClick={() => onGo(e.row)}>
              {t('grid.errorLine', { row: e.row, message: e.message })}
            </Button>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
