import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Alert, Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NEWS_BODY_MAX, NEWS_STATES, NEWS_TITLE_MAX, type NewsState } from '../../domain/news/news';
import { FormDialog, type FormFields } from '../common/FormDialog';
import { listViewBasics } from '../common/list-view-basics';
import { FilterSelect } from '../common/FilterSelect';
import { ListView, type ListColumn, type RowAction } from '../common/ListView';
import type { NewsSort } from '../../domain/news/news';
import type { NewsFields } from './news-form-presenter';
import type { NewsListState, NewsPresenter, NewsRow } from './news-presenter';

const STATE_COLORS: Record<NewsState, 'default' | 'primary' | 'success'> = {
  borrador: 'default',
  programada: 'primary',
  vigente: 'success',
  vencida: 'default',
};

/** The news screen on the kit: search and state filter, the grid, the form and confirmation dialogs. */
export function NewsView({ presenter, state }: { presenter: NewsPresenter; state: NewsListState }) {
  const { t } = useTranslation();
  const { can } = state;
  const columns: ListColumn<NewsRow, NewsSort>[] = [
    {
      field: 'title',
      header: t('news.columns.title'),
      sort: 'title',
      flex: 3,
      minWidth: 220,
      render: (n) => (
        <Box sx={{ py: 0.5 }}>
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
      field: 'stateLabel',
      header: t('news.columns.state'),
      render: (n) => (
        <Chip size="small" variant="outlined" label={n.stateLabel} color={STATE_COLORS[n.state]} />
      ),
    },
    { field: 'publishOn', header: t('news.columns.publishOn'), sort: 'publishOn' },
    {
      field: 'expiresOn',
      header: t('news.columns.expiresOn'),
      sort: 'expiresOn',
      text: (n) => n.expiresOn || t('news.neverExpires'),
    },
    { field: 'updated', header: t('news.columns.updatedAt'), sort: 'updatedAt', flex: 1.5, minWidth: 180 },
  ];
  const actions: RowAction<NewsRow>[] = [];
  if (can.editar) {
    actions.push({
      key: 'edit',
      label: (n) => t('news.edit', { title: n.title }),
      icon: <EditIcon fontSize="small" />,
      onClick: (n) => presenter.openEdit(n),
    });
  }
  if (can.aprobar) {
    actions.push(
      {
        key: 'publish',
        label: (n) => t('news.publish', { title: n.title }),
        icon: <PublishIcon fontSize="small" />,
        onClick: (n) => presenter.ask('publish', n),
        shown: (n) => !n.published,
      },
      {
        key: 'unpublish',
        label: (n) => t('news.unpublish', { title: n.title }),
        icon: <UnpublishedIcon fontSize="small" />,
        onClick: (n) => presenter.ask('unpublish', n),
        shown: (n) => n.published,
      },
    );
  }
  if (can.eliminar) {
    actions.push({
      key: 'delete',
      label: (n) => t('news.delete', { title: n.title }),
      icon: <DeleteIcon fontSize="small" />,
      onClick: (n) => presenter.ask('delete', n),
    });
  }
  const fields: FormFields<NewsFields> = [
    { kind: 'text', name: 'title', label: t('news.form.title'), maxLength: NEWS_TITLE_MAX, required: true },
    {
      kind: 'text',
      name: 'body',
      label: t('news.form.body'),
      maxLength: NEWS_BODY_MAX,
      multiline: true,
      required: true,
      help: (value) => t('news.form.bodyHelp', { count: String(value ?? '').length, max: NEWS_BODY_MAX }),
    },
    { kind: 'date', name: 'publishOn', label: t('news.form.publishOn'), required: true, row: 1 },
    {
      kind: 'date',
      name: 'expiresOn',
      label: t('news.form.expiresOn'),
      help: t('news.form.expiresHelp'),
      row: 1,
    },
  ];
  return (
    <ListView
      id="news"
      {...listViewBasics(t, 'news', presenter, state, can.crear)}
      columns={columns}
      actions={actions}
      filters={
        <FilterSelect
          label={t('news.stateFilter')}
          any={t('news.stateAll')}
          choices={NEWS_STATES.map((s) => ({ value: s, label: t(`news.states.${s}`) }))}
          value={state.query.filters.state}
          onChange={(v) => presenter.setFilter('state', v)}
        />
      }
      confirmText={(c) => ({
        title: t(`news.confirm.${c.command}Title`),
        question: t(`news.confirm.${c.command}`, { title: c.row.title }),
        action: t(`news.confirm.${c.command}Action`),
        danger: c.command === 'delete',
      })}
      dialog={
        state.form && (
          <FormDialog
            id="news-form"
            title={{ create: t('news.form.createTitle'), edit: t('news.form.editTitle') }}
            presenter={state.form}
            fields={fields}
            onClose={() => presenter.closeForm()}
            intro={(s) =>
              s.mode === 'create' ? (
                <Alert severity="info">{t('news.form.draftHelp')}</Alert>
              ) : s.existing?.published ? (
                <Alert severity="info">{t('news.form.publishedHelp')}</Alert>
              ) : null
            }
          />
        )
      }
    />
  );
}
