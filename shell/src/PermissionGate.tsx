import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Result } from 'antd';
import { useGatingPermissions, usePermissionRefresh } from '@hemis/shared-auth';
import { PERMISSION_MESSAGES } from '@hemis/shared-contracts';
import { useMessages } from './i18n/texts';
import { useShell } from './ShellContext';

/**
 * A page of a module the signed-in user may not view (the module its remote's navigation names
 * for the path's section) says so instead of opening (the API refuses
 * its calls anyway). Also keeps the user's permissions current while they move around.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  usePermissionRefresh();
  const permissions = useGatingPermissions();
  const { pathname } = useLocation();
  const { registry } = useShell();
  const message = useMessages();
  if (permissions && !registry.navigation.mayViewPath(pathname, permissions)) {
    return (
      <Result
        status="403"
        title={message(PERMISSION_MESSAGES.noViewTitle)}
        subTitle={message(PERMISSION_MESSAGES.noView)}
      />
    );
  }
  return <>{children}</>;
}
