import type { Container } from 'inversify';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';

/**
 * A page over a test container in a memory router (any path shows it). `setup` runs once per render,
 * so every story starts from clean fakes.
 */
export function StoryApp({ setup }: { setup: () => { container: Container; element: ReactNode } }) {
  const [state] = useState(() => {
    const { container, element } = setup();
    return { container, router: createMemoryRouter([{ path: '*', element }]) };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}
