// React Router on browser history (SPEC §2): /login is public, everything else sits behind the
// AuthGuard inside the layout with the header. The signed-in shell (guard, data cache, header) is a
// lazy route: the login page loads none of it.
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { NotFoundPage, RouteError } from './RouteError';
import { APP_ROUTES, LOGIN_PATH, type AppRoute, type RouteHandle } from './routes';

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { titleKey: route.titleKey };
  return {
    path: route.path,
    handle,
    lazy: async () => {
      const [{ default: Page }, { FullUserOnly }] = await Promise.all([route.load(), import('./AppShell')]);
      return { Component: route.fullOnly ? () => <FullUserOnly><Page /></FullUserOnly> : Page };
    },
  };
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        path: LOGIN_PATH,
        handle: { titleKey: 'titles.login' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../features/login/LoginPage')).default }),
      },
      {
        lazy: async () => ({ Component: (await import('./AppShell')).SignedInShell }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./AppShell')).AppLayout }),
            children: [...APP_ROUTES.map(toRouteObject), { path: '*', handle: { titleKey: 'titles.notFound' } satisfies RouteHandle, Component: NotFoundPage }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
