import { Link } from 'react-router-dom';
import type { AppLinkProps } from './AppLink';

/** AppLink inside the router: react-router's Link (a LinkRenderer). */
export function renderRouterLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
