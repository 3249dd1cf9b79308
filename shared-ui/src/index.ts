export * from './theme';
export * from './useScreenWidth';
export * from './noticeDefaults';
export * from './AppProviders';
export * from './RemoteUnavailable';
export * from './RemoteErrorBoundary';
export * from './UnderConstruction';
export * from './useDashboardCounts';
export * from './home/HomeFigures';
export * from './home/HomeCharts';
export * from './home/ReadFailed';
export * from './home/useReadAheadAnswer';
export * from './home/homeChartsPath';
export * from './useClientConfig';
export * from './SectionHome';
export * from './CardScreen';
export * from './useSectionFigures';
export * from './defineRemoteModule';
export * from './RemoteRoutes';
export * from './renderStandalone';
export * from './mount';
export * from './notices';
export * from './zodRules';
export * from './resource';
export * from './reports';
export * from './documents';
export * from './attendance';
export * from './register';
export * from './list';
export * from './lines';
export * from './AmountInput';
export {
  PdfPanel,
  PdfView,
  PDF_PANEL_TEXTS,
  type PdfPanelProps,
  type PdfPanelTexts,
  type PdfViewProps,
} from './pdf/PdfPanel';
export { fetchPdf, pdfFailureText, usePdfPreview, type PdfPreview } from './pdf/pdfFiles';
export * from './links/FeeSetupLink';
export * from './i18n';
export * from './i18n/format';
