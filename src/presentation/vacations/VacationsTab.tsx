import { MyGrants } from '../../application/shared/my-grants';
import { VacationsApi } from '../../application/vacations/vacations-api';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { VacationsPresenter, type VacationsListState } from './vacations-presenter';
import { VacationsView } from './VacationsView';
import { useTranslate } from '../common/use-translate';

/** The «Vacaciones» tab of vacaciones_gratificaciones_cts (`?vista=vacaciones`). */
export function VacationsTab() {
  const t = useTranslate();
  const api = useInject<VacationsApi>(VacationsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const [presenter, state] = usePresenter<VacationsListState, VacationsPresenter>(
    () => new VacationsPresenter(api, grants, t),
  );
  return <VacationsView presenter={presenter} state={state} />;
}
