import type { LoadShortcuts, Shortcut } from '../../application/dashboard/load-shortcuts';
import type { LoadCurrentNews } from '../../application/news/load-current-news';
import type { MyGrants } from '../../application/shared/my-grants';
import type { ShellSession } from '../../application/shell/shell-session';
import { hasGrant } from '../../domain/shared/grants';
import { landingPath } from '../../domain/shell/landing';
import { greetingName, greetingTextKey } from '../../domain/dashboard/greeting';
import { formatDate } from '../../domain/shared/dates';
import { Presenter } from '../core/presenter';
import type { Translate } from '../common/screen-state';
import { failedWith, loadedOf, LOADING, type LoadState } from '../common/load-presenter';

export interface DashboardNews {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly publishOn: string;
  /** '' when it never expires. */
  readonly expiresOn: string;
}

export interface DashboardState {
  /** 'Buenos días, Ana' (by the hour in Lima); null until the session is read. */
  readonly greeting: string | null;
  readonly news: LoadState<{ readonly items: readonly DashboardNews[] }>;
  /** Failed: «No se pudieron cargar los accesos directos.» (the module table could not be read). */
  readonly shortcuts: LoadState<{ readonly items: readonly Shortcut[] }>;
  /** Whether the user may see the payroll (the report or the fishing weeks): the payroll figures show. */
  readonly payroll: boolean;
  /**
   * Where the user goes instead (the one module of a user without the dashboard: a worker's
   * «Mis boletas»), or null: the dashboard stays.
   */
  readonly landing: string | null;
}

/** The home page (route ''): a greeting with the user's name, the current company news, shortcuts. */
export class DashboardPresenter extends Presenter<DashboardState> {
  constructor(
    private readonly session: ShellSession,
    private readonly currentNews: LoadCurrentNews,
    private readonly shortcuts: LoadShortcuts,
    private readonly t: Translate,
    private readonly now: () => Date = () => new Date(),
    private readonly grants?: MyGrants,
  ) {
    super({ greeting: null, news: LOADING, shortcuts: LOADING, payroll: false, landing: null });
  }

  protected override onAttach(): void {
    void this.loadPayrollGrant();
    void this.loadGreeting();
    void this.loadNews();
    void this.loadShortcuts();
  }

  private async loadPayrollGrant(): Promise<void> {
    const grants = await this.grants?.execute().catch(() => null);
    if (!grants) return;
    const payroll =
      hasGrant(grants, 'reporte_de_planilla', 'ver') || hasGrant(grants, 'semana_de_pesca', 'ver');
    this.setState((s) => ({ ...s, payroll, landing: landingPath(grants) }));
  }

  private async loadGreeting(): Promise<void> {
    const user = await this.session.currentUser().catch(() => null);
    const name = greetingName(user);
    const key = `dashboard.greeting.${greetingTextKey(this.now(), name !== '')}`;
    const greeting = name ? this.t(key, { name }) : this.t(key);
    this.setState((s) => ({ ...s, greeting }));
  }

  async loadNews(): Promise<void> {
    this.setState((s) => ({ ...s, news: LOADING }));
    const result = await this.currentNews.execute();
    const news = loadedOf(result, (list) => ({
      items: list.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        publishOn: formatDate(n.publishOn),
        expiresOn: n.expiresOn ? formatDate(n.expiresOn) : '',
      })),
    }));
    this.setState((s) => ({ ...s, news }));
  }

  async loadShortcuts(): Promise<void> {
    this.setState((s) => ({ ...s, shortcuts: LOADING }));
    const items = await this.shortcuts.execute().catch(() => null);
    this.setState((s) => ({
      ...s,
      shortcuts: items ? { kind: 'ready', items } : failedWith(this.t('dashboard.shortcutsError')),
    }));
  }
}
