import { ContainerModule } from 'inversify';

/** One container module loading several (a screen made of more than one feature's services). */
export function combined(...modules: ContainerModule[]): ContainerModule {
  return new ContainerModule(async (options) => {
    for (const m of modules) await m.load(options);
  });
}
