import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadClosedResultReview } from '../../application/closed-result-reviews/closed-result-reviews-api';
import { FishingWeeksApi } from '../../application/fishing-weeks/fishing-weeks-api';
import { PayslipsApi } from '../../application/payslips/payslips-api';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import {
  ClosedResultReviewPresenter,
  type ClosedResultReviewState,
} from '../closed-result-reviews/closed-result-review-presenter';
import { ClosedResultReviewPanel } from '../closed-result-reviews/ClosedResultReviewPanel';
import { ShellPage } from '../shell/ShellPage';
import { WeekPresenter, type WeekPageState } from './week-presenter';
import { WeeksPresenter, type WeeksListState } from './weeks-presenter';
import { WeeksView } from './WeeksView';
import { WeekView } from './WeekView';

/** The search parameter naming the open week: `/semana_de_pesca?semana=12` (linkable, back button). */
export const WEEK_PARAM = 'semana';

export function weekIdOf(params: URLSearchParams): number | null {
  const text = params.get(WEEK_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** semana_de_pesca: the weeks' list, or one week when the address names it. */
export function FishingWeeksPage() {
  const [params, setParams] = useSearchParams();
  const id = weekIdOf(params);
  const open = (week: number) => setParams({ [WEEK_PARAM]: String(week) });
  const back = () => setParams({});
  return (
    <ShellPage code="semana_de_pesca">
      {id === null ? <WeeksPage onOpen={open} /> : <WeekPage key={id} id={id} onBack={back} />}
    </ShellPage>
  );
}

/** The weeks' list. */
export function WeeksPage({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const api = useInject<FishingWeeksApi>(FishingWeeksApi);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<WeeksListState, WeeksPresenter>(
    () => new WeeksPresenter(api, grants, (key, values) => t(key, values ?? {}), onOpen),
  );
  return (
    <>
      <ClosedResultReview />
      <WeeksView presenter={presenter} state={state} />
    </>
  );
}

/** Above the list: the closed weeks whose amounts are to be corrected (docs/fishing-weeks.md). */
export function ClosedResultReview() {
  const load = useInject<LoadClosedResultReview>(LoadClosedResultReview);
  const [presenter, state] = usePresenter<ClosedResultReviewState, ClosedResultReviewPresenter>(
    () => new ClosedResultReviewPresenter(load),
  );
  return <ClosedResultReviewPanel presenter={presenter} state={state} />;
}

/** One week. */
export function WeekPage({ id, onBack }: { id: number; onBack: () => void }) {
  const api = useInject<FishingWeeksApi>(FishingWeeksApi);
  const grants = useInject<MyGrants>(MyGrants);
  const payslips = useInject<PayslipsApi>(PayslipsApi);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<WeekPageState, WeekPresenter>(
    () => new WeekPresenter(api, grants, id, { payslips, files }),
  );
  return <WeekView presenter={presenter} state={state} onBack={onBack} />;
}

export default FishingWeeksPage;
