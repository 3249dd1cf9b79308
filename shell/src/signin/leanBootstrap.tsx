import { createRoot } from 'react-dom/client';
import type * as FullApp from '../fullApp';
import { prefetchStartupFiles } from '../startupFiles';
import { renderLeanSignIn } from './LeanSignIn';

let fullApp: Promise<typeof FullApp> | null = null;

/** The full app's code (router, session, layout, kit), fetched once. */
function loadFullApp(): Promise<typeof FullApp> {
  fullApp ??= import(/* webpackChunkName: "full-app" */ '../fullApp');
  return fullApp;
}

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
const root = createRoot(container);
renderLeanSignIn(root, {
  loadFullApp,
  startFull: async () => (await loadFullApp()).startFullApp(root),
});
// The sign-in screen's own code is here: fetch the rest now (the link is free while it draws),
// so a sign-in lands quickly. The dashboard's code is part of the full app.
prefetchStartupFiles();
void loadFullApp();
