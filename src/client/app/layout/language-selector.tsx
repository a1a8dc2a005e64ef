import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseLanguage, LANGUAGES } from '../../../shared/languages';

export function LanguageSelector({ fullWidth = false, onChanged }: { fullWidth?: boolean; onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? 'English';
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={t('nav.language', { language: currentName })}
        onClick={(e) => setAnchor(e.currentTarget)}
        fullWidth={fullWidth}
        sx={fullWidth ? { justifyContent: 'flex-start' } : undefined}
      >
        {currentName}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.code}
            lang={l.code}
            selected={l.code === current}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(l.code);
              onChanged?.();
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
