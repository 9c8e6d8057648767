import { CssBaseline } from '@mui/material';
import { forwardRef, useEffect, useMemo, type ComponentProps, type MouseEvent } from 'react';
import { DependencyProvider, type Resolver } from '../../core/dependencies';
import { TextsProvider, type Translate } from '../../core/texts';
import { createAppTheme } from '../../theme/theme';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { LoginScreen, type AppLink } from './LoginScreen';

export interface SignInIslandProps {
  readonly resolver: Resolver;
  /** The page's texts (the island has no i18next). */
  readonly t: Translate;
  /** The location's state (history.state's, as the router keeps it). */
  readonly locationState: unknown;
  /**
   * The page is left for another of the application (a link, or on to `from` once signed in): the
   * application takes over there. `replace` when the sign-in page should not stay in the history.
   */
  readonly leave: (to: string, options: { readonly replace: boolean }) => void;
  /** The form is alive (hydrated): what the page does not need before the first submit may load now. */
  readonly onAlive?: () => void;
}

/**
 * The prerendered sign-in page brought to life without the application: the same screen as the
 * router's /auth/login, with the same providers, but links and the redirect hand over to the
 * application (src/sign-in.tsx), which loads after the form is usable.
 */
export function SignInIsland({ resolver, t, locationState, leave, onAlive }: SignInIslandProps) {
  useEffect(() => onAlive?.(), [onAlive]);
  const theme = useMemo(() => createAppTheme('light'), []);
  const link = useMemo(() => islandLink(leave), [leave]);
  return (
    <DependencyProvider resolver={resolver}>
      <TextsProvider t={t}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <LoginScreen
            locationState={locationState}
            link={link}
            signedIn={(from) => <Leave to={from} leave={leave} />}
          />
        </ThemeProvider>
      </TextsProvider>
    </DependencyProvider>
  );
}

/** A plain link whose ordinary click hands over to the application instead of loading a page. */
function islandLink(leave: SignInIslandProps['leave']): AppLink {
  const IslandLink = forwardRef<HTMLAnchorElement, ComponentProps<AppLink>>(function IslandLink(
    { to, onClick, ...props },
    ref,
  ) {
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      event.preventDefault();
      leave(to, { replace: false });
    };
    return <a ref={ref} href={to} {...props} onClick={click} />;
  });
  return IslandLink;
}

/** Signed in: on to where the user was going, in the application. */
function Leave({ to, leave }: { readonly to: string; readonly leave: SignInIslandProps['leave'] }) {
  useEffect(() => leave(to, { replace: true }), [to, leave]);
  return null;
}
