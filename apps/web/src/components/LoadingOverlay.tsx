// Full-screen overlay with the logo, a spinner and a message (docs/rules/screens.md: 'a loading overlay with
// logo and message'; docs/rules/constants.md gives how long the planning and backtesting ones last).
import { Backdrop, Box, CircularProgress, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import logoUrl from '../assets/logo.svg';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.08); opacity: 0.85; }
`;

export interface LoadingOverlayProps {
  open: boolean;
  message?: string;
}

export function LoadingOverlay({ open, message }: LoadingOverlayProps) {
  return (
    // MUI marks a Backdrop aria-hidden (it is usually decoration); here it carries the message, so
    // it must stay in the accessibility tree.
    <Backdrop open={open} aria-hidden={false} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', bgcolor: 'rgba(6, 30, 50, 0.78)' }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, px: 3, textAlign: 'center' }}>
        <Box sx={{ position: 'relative', width: 96, height: 96, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={96} thickness={2.5} sx={{ position: 'absolute', color: 'secondary.main' }} />
          <Box component="img" src={logoUrl} alt="" sx={{ width: 56, height: 56, animation: `${pulse} 1.6s ease-in-out infinite` }} />
        </Box>
        {message ? (
          <Typography variant="h6" component="p" sx={{ maxWidth: 480 }}>
            {message}
          </Typography>
        ) : null}
      </Box>
    </Backdrop>
  );
}
