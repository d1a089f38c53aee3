import type { SxProps, Theme } from '@mui/material/styles';

/** Header buttons: white text, a bottom bar under the active section. */
export function navButtonSx(active: boolean): SxProps<Theme> {
  return {
    px: { md: 1, lg: 1.5 },
    minWidth: 0,
    borderRadius: 1,
    whiteSpace: 'nowrap',
    position: 'relative',
    bgcolor: active ? 'rgba(255,255,255,0.12)' : 'transparent',
    '&:hover': { bgcolor: 'rgba(255,255,255,0.18)' },
    '&::after': active
      ? { content: '""', position: 'absolute', left: 12, right: 12, bottom: 2, height: 2, borderRadius: 1, bgcolor: 'secondary.main' }
      : undefined,
  };
}
