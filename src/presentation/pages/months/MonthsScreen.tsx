import { useTranslation } from 'react-i18next';
import { IncomeTaxDeclarationsApi } from '../../../application/income-tax-declarations/declarations-api';
import { useInject } from '../../core/dependencies';
import { DeclarationsPresenter } from '../../income-tax-declarations/declarations-presenter';
import { DeclarationsSection } from '../../income-tax-declarations/DeclarationsSection';
import { MonthsPage } from '../../months/MonthsPage';
import { DeliveriesSection } from '../../payslip-deliveries/DeliveriesSection';
import { VacationsTab } from '../../vacations/VacationsTab';

/**
 * vacaciones_gratificaciones_cts: the months' page with what other features add: the vacations' tab,
 * each month's income tax declarations and, on a closed month, what its close delivered.
 */
export function MonthsScreen() {
  const { t } = useTranslation();
  const declarations = useInject<IncomeTaxDeclarationsApi>(IncomeTaxDeclarationsApi);
  return (
    <MonthsPage
      vacations={<VacationsTab />}
      monthSection={{
        create: (month, reload) =>
          new DeclarationsPresenter(declarations, month, reload, (key, params) => t(key, params ?? {})),
        render: (section) => <DeclarationsSection presenter={section} />,
      }}
      closedMonth={(month) => <DeliveriesSection period={{ kind: 'month', month }} />}
    />
  );
}

export default MonthsScreen;
