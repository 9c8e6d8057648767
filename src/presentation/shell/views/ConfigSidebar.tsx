import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Remove from '@mui/icons-material/Remove';
import {
  Box,
  ButtonBase,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SCALE,
  MIN_SCALE,
  SCALES,
  type InputStyle,
  type LayoutConfig,
  type LayoutConfigChange,
  type MenuMode,
} from '../../../domain/layout/layout-config';
import { THEME_CATALOGUE, type ColorScheme, type ThemeDescriptor } from '../../../domain/layout/themes';
import { PRIMARY } from '../theme/palettes';

/** The theme list's groups, light ones first. */
const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

export interface ConfigSidebarProps {
  readonly open: boolean;
  readonly config: LayoutConfig;
  readonly onChange: (change: LayoutConfigChange) => void;
  readonly onClose: () => void;
}

/** Every setting of the layout configuration; changes apply at once and are kept in this browser. */
export function ConfigSidebar({ open, config, onChange, onClose }: ConfigSidebarProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: '20rem', maxWidth: '100vw', p: 3 }, 'aria-labelledby': 'layout-config-title' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id="layout-config-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('shell.config.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('shell.config.close')}>
          <Close />
        </IconButton>
      </Box>

      <Section title={t('shell.config.scale')} id="layout-config-scale">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton
            aria-label={t('shell.config.decreaseScale')}
            disabled={config.scale <= MIN_SCALE}
            onClick={() => onChange({ kind: 'scale', value: config.scale - 1 })}
          >
            <Remove />
          </IconButton>
          <Box sx={{ display: 'flex', gap: 0.75 }} aria-hidden>
            {SCALES.map((s) => (
              <Box
                key={s}
                sx={{
                  width: '0.6rem',
                  height: '0.6rem',
                  borderRadius: '50%',
                  bgcolor: s === config.scale ? 'primary.main' : 'action.disabled',
                }}
              />
            ))}
          </Box>
          <IconButton
            aria-label={t('shell.config.increaseScale')}
            disabled={config.scale >= MAX_SCALE}
            onClick={() => onChange({ kind: 'scale', value: config.scale + 1 })}
          >
            <Add />
          </IconButton>
          <Typography variant="body2" aria-live="polite" data-testid="layout-scale">
            {t('shell.config.scaleValue', { value: config.scale })}
          </Typography>
        </Box>
      </Section>

      <Choice<MenuMode>
        title={t('shell.config.menuMode')}
        value={config.menuMode}
        options={[
          ['static', t('shell.config.static')],
          ['overlay', t('shell.config.overlay')],
        ]}
        onChange={(value) => onChange({ kind: 'menuMode', value })}
      />
      <Choice<InputStyle>
        title={t('shell.config.inputStyle')}
        value={config.inputStyle}
        options={[
          ['outlined', t('shell.config.outlined')],
          ['filled', t('shell.config.filled')],
        ]}
        onChange={(value) => onChange({ kind: 'inputStyle', value })}
      />
      <Section title={t('shell.config.ripple')} id="layout-config-ripple">
        <FormControlLabel
          control={
            <Switch
              checked={config.ripple}
              onChange={(_e, checked) => onChange({ kind: 'ripple', value: checked })}
            />
          }
          label={config.ripple ? t('shell.config.on') : t('shell.config.off')}
        />
      </Section>
      <Choice<ColorScheme>
        title={t('shell.config.colorScheme')}
        value={config.colorScheme}
        options={[
          ['light', t('shell.config.light')],
          ['dark', t('shell.config.dark')],
        ]}
        onChange={(value) => onChange({ kind: 'colorScheme', value })}
      />
      <Section title={t('shell.config.theme')} id="layout-config-theme">
        {COLOR_SCHEMES.map((scheme) => (
          <Box key={scheme} sx={{ mb: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {scheme === 'light' ? t('shell.config.lightThemes') : t('shell.config.darkThemes')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {THEME_CATALOGUE.filter((theme) => theme.scheme === scheme).map((theme) => (
                <ThemeSwatch
                  key={theme.name}
                  theme={theme}
                  selected={theme.name === config.theme}
                  label={t('shell.config.themeName', {
                    color: t(`shell.config.colors.${theme.color}`),
                    scheme: scheme === 'light' ? t('shell.config.light') : t('shell.config.dark'),
                  })}
                  onSelect={() => onChange({ kind: 'theme', value: theme.name })}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Section>
    </Drawer>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}

function Choice<T extends string>({
  title,
  value,
  options,
  onChange,
}: {
  title: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        {title}
      </FormLabel>
      <RadioGroup row value={value} onChange={(_e, next) => onChange(next as T)}>
        {options.map(([option, label]) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      <Divider sx={{ mt: 1 }} />
    </FormControl>
  );
}

function ThemeSwatch({
  theme,
  selected,
  label,
  onSelect,
}: {
  theme: ThemeDescriptor;
  selected: boolean;
  label: string;
  onSelect: () => void;
}) {
  const color = PRIMARY[theme.color][theme.scheme];
  return (
    <ButtonBase
      onClick={onSelect}
      aria-label={label}
      aria-pressed={selected}
      title={label}
      sx={{
        width: '2.25rem',
        height: '2.25rem',
        borderRadius: 1,
        bgcolor: color,
        border: 2,
        borderColor: selected ? 'text.primary' : 'transparent',
        color: theme.scheme === 'light' ? '#fff' : '#0f172a',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      {selected && <Check fontSize="small" aria-hidden />}
    </ButtonBase>
  );
}
