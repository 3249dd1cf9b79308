/**
 * A large library loaded by the first caller that needs it, and only once: exceljs, ECharts,
 * pdfkit (over half the modules the API would load) and nodemailer stay out of every API start
 * and of the requests that write no workbook, draw no chart, print no document and send no mail.
 * Every later caller gets the same promise.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
