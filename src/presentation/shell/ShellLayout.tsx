import { Box, CssBaseline } from '@mui/material';
import {
  Fragment,
  lazy,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { LoadAppInfo } from '../../application/app/load-app-info';
import { Logger } from '../../application/ports/logger';
import { ShellServicesLoader, type ShellServices } from '../../application/shell/shell-services';
import { ShellSession } from '../../application/shell/shell-session';
import { anchorId, isSameUrlNavigation, type NavigationLocation } from '../../domain/shell/navigation';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { LayoutPresenter, type LayoutViewState } from './presenters/layout-presenter';
import { MenuPresenter, type MenuViewState } from './presenters/menu-presenter';
import { ShellPresenter, type ShellViewState } from './presenters/shell-presenter';
import { ShellLoading } from './ShellFallbacks';
import { ThemeProvider } from '../theme/ThemeProvider';
import { createShellTheme } from './theme/shell-theme';
import { Footer } from './views/Footer';
import { useOpenedOnce } from './views/opened-once';
import { SideMenu } from './views/SideMenu';
import { Topbar, TOPBAR_HEIGHT } from './views/Topbar';

// Panels that use MUI's Modal load when first opened, not with the shell.
const ConfigSidebar = lazy(async () => ({ default: (await import('./views/ConfigSidebar')).ConfigSidebar }));
const FloatingMenu = lazy(() => import('./views/FloatingMenu'));

export const MENU_WIDTH = '18rem';
const SLIDE = '200ms cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * The shell every screen lives in: top bar, side menu from the user's permissions, content, footer
 * and the configuration sidebar. Its services load with it (not with the sign-in page); the theme
 * comes from the persisted configuration in the very first render, and a theme change swaps it in one
 * render (no flash of the old theme).
 */
export function ShellLayout() {
  const loader = useInject<ShellServicesLoader>(ShellServicesLoader);
  return (
    <Suspense fallback={<ShellLoading />}>
      <LoadedShell services={loader.load()} />
    </Suspense>
  );
}

function LoadedShell({ services }: { services: Promise<ShellServices> }) {
  return <ShellFrame services={use(services)} />;
}

/** The shell with its services. */
export function ShellFrame({ services }: { services: ShellServices }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();

  const loadAppInfo = useInject(LoadAppInfo);
  const session = useInject<ShellSession>(ShellSession);
  const logger = useInject<Logger>(Logger);
  const [layout, layoutState] = usePresenter<LayoutViewState, LayoutPresenter>(
    () => new LayoutPresenter(services.layout),
  );
  const [menu, menuState] = usePresenter<MenuViewState, MenuPresenter>(
    () => new MenuPresenter(services.buildMenu, location.pathname),
  );
  const [shell, shellState] = usePresenter<ShellViewState, ShellPresenter>(
    () => new ShellPresenter(loadAppInfo, session, logger),
  );

  const { config, desktop } = layoutState;
  const theme = useMemo(() => createShellTheme(config), [config]);

  const reloads = useReloadCount(location);

  // Every navigation closes the menu and profile panels, and marks the current entry (before paint).
  useLayoutEffect(() => {
    layout.navigated();
    menu.setLocation(location.pathname);
  }, [layout, menu, location.key, location.pathname]);

  useAnchorScrolling(location, navigationType);

  useFloatingMenuFocus(layout);

  useEffect(() => {
    if (shellState.kind === 'signed-out') navigate('/auth/login', { replace: true });
  }, [shellState.kind, navigate]);

  const signingOut = shellState.kind !== 'active';
  const userName = shellState.kind === 'signed-out' ? null : shellState.userName;
  const version = shellState.kind === 'signed-out' ? '' : shellState.version;
  const docked = layoutState.menu.placement === 'docked';
  const floatingMounted = useOpenedOnce(!docked && layoutState.menu.visible);
  const configMounted = useOpenedOnce(layoutState.configOpen);
  const menuContent = (
    <SideMenu state={menuState} onToggle={(key) => menu.toggle(key)} onRetry={() => menu.retry()} />
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box
        data-testid="layout-wrapper"
        data-menu-mode={config.menuMode}
        data-theme={config.theme}
        data-viewport={desktop ? 'desktop' : 'mobile'}
        sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}
      >
        <Topbar
          desktop={desktop}
          menuVisible={layoutState.menu.visible}
          profileOpen={layoutState.profileOpen}
          userName={userName}
          signingOut={signingOut}
          onToggleMenu={() => layout.toggleMenu()}
          onToggleProfile={() => layout.toggleProfile()}
          onCloseProfile={() => layout.closeProfile()}
          onOpenConfig={() => layout.openConfig()}
          onSignOut={() => void shell.signOut()}
        />
        {docked ? (
          <DockedMenu
            label={t('shell.navigation')}
            visible={layoutState.menu.visible}
            onHover={(hover) => layout.setMenuHover(hover)}
          >
            {menuContent}
          </DockedMenu>
        ) : (
          floatingMounted && (
            <Suspense fallback={null}>
              <FloatingMenu
                open={layoutState.menu.visible}
                label={t('shell.navigation')}
                width={MENU_WIDTH}
                top={TOPBAR_HEIGHT}
                onClose={() => layout.closeMenu()}
              >
                {menuContent}
              </FloatingMenu>
            </Suspense>
          )
        )}
        <Box
          sx={{
            pt: TOPBAR_HEIGHT,
            ml: docked && layoutState.menu.visible ? MENU_WIDTH : 0,
            transition: `margin-left ${SLIDE}`,
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
            <Fragment key={reloads}>
              <Outlet />
            </Fragment>
          </Box>
          <Footer version={version} />
        </Box>
        {configMounted && (
          <Suspense fallback={null}>
            <ConfigSidebar
              open={layoutState.configOpen}
              config={config}
              onChange={(change) => layout.change(change)}
              onClose={() => layout.closeConfig()}
            />
          </Suspense>
        )}
      </Box>
      <ScrollRestoration />
    </ThemeProvider>
  );
}

/** The side menu docked at the left, under the top bar. */
function DockedMenu({
  label,
  visible,
  onHover,
  children,
}: {
  label: string;
  visible: boolean;
  onHover: (hover: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="nav"
      id="layout-menu"
      aria-label={label}
      data-layout-menu="docked"
      hidden={!visible}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      sx={{
        position: 'fixed',
        top: TOPBAR_HEIGHT,
        bottom: 0,
        left: 0,
        width: MENU_WIDTH,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        zIndex: (muiTheme) => muiTheme.zIndex.appBar - 1,
      }}
    >
      {children}
    </Box>
  );
}

/** How many times the user navigated to the URL already shown: the page remounts to reload its data. */
function useReloadCount(location: NavigationLocation): number {
  const [tracked, setTracked] = useState<{ location: NavigationLocation; reloads: number }>({
    location,
    reloads: 0,
  });
  if (tracked.location.key !== location.key) {
    setTracked({
      location,
      reloads: tracked.reloads + (isSameUrlNavigation(tracked.location, location) ? 1 : 0),
    });
  }
  return tracked.reloads;
}

/** When the floating menu opens, the keyboard moves into it. */
function useFloatingMenuFocus(layout: LayoutPresenter) {
  useEffect(() => {
    const subscription = layout.overlayOpen$.subscribe(() => {
      requestAnimationFrame(() => {
        const panel = document.querySelector<HTMLElement>('[data-layout-menu="floating"]');
        panel?.querySelector<HTMLElement>('a[aria-current="page"], a[href], button')?.focus();
      });
    });
    return () => subscription.unsubscribe();
  }, [layout]);
}

/**
 * Scrolls to the element of the URL's anchor (#id), also when it appears a little later (pages load
 * their content after the route). Back and forward keep the restored scroll position instead.
 */
function useAnchorScrolling(location: NavigationLocation, navigationType: string) {
  const [firstKey] = useState(location.key);
  useEffect(() => {
    const id = anchorId(location.hash);
    if (!id) return;
    if (navigationType === 'POP' && location.key !== firstKey) return;
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView();
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location.key, location.hash, navigationType, firstKey]);
}

export default ShellLayout;
