import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import type { RemoteModule } from './defineRemoteModule';

export function PageSpinner() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/** A module's routes, matched against the full path; anything else renders `notFound`. */
export function RemoteRoutes({ module, notFound }: { module: RemoteModule; notFound: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {module.routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
