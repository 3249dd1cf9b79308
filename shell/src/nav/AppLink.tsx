/**
 * Links of the screens that also draw before the router has loaded (the sign-in screen and the
 * public frame around it). The full app provides react-router's Link here (RouterLink); the lean
 * sign-in path provides a link that hands over to the full app. Without a provider it is a plain
 * link (a full page load).
 */
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

export interface AppLinkProps {
  to: string;
  children: ReactNode;
  style?: CSSProperties;
  'aria-label'?: string;
}

/** Draws one link (a plain function, called while AppLink renders). */
export type LinkRenderer = (props: AppLinkProps) => ReactNode;

const LinkContext = createContext<LinkRenderer | null>(null);

export const LinkProvider = LinkContext.Provider;

export function AppLink(props: AppLinkProps) {
  const renderLink = useContext(LinkContext);
  if (renderLink) return renderLink(props);
  const { to, children, ...rest } = props;
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
