import { Box, Drawer } from '@mui/material';
import type { ReactNode } from 'react';

export interface FloatingMenuProps {
  readonly open: boolean;
  readonly label: string;
  readonly width: string;
  readonly top: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The side menu as a panel over the content (small screens and the overlay menu mode). Its own chunk:
 * MUI's Drawer brings Modal, loaded when the panel is first opened.
 */
export function FloatingMenu({ open, label, width, top, onClose, children }: FloatingMenuProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': label, sx: { width, maxWidth: '85vw', pt: top } } }}
    >
      <Box component="nav" id="layout-menu" aria-label={label} data-layout-menu="floating">
        {children}
      </Box>
    </Drawer>
  );
}

export default FloatingMenu;
