import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { subscribeSession, getSession } from '../api/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refused or missing resource will not change by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

// Data of one user must never be shown to the next one: drop the cache when the session ends.
let signedIn = getSession() !== null;
subscribeSession(() => {
  const now = getSession() !== null;
  if (signedIn && !now) queryClient.clear();
  signedIn = now;
});
