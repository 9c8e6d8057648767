import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { CatalogueApiFactory, type CatalogueChoice } from '../../application/shared/catalogue-api';
import { ManageCatalogue, type CatalogueRules } from '../../application/shared/manage-catalogue';

/**
 * A catalogue's use cases at its backend path, with its rules and what its form's selects choose from
 * (another catalogue's backend path, or a fixed list the domain gives): the whole container module of a
 * catalogue feature (src/di/features/<feature>.module.ts).
 */
export function catalogueModule<
  E extends { id: number; version: number; active: boolean },
  I extends { active: boolean },
>(
  token: ServiceIdentifier<ManageCatalogue<E, I>>,
  path: string,
  rules: CatalogueRules<E, I>,
  choices: Readonly<Record<string, string | readonly CatalogueChoice[]>> = {},
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(token)
      .toResolvedValue(
        (factory: CatalogueApiFactory) =>
          new ManageCatalogue<E, I>(
            factory.create<E, I>(path),
            rules,
            Object.fromEntries(
              Object.entries(choices).map(([field, from]) => [
                field,
                typeof from === 'string'
                  ? () => factory.create(from).options()
                  : () => Promise.resolve({ ok: true as const, value: [...from] }),
              ]),
            ),
          ),
        [CatalogueApiFactory],
      )
      .inSingletonScope();
  });
}
