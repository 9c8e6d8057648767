import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVert from '@mui/icons-material/MoreVert';
import Settings from '@mui/icons-material/Settings';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useOpenedOnce } from './opened-once';
import type { ProfileActions } from './ProfileMenu';

// Loaded when the profile panel is first opened (small screens only).
const ProfileMenu = lazy(() => import('./ProfileMenu'));

export const TOPBAR_HEIGHT = '4rem';

export interface TopbarProps extends ProfileActions {
  readonly desktop: boolean;
  readonly menuVisible: boolean;
  readonly profileOpen: boolean;
  readonly onToggleMenu: () => void;
  readonly onToggleProfile: () => void;
  readonly onCloseProfile: () => void;
}

const LOGO = `${import.meta.env.BASE_URL}assets/layout/images/logo.svg`;

/**
 * The top bar: menu toggle, logo and title, and the profile actions ('Cerrar Sesión'), which on small
 * screens move into a panel opened by the profile-menu toggle.
 */
export function Topbar(props: TopbarProps) {
  const { t } = useTranslation();
  const [profileButton, setProfileButton] = useState<HTMLButtonElement | null>(null);
  const { desktop, signingOut } = props;
  const profileMounted = useOpenedOnce(props.profileOpen);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        height: TOPBAR_HEIGHT,
        justifyContent: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: TOPBAR_HEIGHT }}>
        {/* A plain router link (MUI's Link would add its own chunk to the first load for this one use). */}
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            mr: { md: 2 },
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <Box
            component="img"
            src={LOGO}
            alt=""
            sx={{ height: '2.25rem', width: '2.25rem', flexShrink: 0 }}
          />
          <Typography
            component="span"
            sx={{
              fontWeight: 700,
              fontSize: desktop ? '1.15rem' : '0.95rem',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {t('app.title')}
          </Typography>
        </Box>
        <IconButton
          onClick={props.onToggleMenu}
          aria-label={t('shell.topbar.toggleMenu')}
          aria-expanded={props.menuVisible}
          aria-controls="layout-menu"
          color="inherit"
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        {desktop ? (
          <>
            {props.userName && (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                {props.userName}
              </Typography>
            )}
            <IconButton onClick={props.onOpenConfig} aria-label={t('shell.topbar.settings')} color="inherit">
              <Settings />
            </IconButton>
            <Button variant="outlined" startIcon={<Logout />} onClick={props.onSignOut} disabled={signingOut}>
              {signingOut ? t('shell.topbar.signingOut') : t('shell.topbar.signOut')}
            </Button>
          </>
        ) : (
          <>
            <IconButton
              ref={setProfileButton}
              onClick={props.onToggleProfile}
              aria-label={t('shell.topbar.profileMenu')}
              aria-haspopup="menu"
              aria-expanded={props.profileOpen}
              aria-controls="layout-profile-menu"
              color="inherit"
            >
              <MoreVert />
            </IconButton>
            {profileMounted && (
              <Suspense fallback={null}>
                <ProfileMenu
                  anchorEl={profileButton}
                  open={props.profileOpen}
                  userName={props.userName}
                  signingOut={signingOut}
                  onClose={props.onCloseProfile}
                  onOpenConfig={props.onOpenConfig}
                  onSignOut={props.onSignOut}
                />
              </Suspense>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
