import type { LoadAbout } from '../../application/about/load-about';
import { licenceSummary, type BundledPackage } from '../../domain/about/about';
import { formatDateTime } from '../../domain/shared/dates';
import { okResult, type ApiResult } from '../../application/shared/api-result';
import { LoadPresenter, type LoadState } from '../common/load-presenter';

interface AboutReady {
  readonly product: string;
  readonly version: string;
  /** '23/11/2026 04:25' (Lima), or null when the build did not record it. */
  readonly builtAt: string | null;
  /** The build's licence file could not be read. */
  readonly licencesMissing: boolean;
  readonly total: number;
  readonly summary: readonly { readonly license: string; readonly count: number }[];
  readonly filter: string;
  /** The packages matching the filter (name or licence). */
  readonly packages: readonly BundledPackage[];
}

/** The about page on the kit's load presenter (the build's information is always read). */
export type AboutState = LoadState<AboutReady>;

/** acerca: product name, version, build date and the licences of the bundled open-source packages. */
export class AboutPresenter extends LoadPresenter<AboutReady> {
  private all: readonly BundledPackage[] = [];

  constructor(private readonly loadAbout: LoadAbout) {
    super();
  }

  protected async read(): Promise<ApiResult<AboutReady>> {
    const about = await this.loadAbout.execute();
    this.all = about.packages;
    return okResult({
      product: about.product,
      version: about.version,
      builtAt: about.builtAt ? formatDateTime(about.builtAt) : null,
      licencesMissing: about.buildInfoMissing,
      total: about.packages.length,
      summary: licenceSummary(about.packages),
      filter: '',
      packages: about.packages,
    });
  }

  setFilter(filter: string): void {
    const s = this.state;
    if (s.kind !== 'ready') return;
    const needle = filter.trim().toLowerCase();
    const packages = needle
      ? this.all.filter(
          (p) => p.name.toLowerCase().includes(needle) || p.license.toLowerCase().includes(needle),
        )
      : this.all;
    this.setState({ ...s, filter, packages });
  }
}
