import type { StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import { AdminApi } from '../../../src/application/admin/admin-api';
import { NewsApi } from '../../../src/application/news/news-api';
import { StaticData } from '../../../src/application/ports/static-data';
import { FakeAdminApi } from '../fakes/admin/fake-admin-api';
import { FakeStaticData } from '../fakes/fake-static-data';
import { FakeNewsApi } from '../fakes/news/fake-news-api';
import { shellFakes, shellTestModule, type ShellFakes } from '../fakes/shell/shell-test-module';
import { createTestContainer, defaultStaticFiles } from '../test-container';
import { StoryApp } from './story-app';

export interface FeatureStoryProps {
  /** The page under test (NoticiaPage, DashboardPage, AcercaPage). */
  readonly page: ComponentType;
  /** Each fake is made per render, so every story starts clean. */
  readonly news?: () => FakeNewsApi;
  readonly admin?: () => FakeAdminApi;
  readonly shell?: () => Partial<ShellFakes>;
  /** Static files besides information.json and anios.json (e.g. assets/about.json). */
  readonly files?: Record<string, unknown>;
}

/** A page of the shell with every port bound to a fake: news, administration, session, menu, files. */
export function FeatureStory({ page: Page, news, admin, shell, files = {} }: FeatureStoryProps) {
  return (
    <StoryApp
      setup={() => {
        const container = createTestContainer(
          shellTestModule(shellFakes(shell?.() ?? {})),
          new ContainerModule(({ rebind }) => {
            rebind<NewsApi>(NewsApi).toConstantValue(news?.() ?? new FakeNewsApi());
            rebind<AdminApi>(AdminApi).toConstantValue(admin?.() ?? new FakeAdminApi());
            rebind<StaticData>(StaticData).toConstantValue(
              new FakeStaticData({ ...defaultStaticFiles, ...files }),
            );
          }),
        );
        return { container, element: <Page /> };
      }}
    />
  );
}

/** A story of a page of the shell. */
export type FeatureStoryObj = StoryObj<typeof FeatureStory>;
