import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagePensionFunds } from '../../application/parameters/manage-parameters';
import { PensionSummaryApi } from '../../application/parameters/pension-summary-api';
import { CataloguePage } from '../common/CataloguePage';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { parameterFields } from './parameter-fields';
import { PENSION_FUNDS_SCREEN } from './parameter-screens';
import { PensionSummaryPresenter, type PensionSummaryState } from './pension-summary-presenter';
import { PensionSummaryView } from './PensionSummaryView';

/**
 * fondo_de_pension: REP, ONP and each AFP (HABITAT, INTEGRA, PRIMA, PROFUTURO) with its Table 11 code:
 * worker %, insurance premium %, insurable cap, flow commission %, employer %, each from a date. Above
 * the history, «Vigentes hoy por régimen» shows each scheme's values in force today side by side, read
 * again after every change made in the list.
 */
export function PensionFundsPage() {
  const { t } = useTranslation();
  const api = useInject<PensionSummaryApi>(PensionSummaryApi);
  const [summary, summaryState] = usePresenter<PensionSummaryState, PensionSummaryPresenter>(
    () => new PensionSummaryPresenter(api, (key, params) => t(key, params ?? {})),
  );
  const reload = useCallback(() => void summary.load(), [summary]);
  return (
    <CataloguePage
      manage={ManagePensionFunds}
      screen={PENSION_FUNDS_SCREEN}
      above={<PensionSummaryView presenter={summary} state={summaryState} />}
      onChanged={reload}
      columns={{
        scheme: { sort: 'key', flex: 0.6, minWidth: 100 },
        table11Code: [0.5, 90],
        label: { sort: 'key', flex: 1.6, minWidth: 220 },
        effectiveFrom: [1, 170],
        value: [0.7, 110, 'right'],
        inForce: [0.6, 100],
        source: [2, 240],
      }}
      fields={parameterFields(t)}
    />
  );
}

export default PensionFundsPage;
