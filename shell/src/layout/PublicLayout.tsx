import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useShell } from '../ShellContext';
import { usePreferenceSaver } from '../preferences';
import { PublicFrame } from './PublicFrame';
import { useBrandingCampus } from './useCampus';

/** Public pages (sign-in, sign-up, password reset, not found): their own card between these. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { config } = useShell();
  const campus = useBrandingCampus();
  const save = usePreferenceSaver();
  return (
    <PublicFrame config={config} campus={campus} onLanguageChange={save.language}>
      {children ?? <Outlet />}
    </PublicFrame>
  );
}
