// TanStack Query hooks over the API client. Keys live in queryKeys so a later screen can
// invalidate what it changed (queryClient.invalidateQueries({ queryKey: queryKeys.x })).
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchConfig, fetchManualChapters } from './client';
import { fetchMe } from './me';
import { clearSession, getSession, setSession, subscribeSession, type Session } from './session';
import { tokenExpiresAt } from './jwt';

export const queryKeys = {
  me: ['me'] as const,
  config: ['config'] as const,
  manualChapters: ['manual', 'chapters'] as const,
};

/** The current session; re-renders on login, logout, a 401 and when the token expires. */
export function useSession(): Session | null {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    // setTimeout takes at most 2^31-1 ms; longer tokens are re-checked on the next render.
    const delay = Math.min(Math.max(expiresAt - Date.now(), 0), 2_147_483_647);
    const timer = window.setTimeout(() => clearSession(), delay);
    return () => window.clearTimeout(timer);
  }, [token]);
  return session;
}

export function useIsOperator(): boolean {
  return useSession()?.role === 'operator';
}

/** GET /api/me; keeps the stored session's name and role in step with the server's answer. */
export function useMe() {
  const session = useSession();
  const query = useQuery({ queryKey: queryKeys.me, queryFn: ({ signal }) => fetchMe(signal), enabled: session !== null, staleTime: 5 * 60_000 });
  const me = query.data;
  useEffect(() => {
    const current = getSession();
    if (!me || !current) return;
    const role = me.role === 'operator' ? 'operator' : 'full';
    if (current.role !== role || (me.username && current.username !== me.username)) {
      setSession({ ...current, role, username: me.username || current.username });
    }
  }, [me]);
  return query;
}

/** GET /config.json, read once per page load (docs/rules/messages.md: a failure is only logged). */
export function useRuntimeConfig() {
  const query = useQuery({ queryKey: queryKeys.config, queryFn: ({ signal }) => fetchConfig(signal), staleTime: Infinity, retry: 1 });
  useEffect(() => {
    if (query.error) console.error('config.json could not be loaded', query.error);
  }, [query.error]);
  return query;
}

export function useManualChapters(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.manualChapters, queryFn: ({ signal }) => fetchManualChapters(signal), enabled, staleTime: Infinity, retry: false });
}
