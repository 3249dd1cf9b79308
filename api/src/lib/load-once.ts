/**
 * A large library loaded by the first caller that needs it, and only once: exceljs, ECharts and
 * pdfkit (over half the modules the API would load) stay out of every API start and of the
 * requests that write no workbook, draw no chart and print no document. Every later caller gets
 * the same promise.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
