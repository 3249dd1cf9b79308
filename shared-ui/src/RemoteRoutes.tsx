import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import type { RemoteNavigation } from '@hemis/shared-contracts';
import { mergeRoutes, titledElement, type RemoteModule } from './defineRemoteModule';

export function PageSpinner() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * A module's routes, matched against the full path; anything else renders `notFound`. With
 * `navigation` (the deployed one, from `/remotes.json`), the section homes and "being built"
 * screens come from it instead of the copy bundled with the module's code.
 */
export function RemoteRoutes({
  module,
  navigation,
  notFound,
}: {
  module: RemoteModule;
  navigation?: RemoteNavigation | undefined;
  notFound: ReactNode;
}) {
  const routes = navigation ? mergeRoutes(module.codeRoutes, navigation) : module.routes;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={titledElement(route)} />
        ))}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
