// The frame of a list or downloader screen: an outlined paper, the screen's h1 title and, when
// the screen has them, its actions on the title's row (a column on narrow screens).
import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export interface PageFrameProps {
  title: ReactNode;
  /** Fields and buttons beside the title; without them the title stands alone. */
  actions?: ReactNode;
  /** The width from which the title and the actions share a row. */
  rowFrom?: 'sm' | 'md';
  /** Space between the title and the actions. */
  spacing?: number;
  children?: ReactNode;
}

export function PageFrame({ title, actions, rowFrom = 'sm', spacing = 1, children }: PageFrameProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      {actions ? (
        <Stack
          direction={rowFrom === 'md' ? { xs: 'column', md: 'row' } : { xs: 'column', sm: 'row' }}
          spacing={spacing}
          sx={{ alignItems: rowFrom === 'md' ? { md: 'center' } : { sm: 'center' }, mb: 2 }}
        >
          <Typography variant="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
        </Stack>
      ) : (
        <Typography variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
