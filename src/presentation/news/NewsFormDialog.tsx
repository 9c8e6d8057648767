import { Alert, Box, DialogContent, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../admin/common/FormDialogFrame';
import { RetryAlert } from '../admin/common/RetryAlert';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from '../../domain/news/news';
import { useAttachedPresenter } from '../core/use-presenter';
import type { NewsFormPresenter, NewsFormState } from './news-form-presenter';

type Editing = Extract<NewsFormState, { kind: 'editing' }>;

/** The write/edit dialog of a piece of news. */
export function NewsFormDialog({
  presenter,
  onClose,
}: {
  presenter: NewsFormPresenter;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  return (
    <FormDialogFrame
      id="news-form"
      title={t(state.mode === 'create' ? 'news.form.createTitle' : 'news.form.editTitle')}
      state={state}
      onClose={onClose}
      onRetry={() => void presenter.load()}
    >
      {state.kind === 'editing' && <NewsFormBody state={state} presenter={presenter} />}
    </FormDialogFrame>
  );
}

function NewsFormBody({ state, presenter }: { state: Editing; presenter: NewsFormPresenter }) {
  const { t } = useTranslation();
  const readOnly = state.saving;
  const { fields, errors } = state;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.submit();
  };
  return (
    <DialogContent>
      <Box component="form" id="news-form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {state.conflict && (
            <RetryAlert
              severity="warning"
              onRetry={() => void presenter.load()}
              actionLabel={t('admin.common.reload')}
            >
              {state.conflict}
            </RetryAlert>
          )}
          {state.formError && <Alert severity="error">{state.formError}</Alert>}
          {state.mode === 'create' && <Alert severity="info">{t('news.form.draftHelp')}</Alert>}
          {state.mode === 'edit' && state.published && (
            <Alert severity="info">{t('news.form.publishedHelp')}</Alert>
          )}
          <TextField
            label={t('news.form.title')}
            value={fields.title}
            onChange={(e) => presenter.set('title', e.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title ?? ' '}
            required
            autoFocus
            slotProps={{ htmlInput: { readOnly, maxLength: NEWS_TITLE_MAX } }}
          />
          <TextField
            label={t('news.form.body')}
            value={fields.body}
            onChange={(e) => presenter.set('body', e.target.value)}
            error={Boolean(errors.body)}
            helperText={
              errors.body ?? t('news.form.bodyHelp', { count: fields.body.length, max: NEWS_BODY_MAX })
            }
            required
            multiline
            minRows={5}
            slotProps={{ htmlInput: { readOnly, maxLength: NEWS_BODY_MAX } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('news.form.publishOn')}
              value={fields.publishOn}
              onChange={(e) => presenter.set('publishOn', e.target.value)}
              error={Boolean(errors.publishOn)}
              helperText={errors.publishOn ?? ' '}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
            />
            <TextField
              type="date"
              label={t('news.form.expiresOn')}
              value={fields.expiresOn}
              onChange={(e) => presenter.set('expiresOn', e.target.value)}
              error={Boolean(errors.expiresOn)}
              helperText={errors.expiresOn ?? t('news.form.expiresHelp')}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly } }}
            />
          </Stack>
        </Stack>
      </Box>
    </DialogContent>
  );
}
