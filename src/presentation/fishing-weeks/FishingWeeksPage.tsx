import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FishingWeeksApi } from '../../application/fishing-weeks/fishing-weeks-api';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { WeekPresenter, type WeekPageState, type WeekPayslips } from './week-presenter';
import { WeeksPresenter, type WeeksListState } from './weeks-presenter';
import { WeeksView } from './WeeksView';
import { WeekView } from './WeekView';
import { useTranslate } from '../common/use-translate';

/** The search parameter naming the open week: `/semana_de_pesca?semana=12` (linkable, back button). */
export const WEEK_PARAM = 'semana';

export function weekIdOf(params: URLSearchParams): number | null {
  const text = params.get(WEEK_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** What other features add to the weeks' screen (composed in pages/fishing-weeks). */
export interface FishingWeeksParts {
  /** Shown above the weeks' list. */
  readonly aboveList?: ReactNode;
  /** A closed week's payslips (no payslip actions without). */
  readonly payslips?: WeekPayslips;
  /** What a closed week shows above its tabs (its payslips' deliveries). */
  readonly closedWeek?: (weekId: number) => ReactNode;
}

/** semana_de_pesca: the weeks' list, or one week when the address names it. */
export function FishingWeeksPage({ aboveList, payslips, closedWeek }: FishingWeeksParts) {
  const [params, setParams] = useSearchParams();
  const id = weekIdOf(params);
  const open = (week: number) => setParams({ [WEEK_PARAM]: String(week) });
  const back = () => setParams({});
  return (
    <ShellPage code="semana_de_pesca">
      {id === null ? (
        <>
          {aboveList}
          <WeeksPage onOpen={open} />
        </>
      ) : (
        <WeekPage key={id} id={id} payslips={payslips} closed={closedWeek?.(id)} onBack={back} />
      )}
    </ShellPage>
  );
}

/** The weeks' list. */
export function WeeksPage({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useTranslate();
  const api = useInject<FishingWeeksApi>(FishingWeeksApi);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<WeeksListState, WeeksPresenter>(
    () => new WeeksPresenter(api, grants, t, onOpen),
  );
  return <WeeksView presenter={presenter} state={state} />;
}

/** One week. */
export function WeekPage({
  id,
  payslips,
  closed,
  onBack,
}: {
  id: number;
  payslips?: WeekPayslips | undefined;
  /** Shown when the week is closed. */
  closed?: ReactNode;
  onBack: () => void;
}) {
  const t = useTranslate();
  const api = useInject<FishingWeeksApi>(FishingWeeksApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<WeekPageState, WeekPresenter>(
    () => new WeekPresenter(api, grants, t, id, payslips && { payslips, files }),
  );
  return <WeekView presenter={presenter} state={state} onBack={onBack} closed={closed} />;
}
