import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../common/RetryAlert';
import { SearchField } from '../common/SearchField';
import type { AboutPresenter, AboutState } from './about-presenter';
import { TitledSection } from '../common/TitledSection';

/** The about page. */
export function AboutView({ presenter, state }: { presenter: AboutPresenter; state: AboutState }) {
  const { t } = useTranslation();
  if (state.kind === 'loading') {
    return <Skeleton variant="rounded" height={160} aria-label={t('admin.common.loading')} />;
  }
  if (state.kind === 'failed')
    return <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>;
  const facts = [
    { label: t('about.product'), value: state.product, sx: { fontWeight: 600 } },
    { label: t('about.version'), value: state.version, testId: 'about-version' },
    { label: t('about.builtAt'), value: state.builtAt ?? t('about.unknown'), testId: 'about-built-at' },
  ];
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <Typography component="dt" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, ...fact.sx }} data-testid={fact.testId}>
                {fact.value}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </Paper>
      <TitledSection id="about-licences-title" title={t('about.licences')}>
        {state.licencesMissing ? (
          <Alert severity="info">{t('about.licencesMissing')}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('about.licencesIntro', { count: state.total })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {state.summary.map((s) => (
                <Chip key={s.license} size="small" variant="outlined" label={`${s.license}: ${s.count}`} />
              ))}
            </Stack>
            <SearchField
              label={t('about.search')}
              value={state.filter}
              onChange={(v) => presenter.setFilter(v)}
              onSubmit={() => presenter.setFilter(state.filter)}
            />
            {state.packages.length === 0 && (
              <Typography color="text.secondary">{t('about.noMatches')}</Typography>
            )}
            <Box role="list" aria-label={t('about.licences')}>
              {state.packages.map((p) => (
                <Accordion key={`${p.name}@${p.version}`} disableGutters variant="outlined" role="listitem">
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      {/* A package's name is an identifier, in no language. */}
                      <Typography sx={{ fontWeight: 500 }} lang="zxx">
                        {p.name}
                      </Typography>
                      <Typography color="text.secondary">{p.version}</Typography>
                      <Chip size="small" label={p.license || t('about.noLicence')} />
                    </Stack>
                  </AccordionSummary>
                  <AccordionDetails>
                    {p.homepage && (
                      <Link href={p.homepage} target="_blank" rel="noopener noreferrer" variant="body2">
                        {p.homepage}
                      </Link>
                    )}
                    {/* The licence's own words, in English: screen readers read them as such. */}
                    <Box
                      component="pre"
                      lang="en"
                      sx={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 320, overflow: 'auto', mt: 1 }}
                    >
                      {p.text || t('about.noLicenceText')}
                    </Box>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          </Stack>
        )}
      </TitledSection>
    </Stack>
  );
}
