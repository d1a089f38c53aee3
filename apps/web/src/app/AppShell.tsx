// The signed-in part of the app: theme and texts (i18next), session guard, data cache (TanStack
// Query), the page title and the layout with the header. Loaded through the router's lazy routes,
// so the login page's first load carries none of it.
import { QueryClientProvider } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { AuthGuard } from './AuthGuard';
import { DocumentTitle } from './DocumentTitle';
import { queryClient } from './queryClient';

export function SignedInShell() {
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <DocumentTitle />
        <AuthGuard />
      </QueryClientProvider>
    </AppProviders>
  );
}

export { loadInitialLanguage } from '../i18n';
export { AppLayout } from './AppLayout';
export { FullUserOnly } from './AuthGuard';
export { NotFoundPage } from './RouteError';
