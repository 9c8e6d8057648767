import { useTranslation } from 'react-i18next';
import { IncomeTaxDeclarationsApi } from '../../../application/income-tax-declarations/declarations-api';
import { useInject } from '../../core/dependencies';
import { DeclarationsPresenter } from '../../income-tax-declarations/declarations-presenter';
import { DeclarationsSection } from '../../income-tax-declarations/DeclarationsSection';
import { MonthsPage } from '../../months/MonthsPage';
import { VacationsTab } from '../../vacations/VacationsTab';

/**
 * vacaciones_gratificaciones_cts: the months' page with what other features add: the vacations' tab,
 * and each month's income tax declarations.
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
    />
  );
}

export default MonthsScreen;
