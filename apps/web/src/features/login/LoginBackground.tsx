// The looping background animation of the login page (SPEC §2, §7: GET /background.json). The
// player loads after the form (dynamic import), over the same gradient. A missing or broken
// animation file leaves the plain gradient; it never breaks the page.
import { lazy, Suspense } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { ErrorBoundary } from '../../components/ErrorBoundary';

const LoginAnimation = lazy(() => import('./LoginAnimation'));

export function LoginBackground() {
  // People who ask their system for less motion get the first frame, standing still.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', background: 'linear-gradient(135deg, #06304F 0%, #0A4F7E 55%, #12709F 100%)' }}>
      <ErrorBoundary>
        <Suspense fallback={null}>
          <LoginAnimation key={reduceMotion ? 'still' : 'moving'} still={reduceMotion} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
