/**
 * The shell's own code takes antd, its icons and the kit one file at a time (shell README), so
 * nothing on its start-up path asks for the whole `antd`, `@ant-design/icons` or `dayjs` shares.
 * These bare imports make the shell build provide them, and loading them before the first remote
 * makes the remotes meet the shell's copies (the same modules the shell already uses).
 */
let claimed: Promise<unknown> | null = null;

export function claimSharedModules(): Promise<unknown> {
  claimed ??= Promise.all([import('antd'), import('@ant-design/icons'), import('dayjs')]);
  return claimed;
}
