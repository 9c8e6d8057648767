import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type {
  EngineErrorRow,
  FishingWeeksApi,
  WeekDetail,
} from '../../../src/application/fishing-weeks/fishing-weeks-api';
import { FishingWeeksApi as FishingWeeksApiToken } from '../../../src/application/fishing-weeks/fishing-weeks-api';
import { WeekPreview } from '../../../src/application/fishing-weeks/week-preview';
import { CatalogueApiFactory } from '../../../src/application/shared/catalogue-api';
import { DependencyProvider, type Resolver } from '../../../src/presentation/core/dependencies';
import { WeekGrids, type WeekGridTab } from '../../../src/presentation/fishing-weeks/grids/WeekGrids';
import {
  FakeWeekGridsApi,
  fakeChoicesFactory,
  filledWeek,
  sampleWeek,
} from '../fakes/fishing-weeks/fake-week-grids';
import { inThreadPreview } from '../fakes/fishing-weeks/in-thread-preview';
import { playInCanvas } from './play-in-canvas';
import { expectText, type Queries } from './queries';
import { STORY_WAIT } from './wait';

export interface WeekGridsStoryProps {
  readonly tab: WeekGridTab;
  /** The week as the page read it (made per render). */
  readonly week?: () => WeekDetail;
  readonly readOnly?: boolean;
  readonly engineErrors?: readonly EngineErrorRow[];
  /** Prepares the fake API (a refusal of the next save). */
  readonly api?: (api: FakeWeekGridsApi) => void;
}

/** The grids of a week over a fake API and catalogue factory, as the week page shows them. */
export function WeekGridsStory({ tab, week, readOnly = false, engineErrors = [], api }: WeekGridsStoryProps) {
  const [setup] = useState(() => {
    const initial = week?.() ?? sampleWeek();
    const fake = new FakeWeekGridsApi(initial);
    api?.(fake);
    const services = new Map<symbol, unknown>([
      [FishingWeeksApiToken, fake as FishingWeeksApi],
      [CatalogueApiFactory, fakeChoicesFactory()],
      [WeekPreview, inThreadPreview],
    ]);
    const resolver: Resolver = {
      get: <T,>(id: symbol | (abstract new (...args: never[]) => T)) => services.get(id as symbol) as T,
    };
    return { initial, resolver };
  });
  const [current, setCurrent] = useState(setup.initial);
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <DependencyProvider resolver={setup.resolver}>
      <WeekGrids
        week={current}
        tab={tab}
        readOnly={readOnly}
        engineErrors={engineErrors}
        onSaved={(summary) => {
          setSaved(summary.version);
          setCurrent((w) => ({ ...w, version: summary.version, state: summary.state }));
        }}
      />
      {saved !== null && <p data-testid="saved-version">{`Versión ${saved}`}</p>}
    </DependencyProvider>
  );
}

/** A story of a week's grids. */
export type WeekGridsStoryObj = StoryObj<typeof WeekGridsStory>;

/** What a story of one tab states besides its name: its fixtures and its checks. */
type WeekGridStory = Pick<WeekGridsStoryObj, 'args' | 'play'>;

/** One of a week's grids: its tab, the grid's name and its save button's. */
export interface WeekGridTabSpec {
  readonly tab: WeekGridTab;
  readonly grid: string;
  readonly save: string;
}

/** The states every grid of a week shows, each with its own check. */
export function weekGridStories({ tab, grid, save }: WeekGridTabSpec) {
  const shown = async (canvas: Queries) =>
    expect(await canvas.findByRole('grid', { name: grid }, STORY_WAIT)).toBeVisible();
  return {
    /** A week with no rows: the grid shows, with nothing to save. */
    empty: (): WeekGridStory => ({
      args: { tab, week: () => sampleWeek() },
      play: playInCanvas(async (canvas) => {
        await shown(canvas);
        await expect(canvas.getByRole('button', { name: save })).toBeDisabled();
      }),
    }),
    /** A week with rows: the grid shows them, with no error. */
    filled: (): WeekGridStory => ({
      args: { tab, week: () => filledWeek() },
      play: playInCanvas(async (canvas) => {
        await shown(canvas);
        await expect(canvas.queryByText(/errores?$/)).toBeNull();
      }),
    }),
    /** The server refuses the save naming a row's field: after `remove`, the grid shows `message`. */
    refused: (spec: {
      readonly remove: string;
      readonly field: { readonly field: string; readonly message: string };
      readonly message: string;
    }): WeekGridStory => ({
      args: {
        tab,
        week: () => filledWeek(),
        api: (api) => {
          api.refusal = { kind: 'validation', message: 'Revise las filas señaladas.', fields: [spec.field] };
        },
      },
      play: playInCanvas(async (canvas) => {
        await userEvent.click(await canvas.findByRole('button', { name: spec.remove }, STORY_WAIT));
        await userEvent.click(canvas.getByRole('button', { name: save }));
        await expectText(canvas, spec.message);
      }),
    }),
    /** The last refused computation pointed at a row: the grid shows `message`. */
    pointedAt: (row: EngineErrorRow, message: string): WeekGridStory => ({
      args: { tab, week: () => filledWeek(), engineErrors: [row] },
      play: playInCanvas(async (canvas) => {
        await expectText(canvas, message);
      }),
    }),
    /** A closed week: the grid shows, with no save. */
    readOnly: (): WeekGridStory => ({
      args: { tab, week: () => filledWeek({ state: 'cerrada' }), readOnly: true },
      play: playInCanvas(async (canvas) => {
        await shown(canvas);
        await expect(canvas.queryByRole('button', { name: save })).toBeNull();
      }),
    }),
  };
}
