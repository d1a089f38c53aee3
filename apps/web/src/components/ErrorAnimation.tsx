// The error animation of docs/rules/calls.md and docs/rules/messages.md (public/error.json, drawn by scripts/make-error-animation.mjs):
// shown at the top of the error dialogs and of the availability-inconsistency dialog. The player
// loads lazily; people who ask their system for less motion get its first frame, standing still.
// A missing or broken file leaves the dialog as it was; it never breaks it.
import { lazy, Suspense } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { ErrorBoundary } from './ErrorBoundary';

const LottiePlayer = lazy(() => import('./LottiePlayer'));

export const ERROR_ANIMATION_URL = '/error.json';

export function ErrorAnimation({ size = 96 }: { size?: number }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <Box aria-hidden="true" sx={{ width: size, height: size, mx: 'auto', mb: 1 }}>
      <ErrorBoundary>
        <Suspense fallback={null}>
          <LottiePlayer key={reduceMotion ? 'still' : 'moving'} src={ERROR_ANIMATION_URL} still={reduceMotion} style={{ width: size, height: size }} testId="error-animation" />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
