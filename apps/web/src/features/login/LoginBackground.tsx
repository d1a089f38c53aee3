// The looping background animation of the login page (docs/rules/screens.md, docs/rules/calls.md: GET /background.json). The
// player loads after the form (dynamic import), over the same gradient. A missing or broken
// animation file leaves the plain gradient; it never breaks the page.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import styles from './LoginPage.module.css';

const LoginAnimation = lazy(() => import('./LoginAnimation'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the system asks for less motion, following changes while the page is open. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

export function LoginBackground() {
  // People who ask their system for less motion get the first frame, standing still.
  const reduceMotion = useReducedMotion();
  return (
    <div aria-hidden="true" className={styles.background}>
      <ErrorBoundary>
        <Suspense fallback={null}>
          <LoginAnimation key={reduceMotion ? 'still' : 'moving'} still={reduceMotion} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
