import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of a records dialog (a worker's loans, a worker's vacation periods): the title, the content
 * (`RecordsContent`) and the buttons at the foot (the screen's own, then its close button).
 */
export function RecordsDialog({
  id,
  title,
  maxWidth,
  onClose,
  actions,
  children,
}: {
  readonly id: string;
  readonly title: ReactNode;
  readonly maxWidth: 'md' | 'lg';
  readonly onClose: () => void;
  readonly actions: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

/** A record's edit and delete buttons, each named for the record (delete only when given). */
export function RecordActions({
  edit,
  remove,
  size,
}: {
  readonly edit: { readonly label: string; readonly onClick: () => void };
  readonly remove?: { readonly label: string; readonly onClick: () => void } | undefined;
  readonly size?: 'small' | undefined;
}) {
  return (
    <>
      <Tooltip title={edit.label}>
        <IconButton {...(size ? { size } : {})} aria-label={edit.label} onClick={edit.onClick}>
          <EditIcon {...(size ? { fontSize: size } : {})} />
        </IconButton>
      </Tooltip>
      {remove && (
        <Tooltip title={remove.label}>
          <IconButton {...(size ? { size } : {})} aria-label={remove.label} onClick={remove.onClick}>
            <DeleteIcon {...(size ? { fontSize: size } : {})} />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
