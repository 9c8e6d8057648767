import { useSearchParams } from 'react-router-dom';
import { MonthsApi } from '../../application/months/months-api';
import { MyGrants } from '../../application/shared/my-grants';
import { isMonth } from '../../domain/months/month';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import {
  MonthPresenter,
  MonthsPresenter,
  type MonthPageState,
  type MonthsListState,
} from './month-presenter';
import { MonthsView } from './MonthsView';
import { MonthView } from './MonthView';

/** The search parameter naming the open month: `/vacaciones_gratificaciones_cts?mes=2025-04`. */
export const MONTH_PARAM = 'mes';

/** vacaciones_gratificaciones_cts: the payroll months, or one month when the address names it. */
export function MonthsPage() {
  const [params, setParams] = useSearchParams();
  const text = params.get(MONTH_PARAM) ?? '';
  const month = isMonth(text) ? text : null;
  return (
    <ShellPage code="vacaciones_gratificaciones_cts">
      {month === null ? (
        <MonthsListPage onOpen={(m) => setParams({ [MONTH_PARAM]: m })} />
      ) : (
        <MonthPage key={month} month={month} onBack={() => setParams({})} />
      )}
    </ShellPage>
  );
}

function MonthsListPage({ onOpen }: { onOpen: (month: string) => void }) {
  const api = useInject<MonthsApi>(MonthsApi);
  const [presenter, state] = usePresenter<MonthsListState, MonthsPresenter>(
    () => new MonthsPresenter(api, onOpen),
  );
  return <MonthsView presenter={presenter} state={state} />;
}

function MonthPage({ month, onBack }: { month: string; onBack: () => void }) {
  const api = useInject<MonthsApi>(MonthsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<MonthPageState, MonthPresenter>(
    () => new MonthPresenter(api, grants, month),
  );
  return <MonthView presenter={presenter} state={state} onBack={onBack} />;
}

export default MonthsPage;
