import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { FileSaver } from '../../application/ports/file-saver';
import { MonthsApi } from '../../application/months/months-api';
import { MyGrants } from '../../application/shared/my-grants';
import { isMonth } from '../../domain/months/month';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { SemesterPresenter, type SemesterState } from './semester-presenter';
import { SemesterView } from './SemesterView';
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

/** The search parameter of the view: `?vista=semestres` shows the gratificaciones and CTS deposits. */
export const VIEW_PARAM = 'vista';

/**
 * vacaciones_gratificaciones_cts: the payroll months (or one month when the address names it), and the
 * semester statements of the gratificación and the CTS deposits.
 */
export function MonthsPage() {
  const [params, setParams] = useSearchParams();
  const text = params.get(MONTH_PARAM) ?? '';
  const month = isMonth(text) ? text : null;
  const semesters = params.get(VIEW_PARAM) === 'semestres';
  return (
    <ShellPage code="vacaciones_gratificaciones_cts">
      {month !== null ? (
        <MonthPage key={month} month={month} onBack={() => setParams({})} />
      ) : (
        <>
          <Tabs
            value={semesters ? 'semestres' : 'meses'}
            onChange={(_e, v: string) => setParams(v === 'semestres' ? { [VIEW_PARAM]: 'semestres' } : {})}
            aria-label="Vistas"
            sx={{ mb: 2 }}
          >
            <Tab value="meses" label="Meses" id="months-tab-meses" />
            <Tab value="semestres" label="Gratificaciones y CTS" id="months-tab-semestres" />
          </Tabs>
          <Box role="tabpanel" aria-labelledby={`months-tab-${semesters ? 'semestres' : 'meses'}`}>
            {semesters ? (
              <SemesterPage />
            ) : (
              <MonthsListPage onOpen={(m) => setParams({ [MONTH_PARAM]: m })} />
            )}
          </Box>
        </>
      )}
    </ShellPage>
  );
}

function SemesterPage() {
  const api = useInject<MonthsApi>(MonthsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<SemesterState, SemesterPresenter>(
    () => new SemesterPresenter(api, files, grants, String(new Date().getFullYear())),
  );
  return <SemesterView presenter={presenter} state={state} />;
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
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<MonthPageState, MonthPresenter>(
    () => new MonthPresenter(api, grants, month, files),
  );
  return <MonthView presenter={presenter} state={state} onBack={onBack} />;
}

export default MonthsPage;
