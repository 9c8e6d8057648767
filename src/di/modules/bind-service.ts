import type { ContainerModuleLoadOptions, Newable, ServiceIdentifier } from 'inversify';

/**
 * Binds a class built over one other service of the container (a use case over its port), one instance
 * for the container.
 */
export function bindOver<T, D>(
  bind: ContainerModuleLoadOptions['bind'],
  Service: Newable<T, [D]>,
  dependency: ServiceIdentifier<D>,
): void {
  bind(Service)
    .toResolvedValue((service: D) => new Service(service), [dependency])
    .inSingletonScope();
}
