import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import {
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_STATE_LABELS, NEWS_STATES, type NewsSort, type NewsState } from '../../domain/news/news';
import { ConfirmDialog } from '../admin/common/ConfirmDialog';
import { NoticeBar } from '../admin/common/NoticeBar';
import { PagedTable, type Column } from '../admin/common/PagedTable';
import { SearchField } from '../admin/common/SearchField';
import { NewsFormDialog } from './NewsFormDialog';
import type { NewsListState, NewsPresenter, NewsRow } from './news-presenter';

const STATE_COLORS: Record<NewsState, 'default' | 'primary' | 'success'> = {
  borrador: 'default',
  programada: 'primary',
  vigente: 'success',
  vencida: 'default',
};

/** The news screen: search and state filter, the table, and the form and confirmation dialogs. */
export function NewsView({ presenter, state }: { presenter: NewsPresenter; state: NewsListState }) {
  const { t } = useTranslation();
  const { can } = state;
  const columns: Column<NewsRow, NewsSort>[] = [
    {
      key: 'title',
      label: t('news.columns.title'),
      sort: 'title',
      render: (n) => (
        <Box sx={{ maxWidth: 420 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {n.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {n.excerpt}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'state',
      label: t('news.columns.state'),
      render: (n) => (
        <Chip size="small" variant="outlined" label={n.stateLabel} color={STATE_COLORS[n.state]} />
      ),
    },
    { key: 'publishOn', label: t('news.columns.publishOn'), sort: 'publishOn', render: (n) => n.publishOn },
    {
      key: 'expiresOn',
      label: t('news.columns.expiresOn'),
      sort: 'expiresOn',
      render: (n) => n.expiresOn || t('news.neverExpires'),
    },
    { key: 'updatedAt', label: t('news.columns.updatedAt'), sort: 'updatedAt', render: (n) => n.updated },
  ];
  if (can.edit || can.remove || can.approve) {
    columns.push({
      key: 'actions',
      label: t('admin.common.actions'),
      align: 'right',
      render: (n) => {
        const action = (label: string, icon: ReactNode, onClick: () => void) => (
          <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={onClick}>
              {icon}
            </IconButton>
          </Tooltip>
        );
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {can.edit &&
              action(t('news.edit', { title: n.title }), <EditIcon fontSize="small" />, () =>
                presenter.openEdit(n),
              )}
            {can.approve &&
              (n.published
                ? action(t('news.unpublish', { title: n.title }), <UnpublishedIcon fontSize="small" />, () =>
                    presenter.ask('unpublish', n),
                  )
                : action(t('news.publish', { title: n.title }), <PublishIcon fontSize="small" />, () =>
                    presenter.ask('publish', n),
                  ))}
            {can.remove &&
              action(t('news.delete', { title: n.title }), <DeleteIcon fontSize="small" />, () =>
                presenter.ask('delete', n),
              )}
          </Stack>
        );
      },
    });
  }
  const confirming = state.confirming;
  const filtered = state.query.q.trim() !== '' || state.query.state !== '';
  return (
    <>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('news.search')}
          value={state.query.q}
          onChange={(q) => presenter.setSearch(q)}
          onSubmit={() => presenter.search()}
        />
        <TextField
          select
          size="small"
          label={t('news.stateFilter')}
          value={state.query.state}
          onChange={(e) => presenter.setStateFilter(e.target.value as NewsState | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('news.stateAll')}</MenuItem>
          {NEWS_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {NEWS_STATE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ flexGrow: 1 }} />
        {can.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => presenter.openCreate()}>
            {t('news.create')}
          </Button>
        )}
      </Stack>
      <PagedTable
        label={t('news.tableLabel')}
        columns={columns}
        table={state.table}
        query={state.query}
        rowKey={(n) => String(n.id)}
        emptyText={filtered ? t('news.noMatches') : t('news.empty')}
        onSort={(s) => presenter.sortBy(s)}
        onPage={(p) => presenter.setPage(p)}
        onPageSize={(s) => presenter.setPageSize(s)}
        onRetry={() => void presenter.load()}
      />
      {state.form && <NewsFormDialog presenter={state.form} onClose={() => presenter.closeForm()} />}
      {confirming && (
        <ConfirmDialog
          id="news-confirm"
          title={t(`news.confirm.${confirming.command}Title`)}
          question={t(`news.confirm.${confirming.command}`, { title: confirming.row.title })}
          confirmLabel={t(`news.confirm.${confirming.command}Action`)}
          danger={confirming.command === 'delete'}
          busy={confirming.busy}
          error={confirming.error}
          onCancel={() => presenter.cancelCommand()}
          onConfirm={() => void presenter.confirmCommand()}
        />
      )}
    </>
  );
}
