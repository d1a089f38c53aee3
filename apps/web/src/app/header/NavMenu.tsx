// A header button that opens a menu of links (Simulaciones, Descargadores, Maestros).
import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavLink } from './navigation';
import { navButtonSx } from './navButtonSx';
import type { TranslationKey } from '../../i18n/keys';

export interface NavMenuProps {
  labelKey: TranslationKey;
  items: NavLink[];
  active: boolean;
}

export function NavMenu({ labelKey, items, active }: NavMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={navButtonSx(active)}
      >
        {t(labelKey)}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}>
        {items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            {t(item.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
