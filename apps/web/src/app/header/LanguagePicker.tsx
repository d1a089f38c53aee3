// Language picker with flag images bundled in the app (the product works offline).
import { useState } from 'react';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n';
import { LANGUAGES, initialLanguage } from '../../i18n/languages';

function Flag({ src }: { src: string }) {
  return <Box component="img" src={src} alt="" sx={{ width: 24, height: 16, objectFit: 'cover', borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.15)', display: 'block' }} />;
}

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = initialLanguage(i18n.resolvedLanguage ?? i18n.language);
  const currentFlag = LANGUAGES.find((language) => language.code === current)?.flag ?? LANGUAGES[0].flag;
  return (
    <>
      <Tooltip title={t('header.language')}>
        <IconButton
          color="inherit"
          aria-label={t('header.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Flag src={currentFlag} />
        </IconButton>
      </Tooltip>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === current}
            onClick={() => {
              setAnchor(null);
              void changeLanguage(language.code);
            }}
          >
            <ListItemIcon>
              <Flag src={language.flag} />
            </ListItemIcon>
            <ListItemText>{t(`languages.${language.code}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
