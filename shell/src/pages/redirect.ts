// No imports: the lean sign-in path reads this file before the full app loads.

/** The `redirect` query value when it is a path of this site, else the dashboard. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}
