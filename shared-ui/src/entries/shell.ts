/**
 * The part of the kit the shell itself uses: providers and notices, the remote outlet's pieces,
 * the dashboard counts and form rules. The shell imports this file instead of the kit's index
 * (`@hemis/shared-ui`, a federation singleton that reaches every antd component the kit uses), so
 * its layout and dashboard load without the resource, report and register kits. The modules are
 * the same files the index re-exports: the remotes' `@hemis/shared-ui` (the shell provides it)
 * meets the very same instances.
 */
export * from '../theme';
export * from '../useScreenWidth';
export * from '../noticeDefaults';
export * from '../AppProviders';
export * from '../RemoteUnavailable';
export * from '../RemoteErrorBoundary';
export * from '../UnderConstruction';
export * from '../useDashboardCounts';
export * from '../home/HomeFigures';
export * from '../home/HomeCharts';
export * from '../home/ReadFailed';
export * from '../useSectionFigures';
export * from '../RemoteRoutes';
export * from '../notices';
export * from '../zodRules';
export type { RemoteModule } from '../defineRemoteModule';
export * from '../i18n';
export * from '../i18n/format';
