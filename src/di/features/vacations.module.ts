import { ContainerModule } from 'inversify';
import { VacationsApi } from '../../application/vacations/vacations-api';
import { HttpVacationsApi } from '../../infrastructure/vacations/http-vacations-api';
import { bindHttpAdapter } from '../modules/http-adapter';

/** Vacation rest in days (the «Vacaciones» tab of vacaciones_gratificaciones_cts): its port over the backend. */
export function vacationsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => bindHttpAdapter(bind, VacationsApi, HttpVacationsApi));
}

export default vacationsModule;
