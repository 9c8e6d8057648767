import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { authRoutes } from '../../../src/presentation/identity/routes';
import { authFakes, authFakesModule, type AuthFakes } from '../fakes/identity/auth-test-module';
import { createTestContainer } from '../test-container';

export interface AuthStoryProps {
  /** Where the story starts: '/auth/login', '/forgotPassword', '/changePassword', '/auth/callback?…'. */
  readonly path: string;
  /** Prepares the fakes (made per render, so every story starts clean). */
  readonly setup?: (fakes: AuthFakes) => void;
}

/**
 * The sign-in screens as the SPA routes them, with fakes for every port of the sign-in feature; the
 * shell is a stand-in heading, so a story can show where a successful step leads.
 */
export function AuthStory({ path, setup }: AuthStoryProps) {
  const [state] = useState(() => {
    const fakes = authFakes();
    setup?.(fakes);
    const container = createTestContainer(authFakesModule(fakes));
    const router = createMemoryRouter([...authRoutes, { path: '*', element: <h1>Dentro del sistema</h1> }], {
      initialEntries: [path],
    });
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}

/** A story of an authentication screen. */
export type AuthStoryObj = StoryObj<typeof AuthStory>;
