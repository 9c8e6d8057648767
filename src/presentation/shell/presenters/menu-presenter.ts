import type { Subscription } from 'rxjs';
import type { BuildMenu, MenuFailure, MenuLoad } from '../../../application/menu/build-menu';
import { activeTrail, isActivePath, type MenuTree } from '../../../domain/menu/menu-tree';
import { Presenter } from '../../core/presenter';

export interface MenuItemView {
  readonly kind: 'item';
  readonly key: string;
  readonly label: string;
  readonly icon: string;
  readonly path: string;
  readonly active: boolean;
}

export interface MenuSubgroupView {
  readonly kind: 'subgroup';
  readonly key: string;
  readonly label: string;
  readonly icon: string | null;
  readonly expanded: boolean;
  readonly active: boolean;
  readonly items: readonly MenuItemView[];
}

export interface MenuGroupView {
  readonly key: string;
  readonly label: string;
  readonly expanded: boolean;
  readonly active: boolean;
  readonly children: readonly (MenuItemView | MenuSubgroupView)[];
}

export type MenuViewState =
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly groups: readonly MenuGroupView[];
      /** Translation key of a notice above the menu (an old copy is shown, or no modules). */
      readonly noticeKey: string | null;
      /** Whether the notice offers to retry. */
      readonly canRetry: boolean;
      readonly refreshing: boolean;
    }
  | { readonly kind: 'failed'; readonly messageKey: string; readonly retrying: boolean };

/** Translation keys of the failures (public/assets/i18n, "menu.errors"). */
export const failureMessageKey = (failure: MenuFailure): string => {
  switch (failure.kind) {
    case 'unauthorized':
      return 'menu.errors.unauthorized';
    case 'forbidden':
      return 'menu.errors.forbidden';
    case 'unavailable':
      return 'menu.errors.unavailable';
    case 'invalid-permissions':
      return 'menu.errors.invalid';
  }
};

/**
 * The side menu: built from the cached permissions at once (no empty menu on reload), refreshed from
 * the backend, with groups that expand and collapse and the current page marked.
 */
export class MenuPresenter extends Presenter<MenuViewState> {
  private tree: MenuTree | null = null;
  private notice: { key: string; canRetry: boolean } | null = null;
  private currentPath = '/';
  /** Groups and sub-groups the person opened or closed; others follow their default. */
  private readonly toggled = new Map<string, boolean>();
  private loading: Subscription | undefined;
  private busy = false;
  private errorKey: string | null = null;

  constructor(
    private readonly buildMenu: BuildMenu,
    initialPath = '/',
  ) {
    super({ kind: 'loading' });
    this.currentPath = initialPath;
    const cached = buildMenu.cached();
    if (cached) {
      this.tree = cached.tree;
      this.render();
    }
  }

  protected override onAttach(): void {
    this.load();
  }

  protected override onDetach(): void {
    this.loading?.unsubscribe();
    this.loading = undefined;
    this.busy = false;
  }

  /** Asks the backend again (after an error, or to refresh a stale copy). Ignored while a load runs. */
  retry(): void {
    if (this.busy) return;
    this.load();
  }

  /** Opens or closes a group or sub-group (the view animates it for 400 ms). */
  toggle(key: string): void {
    const view = this.findExpandable(key);
    if (!view) return;
    this.toggled.set(key, !view.expanded);
    this.render();
  }

  /** The current page, to mark its entry and open the groups holding it. */
  setLocation(pathname: string): void {
    if (pathname === this.currentPath) return;
    this.currentPath = pathname;
    if (this.tree) {
      for (const key of activeTrail(this.tree, pathname)) this.toggled.delete(key);
    }
    this.render();
  }

  private load(): void {
    this.loading?.unsubscribe();
    this.busy = true;
    this.render();
    this.loading = this.buildMenu.execute().subscribe({
      next: (load) => this.apply(load),
      complete: () => {
        this.busy = false;
        this.render();
      },
    });
  }

  private apply(load: MenuLoad): void {
    if (load.kind === 'loaded') {
      this.tree = load.menu.tree;
      this.notice = load.menu.entries.length === 0 ? { key: 'menu.empty', canRetry: true } : null;
      this.errorKey = null;
    } else if (this.tree || load.stale) {
      // Keep the menu the person is using, and say it may be out of date.
      this.tree ??= load.stale?.tree ?? null;
      this.notice =
        load.failure.kind === 'unauthorized'
          ? { key: failureMessageKey(load.failure), canRetry: false }
          : { key: 'menu.stale', canRetry: true };
      this.errorKey = null;
    } else {
      this.errorKey = failureMessageKey(load.failure);
    }
    this.render();
  }

  private render(): void {
    if (!this.tree) {
      if (this.errorKey) {
        this.setState({ kind: 'failed', messageKey: this.errorKey, retrying: this.busy });
      } else {
        this.setState({ kind: 'loading' });
      }
      return;
    }
    this.setState({
      kind: 'ready',
      groups: this.groupViews(this.tree),
      noticeKey: this.notice?.key ?? null,
      canRetry: this.notice?.canRetry ?? false,
      refreshing: this.busy,
    });
  }

  private groupViews(tree: MenuTree): MenuGroupView[] {
    const trail = new Set(activeTrail(tree, this.currentPath));
    const item = (i: { key: string; label: string; icon: string; path: string }): MenuItemView => ({
      kind: 'item',
      key: i.key,
      label: i.label,
      icon: i.icon,
      path: i.path,
      active: isActivePath(i.path, this.currentPath),
    });
    return tree.map((group) => ({
      key: group.key,
      label: group.label,
      active: trail.has(group.key),
      expanded: this.toggled.get(group.key) ?? true,
      children: group.children.map((child) =>
        child.kind === 'item'
          ? item(child)
          : {
              kind: 'subgroup' as const,
              key: child.key,
              label: child.label,
              icon: child.icon,
              active: trail.has(child.key),
              expanded: this.toggled.get(child.key) ?? trail.has(child.key),
              items: child.items.map(item),
            },
      ),
    }));
  }

  private findExpandable(key: string): { expanded: boolean } | undefined {
    if (this.state.kind !== 'ready') return undefined;
    for (const group of this.state.groups) {
      if (group.key === key) return group;
      for (const child of group.children) if (child.kind === 'subgroup' && child.key === key) return child;
    }
    return undefined;
  }
}
