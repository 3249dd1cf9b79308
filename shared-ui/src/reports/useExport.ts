import { apiClient } from '@hemis/shared-auth';
import { useDownload } from '../resource/useDownload';

/**
 * An Export button's work: GET `path` with `params` as a file, saved as `fileName`; a failure is
 * logged as "Exporting <what> failed" and shown as `failedText`. `exporting` is true meanwhile.
 */
export function useExport(
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
  fileName: string,
  texts: { what: string; failedText: string },
) {
  const { busy, run } = useDownload(
    async () => (await apiClient.get<Blob>(path, { params, responseType: 'blob' })).data,
    fileName,
    { log: `Exporting ${texts.what} failed`, failedText: texts.failedText },
  );
  return { exporting: busy, run };
}
