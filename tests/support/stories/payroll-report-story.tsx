import type { StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PayrollReportApi } from '../../../src/application/payroll-report/payroll-report-api';
import { FileSaver } from '../../../src/application/ports/file-saver';
import { MyGrants } from '../../../src/application/shared/my-grants';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { PayrollReportPage } from '../../../src/presentation/payroll-report/PayrollReportPage';
import { FakePayrollReportApi } from '../fakes/payroll-report/fake-payroll-report-api';
import { createTestContainer } from '../test-container';

/** Grants of the report's module. */
export const reportGrants = (...actions: string[]) => ({
  execute: () => Promise.resolve({ reporte_de_planilla: actions } as never),
});

export interface PayrollReportStoryProps {
  /** Made per render, so every story starts clean. */
  readonly api?: () => FakePayrollReportApi;
  readonly actions?: readonly string[];
  /** Receives the names of the files saved. */
  readonly saved?: string[];
}

/** The payroll report page over a fake API. */
export function PayrollReportStory({ api, actions = ['ver', 'exportar'], saved }: PayrollReportStoryProps) {
  const [state] = useState(() => {
    const container = createTestContainer(
      new ContainerModule(({ bind, rebind }) => {
        bind<PayrollReportApi>(PayrollReportApi).toConstantValue(api?.() ?? new FakePayrollReportApi());
        rebind<MyGrants>(MyGrants).toConstantValue(reportGrants(...actions));
        rebind<FileSaver>(FileSaver).toConstantValue({ save: (name) => void saved?.push(name) });
      }),
    );
    const router = createMemoryRouter([{ path: '*', element: <PayrollReportPage /> }], {
      initialEntries: ['/reporte_de_planilla'],
    });
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}

/** A story of the payroll report page. */
export type PayrollReportStoryObj = StoryObj<typeof PayrollReportStory>;
