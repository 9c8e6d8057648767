import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type {
  MenuGroupView,
  MenuItemView,
  MenuSubgroupView,
  MenuViewState,
} from '../presenters/menu-presenter';
import { LazyAlert } from '../../common/LazyAlerts';
import { Placeholder } from '../../common/Placeholder';
import { MenuIcon } from './menu-icons';

/** Expanding or collapsing a group takes 400 ms. */
export const MENU_ANIMATION_MS = 400;

export interface SideMenuProps {
  readonly state: MenuViewState;
  readonly onToggle: (key: string) => void;
  readonly onRetry: () => void;
}

/** The side menu's content: the permission groups, or what keeps them from showing. */
export function SideMenu({ state, onToggle, onRetry }: SideMenuProps) {
  const { t } = useTranslation();
  if (state.kind === 'loading') {
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('menu.loading')}
        </Typography>
        {[0, 1, 2, 3, 4].map((i) => (
          <Box key={i} sx={{ mb: 1 }}>
            <Placeholder height="2.25rem" />
          </Box>
        ))}
      </Box>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Box sx={{ p: 2 }}>
        <LazyAlert severity="error">
          {t(state.messageKey)}
          <RetryButton onRetry={onRetry} busy={state.retrying} />
        </LazyAlert>
      </Box>
    );
  }
  return (
    <Box sx={{ py: 1 }}>
      {state.noticeKey && (
        <LazyAlert severity={state.noticeKey === 'menu.empty' ? 'info' : 'warning'} sx={{ mx: 2, mb: 1 }}>
          {t(state.noticeKey)}
          {state.canRetry && <RetryButton onRetry={onRetry} busy={state.refreshing} />}
        </LazyAlert>
      )}
      {state.groups.map((group) => (
        <MenuGroup key={group.key} group={group} onToggle={onToggle} />
      ))}
    </Box>
  );
}

/** «Reintentar» under an alert about the menu, disabled while the menu is asked again. */
function RetryButton({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 1 }}>
      <Button variant="outlined" color="inherit" size="small" onClick={onRetry} disabled={busy}>
        {t('menu.retry')}
      </Button>
    </Box>
  );
}

const domId = (key: string) => `menu-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

function MenuGroup({ group, onToggle }: { group: MenuGroupView; onToggle: (key: string) => void }) {
  const id = domId(group.key);
  return (
    <Box sx={{ px: 1, mb: 0.5 }}>
      <ListItemButton
        onClick={() => onToggle(group.key)}
        aria-expanded={group.expanded}
        aria-controls={id}
        sx={{ borderRadius: 1, py: 0.75 }}
      >
        <ListItemText
          primary={group.label}
          slotProps={{
            primary: {
              variant: 'overline',
              sx: { fontWeight: 700, lineHeight: 1.5, color: group.active ? 'primary.main' : 'text.primary' },
            },
          }}
        />
        <ExpandArrow expanded={group.expanded} />
      </ListItemButton>
      <MenuChildren id={id} expanded={group.expanded}>
        {group.children.map((child) =>
          child.kind === 'item' ? (
            <MenuLink key={child.key} item={child} depth={0} />
          ) : (
            <MenuSubgroup key={child.key} subgroup={child} onToggle={onToggle} />
          ),
        )}
      </MenuChildren>
    </Box>
  );
}

/** The arrow of a group that opens and closes: up while open. */
function ExpandArrow({ expanded }: { expanded: boolean }) {
  return expanded ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />;
}

/** What a group holds, shown while it is open; `id` is what the group's button controls. */
function MenuChildren({ id, expanded, children }: { id: string; expanded: boolean; children: ReactNode }) {
  return (
    <Collapse in={expanded} timeout={MENU_ANIMATION_MS}>
      <List id={id} dense disablePadding>
        {children}
      </List>
    </Collapse>
  );
}

function MenuSubgroup({
  subgroup,
  onToggle,
}: {
  subgroup: MenuSubgroupView;
  onToggle: (key: string) => void;
}) {
  const id = domId(subgroup.key);
  return (
    <li>
      <ListItemButton
        onClick={() => onToggle(subgroup.key)}
        aria-expanded={subgroup.expanded}
        aria-controls={id}
        sx={{ borderRadius: 1, color: subgroup.active ? 'primary.main' : 'text.primary' }}
      >
        <ListItemIcon sx={{ minWidth: '2.25rem', color: 'inherit' }}>
          <MenuIcon name={subgroup.icon} />
        </ListItemIcon>
        <ListItemText primary={subgroup.label} />
        <ExpandArrow expanded={subgroup.expanded} />
      </ListItemButton>
      <MenuChildren id={id} expanded={subgroup.expanded}>
        {subgroup.items.map((item) => (
          <MenuLink key={item.key} item={item} depth={1} />
        ))}
      </MenuChildren>
    </li>
  );
}

function MenuLink({ item, depth }: { item: MenuItemView; depth: number }) {
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        selected={item.active}
        aria-current={item.active ? 'page' : undefined}
        sx={{
          borderRadius: 1,
          pl: depth === 0 ? 2 : 4.5,
          '&.Mui-selected': { color: 'primary.main', fontWeight: 600 },
          '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
        }}
      >
        <ListItemIcon sx={{ minWidth: '2.25rem' }}>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </li>
  );
}
