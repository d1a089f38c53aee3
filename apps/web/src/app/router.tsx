// React Router on browser history (docs/rules/screens.md): /login is public, everything else sits behind the
// AuthGuard inside the layout with the header. The signed-in shell (theme, texts, guard, data
// cache, header) is a lazy route: the login page loads none of it.
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { APP_ROUTES, LOGIN_PATH, type AppRoute, type RouteHandle } from './routes';

// The error page uses MUI and the texts: fetched only when a route fails.
const RouteError = lazy(async () => {
  const module = await import('./RouteError');
  await module.ready;
  return module;
});

function RootError() {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    </ErrorBoundary>
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
    element: <Outlet />,
    errorElement: <RootError />,
    HydrateFallback: () => null,
    children: [
      {
        // The page sets its own title from its texts (no i18next on the login page).
        path: LOGIN_PATH,
        lazy: async () => {
          const { default: Component, loader } = await import('../features/login/LoginPage');
          return { Component, loader };
        },
      },
      {
        lazy: async () => {
          const { SignedInShell, loadInitialLanguage } = await import('./AppShell');
          // The shell renders in the remembered language (English is fetched); if that fails, in Spanish.
          await loadInitialLanguage().catch((error: unknown) => console.error('The texts could not be loaded', error));
          return { Component: SignedInShell };
        },
        children: [
          {
            lazy: async () => ({ Component: (await import('./AppShell')).AppLayout }),
            children: [
              ...APP_ROUTES.map(toRouteObject),
              { path: '*', handle: { titleKey: 'titles.notFound' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('./AppShell')).NotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
