import { Alert, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadContent } from './LoadContent';
import { NoticeBar } from './NoticeBar';
import type { YearDocumentsPresenter, YearDocumentsState } from './year-documents-presenter';

type Rows = { readonly rows: readonly unknown[] };

/**
 * A year's list of workers' documents (kit): the intro, the year field and the screen's `actions` beside
 * it, the refusal's notice, then the year's table (`children`), or the empty list's text when it has no
 * rows. `texts` is the screen's translation prefix ('months.leavers'): `intro`, `year`, `loading` and
 * `empty` (given the `year`).
 */
export function YearDocumentsView<T extends Rows>({
  presenter,
  state,
  texts,
  actions,
  children,
}: {
  presenter: Pick<YearDocumentsPresenter<T, YearDocumentsState<T>>, 'setYear' | 'dismissNotice' | 'load'>;
  state: YearDocumentsState<T>;
  texts: string;
  actions?: ReactNode;
  children: (ready: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`${texts}.intro`)}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t(`${texts}.year`)}
          value={state.year}
          onChange={(e) => presenter.setYear(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 130 }}
        />
        {actions}
      </Stack>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <LoadContent
        state={state.table}
        loadingLabel={t(`${texts}.loading`)}
        onRetry={() => void presenter.load()}
      >
        {(ready) =>
          ready.rows.length === 0 ? (
            <Alert severity="info">{t(`${texts}.empty`, { year: state.year })}</Alert>
          ) : (
            children(ready)
          )
        }
      </LoadContent>
    </>
  );
}

/** A row's document button: the icon, named `label` (also its tooltip). */
export function DocumentButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A toolbar's outlined button with its `hint` on hover (also while disabled). */
export function HintedButton({
  hint,
  icon,
  disabled,
  onClick,
  children,
}: {
  hint: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={hint}>
      <span>
        <Button variant="outlined" startIcon={icon} disabled={disabled} onClick={onClick}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
