import { createContext, useContext, type ReactNode } from 'react';

/**
 * What views may ask for: services resolved by an identifier. The composition root provides the
 * inversify container here; presentation never imports infrastructure or the container itself.
 */
export interface Resolver {
  get<T>(identifier: symbol | (abstract new (...args: never[]) => T)): T;
}

const DependencyContext = createContext<Resolver | null>(null);

export function DependencyProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <DependencyContext.Provider value={resolver}>{children}</DependencyContext.Provider>;
}

export function useResolver(): Resolver {
  const resolver = useContext(DependencyContext);
  if (!resolver) throw new Error('DependencyProvider is missing above this component.');
  return resolver;
}

/** Resolves one service from the container provided above. */
export function useInject<T>(identifier: symbol | (abstract new (...args: never[]) => T)): T {
  return useResolver().get<T>(identifier);
}
