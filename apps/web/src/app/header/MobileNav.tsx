// Below md the header's entries move into a drawer behind a menu button.
import { useState } from 'react';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from './navigation';

export function MobileNav({ entries, username }: { entries: NavEntry[]; username?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={t('header.menu')} onClick={() => setOpen(true)} sx={{ mr: 1 }}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={close}>
        <Box component="nav" aria-label={t('header.mainNavigation')} sx={{ width: 280 }}>
          {username ? (
            <>
              <ListSubheader component="div">{t('header.user', { name: username })}</ListSubheader>
              <Divider />
            </>
          ) : null}
          {entries.map((entry) =>
            entry.items ? (
              <List key={entry.id} subheader={<ListSubheader component="div">{t(entry.labelKey)}</ListSubheader>}>
                {entry.items.map((item) => (
                  <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={close} sx={{ pl: 4 }}>
                    <ListItemText primary={t(item.labelKey)} />
                  </ListItemButton>
                ))}
              </List>
            ) : (
              <List key={entry.id} disablePadding>
                <ListItemButton component={RouterLink} to={entry.to ?? '/'} onClick={close}>
                  <ListItemText primary={t(entry.labelKey)} />
                </ListItemButton>
              </List>
            ),
          )}
        </Box>
      </Drawer>
    </>
  );
}
