import { Alert } from '@mui/material';
import type { Notice } from './screen-state';

/** A message above a screen's table (saved, deleted…), dismissible. */
export function NoticeBar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} onClose={onClose} sx={{ mb: 2 }} role="status">
      {notice.text}
    </Alert>
  );
}
