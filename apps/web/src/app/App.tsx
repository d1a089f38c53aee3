import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

// The theme and i18next are not here: the login page needs neither; the signed-in shell
// (AppShell.tsx) brings them (AppProviders.tsx).
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
