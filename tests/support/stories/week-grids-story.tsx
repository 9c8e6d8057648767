import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
import { FakeWeekGridsApi, fakeChoicesFactory, sampleWeek } from '../fakes/fishing-weeks/fake-week-grids';
import { inThreadPreview } from '../fakes/fishing-weeks/in-thread-preview';

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
