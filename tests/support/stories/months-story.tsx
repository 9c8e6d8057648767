import type { StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { userEvent } from 'storybook/test';
import { IncomeTaxDeclarationsApi } from '../../../src/application/income-tax-declarations/declarations-api';
import { MonthsApi } from '../../../src/application/months/months-api';
import { PayslipDeliveriesApi } from '../../../src/application/payslip-deliveries/payslip-deliveries-api';
import { MyGrants } from '../../../src/application/shared/my-grants';
import { VacationsApi } from '../../../src/application/vacations/vacations-api';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { MonthsScreen } from '../../../src/presentation/pages/months/MonthsScreen';
import { FakeIncomeTaxDeclarationsApi } from '../fakes/income-tax-declarations/fake-declarations-api';
import { FakeMonthsApi, monthGrantsOf } from '../fakes/months/fake-months-api';
import { FakePayslipDeliveriesApi } from '../fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { FakeVacationsApi } from '../fakes/vacations/fake-vacations-api';
import { createTestContainer } from '../test-container';
import { dialogNamed, expectText, type Queries } from './queries';
import { STORY_WAIT } from './wait';

export interface MonthsStoryProps {
  /** Made per render, so every story starts clean. */
  readonly api?: () => FakeMonthsApi;
  /** The «Vacaciones» tab's API (made per render). */
  readonly vacations?: () => FakeVacationsApi;
  /** The month's income tax declarations (none by default), linked to the month. */
  readonly declarations?: (months: FakeMonthsApi) => FakeIncomeTaxDeclarationsApi;
  /** A closed month's deliveries (March 2025's sample unless given; made per render). */
  readonly deliveries?: () => FakePayslipDeliveriesApi;
  readonly actions?: readonly string[];
  /** '/vacaciones_gratificaciones_cts' (the list) or '…?mes=2025-04'. */
  readonly at?: string;
}

/** The payroll months' page over a fake API, in a memory router at the given address. */
export function MonthsStory({
  api,
  vacations,
  declarations,
  deliveries,
  actions = ['ver', 'editar', 'aprobar'],
  at = '/vacaciones_gratificaciones_cts',
}: MonthsStoryProps) {
  const [state] = useState(() => {
    const container = createTestContainer(
      new ContainerModule(({ bind, rebind }) => {
        const months = api?.() ?? new FakeMonthsApi();
        bind<MonthsApi>(MonthsApi).toConstantValue(months);
        bind<VacationsApi>(VacationsApi).toConstantValue(vacations?.() ?? new FakeVacationsApi());
        bind<IncomeTaxDeclarationsApi>(IncomeTaxDeclarationsApi).toConstantValue(
          declarations?.(months) ?? new FakeIncomeTaxDeclarationsApi([], months),
        );
        bind<PayslipDeliveriesApi>(PayslipDeliveriesApi).toConstantValue(
          deliveries?.() ?? new FakePayslipDeliveriesApi(),
        );
        rebind<MyGrants>(MyGrants).toConstantValue(monthGrantsOf(...actions));
      }),
    );
    const router = createMemoryRouter([{ path: '*', element: <MonthsScreen /> }], { initialEntries: [at] });
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}

/** A story of the months' screen (vacations, bonuses and CTS). */
export type MonthsStoryObj = StoryObj<typeof MonthsStory>;

/** «Calcular» on the month's page, and the page says the month is computed. */
export async function calculateMonth(canvas: Queries): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: 'Calcular' }, STORY_WAIT));
  await expectText(canvas, 'Mes calculado.');
}

/** «Cerrar», confirmed in its dialog. */
export async function closeMonth(canvas: Queries): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
  const confirm = await dialogNamed('Cerrar el mes');
  await userEvent.click(confirm.getByRole('button', { name: 'Cerrar el mes' }));
}

/** «Reabrir» with its reason: the page then says who reopened the month and why. */
export async function reopenMonth(canvas: Queries): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: 'Reabrir' }));
  const reopen = await dialogNamed('Reabrir el mes');
  await userEvent.type(reopen.getByLabelText('Motivo de la reapertura'), 'Corrección de la semana 15');
  await userEvent.click(reopen.getByRole('button', { name: 'Reabrir' }));
  await expectText(canvas, 'Reabierto por jefe: Corrección de la semana 15');
}
