// The signed-in part of the app: session guard, data cache (TanStack Query) and the layout with the
// header. Loaded through the router's lazy routes, so the login page's first load carries none of it.
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthGuard } from './AuthGuard';
import { queryClient } from './queryClient';

export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGuard />
    </QueryClientProvider>
  );
}

export { AppLayout } from './AppLayout';
export { FullUserOnly } from './AuthGuard';
