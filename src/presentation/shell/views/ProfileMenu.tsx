import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import { ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The profile actions, in the top bar on large screens and in this panel on small ones. */
export interface ProfileActions {
  readonly userName: string | null;
  readonly signingOut: boolean;
  readonly onOpenConfig: () => void;
  readonly onSignOut: () => void;
}

export interface ProfileMenuProps extends ProfileActions {
  readonly anchorEl: HTMLElement | null;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The profile actions on small screens (the user's name, settings, 'Cerrar Sesión'). Its own chunk:
 * MUI's Menu brings Popover and Modal, loaded when the panel is first opened.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id="layout-profile-menu"
      anchorEl={props.anchorEl}
      open={props.open && props.anchorEl !== null}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {props.userName && (
        <MenuItem disabled divider>
          {props.userName}
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          props.onClose();
          props.onOpenConfig();
        }}
      >
        <ListItemIcon>
          <Settings fontSize="small" />
        </ListItemIcon>
        {t('shell.topbar.settings')}
      </MenuItem>
      <MenuItem onClick={props.onSignOut} disabled={props.signingOut}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {props.signingOut ? t('shell.topbar.signingOut') : t('shell.topbar.signOut')}
      </MenuItem>
    </Menu>
  );
}

export default ProfileMenu;
