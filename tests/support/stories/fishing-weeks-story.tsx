import type { StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  ClosedResultReviewsApi,
  LoadClosedResultReview,
} from '../../../src/application/closed-result-reviews/closed-result-reviews-api';
import { FishingWeeksApi } from '../../../src/application/fishing-weeks/fishing-weeks-api';
import { WeekPreview } from '../../../src/application/fishing-weeks/week-preview';
import { PayslipDeliveriesApi } from '../../../src/application/payslip-deliveries/payslip-deliveries-api';
import { PayslipsApi } from '../../../src/application/payslips/payslips-api';
import { CatalogueApiFactory } from '../../../src/application/shared/catalogue-api';
import { MyGrants } from '../../../src/application/shared/my-grants';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { FishingWeeksScreen } from '../../../src/presentation/pages/fishing-weeks/FishingWeeksScreen';
import { FakeClosedResultReviewsApi } from '../fakes/closed-result-reviews/fake-closed-result-reviews-api';
import { FakeFishingWeeksApi, grantsOf } from '../fakes/fishing-weeks/fake-fishing-weeks-api';
import { inThreadPreview } from '../fakes/fishing-weeks/in-thread-preview';
import { FakePayslipDeliveriesApi } from '../fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { FakePayslipsApi } from '../fakes/payslips/fake-payslips-api';
import { createTestContainer } from '../test-container';

export const ALL_ACTIONS = ['ver', 'crear', 'editar', 'eliminar', 'exportar', 'aprobar'] as const;

export interface FishingWeeksStoryProps {
  /** Made per render, so every story starts clean. */
  readonly api?: () => FakeFishingWeeksApi;
  readonly actions?: readonly string[];
  /** The address the page opens at: '/semana_de_pesca' (the list) or '/semana_de_pesca?semana=7'. */
  readonly at?: string;
  readonly payslips?: FakePayslipsApi;
  /** A closed week's payslip deliveries (the sample week's unless given). */
  readonly deliveries?: () => FakePayslipDeliveriesApi;
  /** The closed result review's answer (none to correct unless given). */
  readonly reviews?: () => FakeClosedResultReviewsApi;
  /** The catalogues the week's grids choose from (the product's HTTP adapter unless given). */
  readonly catalogues?: () => CatalogueApiFactory;
}

/** The fishing-weeks page over a fake API, in a memory router at the given address. */
export function FishingWeeksStory({
  api,
  actions = ALL_ACTIONS,
  at = '/semana_de_pesca',
  payslips,
  deliveries,
  reviews,
  catalogues,
}: FishingWeeksStoryProps) {
  const [state] = useState(() => {
    const container = createTestContainer(
      new ContainerModule(({ bind, rebind }) => {
        bind<FishingWeeksApi>(FishingWeeksApi).toConstantValue(api?.() ?? new FakeFishingWeeksApi());
        rebind<MyGrants>(MyGrants).toConstantValue(grantsOf(...actions));
        bind<WeekPreview>(WeekPreview).toConstantValue(inThreadPreview);
        bind<PayslipsApi>(PayslipsApi).toConstantValue(payslips ?? new FakePayslipsApi());
        bind<PayslipDeliveriesApi>(PayslipDeliveriesApi).toConstantValue(
          deliveries?.() ?? new FakePayslipDeliveriesApi(),
        );
        const review = reviews?.() ?? new FakeClosedResultReviewsApi();
        bind<ClosedResultReviewsApi>(ClosedResultReviewsApi).toConstantValue(review);
        bind(LoadClosedResultReview).toConstantValue(new LoadClosedResultReview(review));
        if (catalogues) rebind<CatalogueApiFactory>(CatalogueApiFactory).toConstantValue(catalogues());
      }),
    );
    const router = createMemoryRouter([{ path: '*', element: <FishingWeeksScreen /> }], {
      initialEntries: [at],
    });
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}

/** A story of the fishing weeks screen. */
export type FishingWeeksStoryObj = StoryObj<typeof FishingWeeksStory>;
