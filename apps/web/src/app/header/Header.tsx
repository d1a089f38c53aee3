// The application header (docs/rules/screens.md): title link to /, Inicio, Simulaciones, Descargadores,
// Maestros, Informes, manual button, user name (md and up), language picker and logout.
import { useState } from 'react';
import { AppBar, Box, Button, IconButton, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import logoUrl from '../../assets/logo.svg';
import { useRuntimeConfig, useSession } from '../../api/hooks';
import { logout } from '../../api/client';
import { ManualDialog } from '../../features/manual/ManualDialog';
import { chapterFor } from '../../features/manual/chapterFor';
import { useManualTab } from '../../components/manualPlace';
import { LanguagePicker } from './LanguagePicker';
import { MobileNav } from './MobileNav';
import { NavMenu } from './NavMenu';
import { entryIsActive, visibleEntries } from './navigation';
import { navButtonSx } from './navButtonSx';

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [manualOpen, setManualOpen] = useState(false);
  const formTab = useManualTab();
  const config = useRuntimeConfig();
  const entries = visibleEntries(session?.role === 'operator', Boolean(config.data?.url_informe_bi?.trim()));

  return (
    <AppBar position="sticky" color="primary" sx={{ borderBottom: '3px solid', borderColor: 'secondary.main' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <MobileNav entries={entries} username={session?.username} />
        </Box>
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('app.name')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { md: 2 }, borderRadius: 1, '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 } }}
        >
          <Box component="img" src={logoUrl} alt="" sx={{ width: 36, height: 36, p: '2px', borderRadius: '10px', bgcolor: 'rgba(255,255,255,0.9)' }} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
            {t('app.name')}
          </Typography>
        </Box>

        <Box component="nav" aria-label={t('header.mainNavigation')} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          {entries.map((entry) =>
            entry.items ? (
              <NavMenu key={entry.id} labelKey={entry.labelKey} items={entry.items} active={entryIsActive(entry, pathname)} />
            ) : (
              <Button key={entry.id} color="inherit" component={RouterLink} to={entry.to ?? '/'} sx={navButtonSx(entryIsActive(entry, pathname))}>
                {t(entry.labelKey)}
              </Button>
            ),
          )}
        </Box>

        <Box sx={{ flexGrow: 1 }} />

        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('header.manual')}>
            <IconButton color="inherit" aria-label={t('header.manual')} onClick={() => setManualOpen(true)}>
              <MenuBookOutlinedIcon />
            </IconButton>
          </Tooltip>
          {session ? (
            <Stack direction="row" spacing={0.75} data-testid="header-username" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', px: 1 }}>
              <AccountCircleOutlinedIcon fontSize="small" />
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {session.username}
              </Typography>
            </Stack>
          ) : null}
          <LanguagePicker />
          <Tooltip title={t('header.logout')}>
            <IconButton color="inherit" aria-label={t('header.logout')} component={RouterLink} to="/login" onClick={() => logout()}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Toolbar>
      <ManualDialog open={manualOpen} onClose={() => setManualOpen(false)} chapterId={chapterFor(pathname, formTab)} />
    </AppBar>
  );
}
