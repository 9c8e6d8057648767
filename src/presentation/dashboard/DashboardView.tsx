import { Box, Card, CardActionArea, CardContent, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LazyRetryAlert as RetryAlert } from '../common/LazyAlerts';
import { Placeholder } from '../common/Placeholder';
import { MenuIcon } from '../shell/views/menu-icons';
import type { DashboardPresenter, DashboardState } from './dashboard-presenter';
import type { Shortcut } from '../../application/dashboard/load-shortcuts';
import { useFrameTemplates } from '../core/frame-templates';
import { TitledSection } from '../common/TitledSection';

/** The home page: greeting, current news and shortcuts to the user's modules. */
export function DashboardView({
  presenter,
  state,
  payroll,
  notices,
}: {
  presenter: DashboardPresenter;
  state: DashboardState;
  /** The payroll figures (their own chunk), shown to users who may see the payroll. */
  payroll?: ReactNode;
  /** Lines for some users only, read on their own (the administrator's last backup). */
  notices?: ReactNode;
}) {
  const { t } = useTranslation();
  const frameTemplates = useFrameTemplates();
  return (
    <Stack spacing={3}>
      {/* data-frame-fill: the prerendered frame fills it in before the app runs (src/di/dashboard-frame.ts). */}
      <Typography variant="h6" component="p" data-testid="dashboard-greeting" data-frame-fill="greeting">
        {state.greeting ?? <Placeholder inline width={240} />}
      </Typography>
      <TitledSection id="dashboard-news-title" title={t('dashboard.news')}>
        {state.news.kind === 'loading' && <Placeholder height={96} />}
        {state.news.kind === 'failed' && (
          <RetryAlert onRetry={() => void presenter.loadNews()}>{state.news.message}</RetryAlert>
        )}
        {state.news.kind === 'ready' && state.news.items.length === 0 && (
          <Typography color="text.secondary">{t('dashboard.noNews')}</Typography>
        )}
        {state.news.kind === 'ready' && state.news.items.length > 0 && (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.news.items.map((n) => (
              <Paper key={n.id} component="li" variant="outlined" sx={{ p: 2 }}>
                <article aria-labelledby={`news-${n.id}`}>
                  <Typography id={`news-${n.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {n.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {n.expiresOn
                      ? t('dashboard.newsDatesUntil', { from: n.publishOn, until: n.expiresOn })
                      : t('dashboard.newsDates', { from: n.publishOn })}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
                    {n.body}
                  </Typography>
                </article>
              </Paper>
            ))}
          </Stack>
        )}
      </TitledSection>
      <TitledSection id="dashboard-shortcuts-title" component="nav" title={t('dashboard.shortcuts')}>
        {state.shortcuts.kind === 'loading' && <Placeholder height={72} />}
        {state.shortcuts.kind === 'loading' && frameTemplates && (
          // Right after the placeholder: the frame's script draws the grid from the kept menu with it.
          <template data-frame-template="shortcuts">
            <ShortcutGrid items={[FRAME_SHORTCUT]} />
          </template>
        )}
        {state.shortcuts.kind === 'failed' && (
          <RetryAlert severity="warning" onRetry={() => void presenter.loadShortcuts()}>
            {state.shortcuts.message}
          </RetryAlert>
        )}
        {state.shortcuts.kind === 'ready' && state.shortcuts.items.length === 0 && (
          <Typography color="text.secondary">{t('dashboard.noShortcuts')}</Typography>
        )}
        {state.shortcuts.kind === 'ready' && state.shortcuts.items.length > 0 && (
          <ShortcutGrid items={state.shortcuts.items} />
        )}
      </TitledSection>
      {/* Last: what loads later below the rest moves nothing already shown. */}
      {state.payroll && payroll}
      {notices}
    </Stack>
  );
}

/** The one card of the frame's template: its script writes each shortcut's link and texts into a copy. */
const FRAME_SHORTCUT: Shortcut = { label: '', icon: '', path: '/', group: '' };

/**
 * The grid of shortcuts. `data-frame-fill`: when the prerendered frame drew it (from the menu kept in
 * the browser), the application takes over once its own grid shows (src/di/frame-handover.ts);
 * `data-frame-slot` marks what the frame's script writes in (src/di/dashboard-frame.ts).
 */
export function ShortcutGrid({ items }: { items: readonly Shortcut[] }) {
  return (
    <Box
      component="ul"
      data-frame-fill="shortcuts"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: 'repeat(3, 1fr)',
          lg: 'repeat(4, 1fr)',
        },
      }}
    >
      {items.map((s) => (
        <Box key={s.path} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <MenuIcon name={s.icon} />
                  <Stack>
                    <Typography variant="body1" sx={{ fontWeight: 500 }} data-frame-slot="label">
                      {s.label}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" data-frame-slot="group">
                      {s.group}
                    </Typography>
                  </Stack>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
