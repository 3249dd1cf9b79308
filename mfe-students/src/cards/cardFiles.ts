/** Fetching the identity-card PDFs (blobs) and reading why one could not be made. */
import { isAxiosError } from 'axios';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { apiErrorSchema } from '@hemis/shared-contracts';

/** GET a PDF through the shared apiClient (the bearer token rides along). */
export async function fetchPdf(
  path: string,
  params?: Readonly<Record<string, string | number | boolean>>,
): Promise<Blob> {
  const response = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  return response.data;
}

/** A blob's text (FileReader: every browser has it, and so does the tests' jsdom). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/**
 * The API's message for a refused PDF (e.g. "narrow the filters"), or `fallback`. With
 * responseType 'blob' the error body arrives as a Blob holding the JSON error.
 */
export async function pdfFailureText(error: unknown, fallback: string): Promise<string> {
  const direct = apiErrorOf(error);
  if (direct) return direct.message;
  // isAxiosError, not instanceof: the workspaces may each load their own copy of axios.
  const data = isAxiosError(error) ? (error.response?.data as unknown) : undefined;
  if (data instanceof Blob) {
    try {
      const parsed = apiErrorSchema.safeParse(JSON.parse(await textOf(data)));
      if (parsed.success) return parsed.data.message;
    } catch {
      // not JSON: the fallback says it
    }
  }
  return fallback;
}
