/**
 * Fetching PDFs (identity cards, receipts) as blobs, previewing one in a frame, and reading why
 * one could not be made.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
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

export type PdfPreview =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; blob: Blob; url: string }
  | { status: 'failed'; message: string };

/**
 * A PDF fetched as a blob and previewed in a frame from a blob URL (revoked when it is replaced
 * or the page closes). `show(path, params)` fetches one; it resolves whether it succeeded, and
 * a failure shows the API's reason or `failedText`.
 */
export function usePdfPreview(failedText: string) {
  const [state, setState] = useState<PdfPreview>({ status: 'idle' });
  const urlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );
  const show = useCallback(
    async (
      path: string,
      params?: Readonly<Record<string, string | number | boolean>>,
    ): Promise<boolean> => {
      setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
      try {
        const blob = await fetchPdf(path, params);
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setState({ status: 'ready', blob, url });
        return true;
      } catch (error) {
        console.error(`Fetching ${path} failed`, error);
        setState({ status: 'failed', message: await pdfFailureText(error, failedText) });
        return false;
      }
    },
    [failedText],
  );
  return { state, show };
}
