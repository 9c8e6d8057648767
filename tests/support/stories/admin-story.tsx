import type { StoryObj } from '@storybook/react-vite';
import { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import { AdminApi } from '../../../src/application/admin/admin-api';
import { type FakeAdminApi } from '../fakes/admin/fake-admin-api';
import { createTestContainer } from '../test-container';
import { StoryApp } from './story-app';

export interface AdminStoryProps {
  /** The page under test (RolPage, UsuarioPage, AuditoriaPage). */
  readonly page: ComponentType;
  /** Prepares the fake administration API (made per render, so every story starts clean). */
  readonly api: () => FakeAdminApi;
}

/** An administration page with the administration API bound to a fake. */
export function AdminStory({ page: Page, api }: AdminStoryProps) {
  return (
    <StoryApp
      setup={() => {
        const fake = api();
        const container = createTestContainer(
          new ContainerModule(({ rebind }) => {
            rebind<AdminApi>(AdminApi).toConstantValue(fake);
          }),
        );
        return { container, element: <Page /> };
      }}
    />
  );
}

/** A story of an administration page. */
export type AdminStoryObj = StoryObj<typeof AdminStory>;
