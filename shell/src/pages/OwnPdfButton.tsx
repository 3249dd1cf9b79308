import { Button } from 'antd';
import { fetchPdf, useDownload } from '@hemis/shared-ui';

/**
 * A row's download of one of the student's own documents (a marksheet, a receipt): the PDF at
 * `path`, saved as `fileName`; a failure says `failedText`.
 */
export function OwnPdfButton({
  path,
  fileName,
  label,
  failedText,
}: {
  path: string;
  fileName: string;
  label: string;
  failedText: string;
}) {
  const download = useDownload(() => fetchPdf(path), fileName, {
    log: `Downloading ${fileName} failed`,
    failedText,
  });
  return (
    <Button size="small" loading={download.busy} onClick={download.run}>
      {label}
    </Button>
  );
}
