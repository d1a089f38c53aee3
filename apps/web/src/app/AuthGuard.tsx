// Every route except /login needs a live session (docs/rules/screens.md); without one the user goes to /login.
// Operators who reach a full-only route by its address are sent to /.
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMe, useRuntimeConfig, useSession } from '../api/hooks';
import { LOGIN_PATH } from './routes';

export function AuthGuard() {
  const session = useSession();
  // Keep the role in step with the server and have the runtime configuration ready.
  useMe();
  useRuntimeConfig();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  return <Outlet />;
}

export function FullUserOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session?.role === 'operator') return <Navigate to="/" replace />;
  return <>{children}</>;
}
