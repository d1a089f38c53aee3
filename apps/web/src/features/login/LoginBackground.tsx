// The looping background animation of the login page (SPEC §2, §7: GET /background.json).
// LottieLight: the engine build without expressions, so no eval and a smaller chunk. A missing
// or broken animation file leaves a plain gradient; it never breaks the page.
import { Box, useMediaQuery } from '@mui/material';
import { LottieLight } from 'lottie-react';
import { ErrorBoundary } from '../../components/ErrorBoundary';

export function LoginBackground() {
  // People who ask their system for less motion get the first frame, standing still.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none', background: 'linear-gradient(135deg, #06304F 0%, #0A4F7E 55%, #12709F 100%)' }}>
      <ErrorBoundary>
        <LottieLight
          key={reduceMotion ? 'still' : 'moving'}
          src="/background.json"
          loop
          autoplay={!reduceMotion}
          rendererSettings={{ preserveAspectRatio: 'xMidYMid slice' }}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          data-testid="login-background"
        />
      </ErrorBoundary>
    </Box>
  );
}
