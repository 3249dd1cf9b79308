import { useState } from 'react';
import { useNotice } from '../notices';
import { saveFile } from './api';
import { useCallerTexts } from '../i18n/format';

/**
 * A download button's work (an Export, a PDF): the file `fetchFile()` answers, saved as
 * `fileName`; a failure is logged as `log` and shown as `failedText`. `busy` is true meanwhile.
 */
export function useDownload(
  fetchFile: () => Promise<Blob>,
  fileName: string,
  texts: { log: string; failedText: string },
) {
  const notice = useNotice();
  const shown = useCallerTexts();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      saveFile(await fetchFile(), fileName);
    } catch (error) {
      console.error(texts.log, error);
      notice.error(shown(texts.failedText));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run: () => void run() };
}
