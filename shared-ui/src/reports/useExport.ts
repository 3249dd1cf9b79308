import { useState } from 'react';
import { apiClient } from '@hemis/shared-auth';
import { useNotice } from '../notices';
import { saveFile } from '../resource/api';

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
  const notice = useNotice();
  const [exporting, setExporting] = useState(false);
  async function run() {
    setExporting(true);
    try {
      const response = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
      saveFile(response.data, fileName);
    } catch (error) {
      console.error(`Exporting ${texts.what} failed`, error);
      notice.error(texts.failedText);
    } finally {
      setExporting(false);
    }
  }
  return { exporting, run: () => void run() };
}
