// React Router on browser history (SPEC §2): /login is public, everything else sits behind the
// AuthGuard inside the layout with the header.
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { AuthGuard, FullUserOnly } from './AuthGuard';
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
      const { default: Page } = await route.load();
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
        element: <AuthGuard />,
        children: [
          {
            element: <AppLayout />,
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
