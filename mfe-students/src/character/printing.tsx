import { useState } from 'react';
import { Button } from 'antd';
import { CHARACTER_CERTIFICATE_PATHS, type CharacterCertificate } from '@hemis/shared-contracts';
import { saveFile, useNotice } from '@hemis/shared-ui';
import { fetchPdf, pdfFailureText, translateMessage } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { CHARACTER_TEXTS } from './texts';

/** The PDF of an issued certificate: a Student's own under /Student/Me, the campus's otherwise. */
export const certificatePdfPath = (id: number, own: boolean): string =>
  own ? CHARACTER_CERTIFICATE_PATHS.selfPdf(id) : CHARACTER_CERTIFICATE_PATHS.pdf(id);

export const certificateFileName = (certificate: Pick<CharacterCertificate, 'id'>) =>
  `character-certificate-${certificate.id}.pdf`;

/** Download PDF of an issued certificate (the API's reason shows when it refuses). */
export function PrintButtons({
  certificate,
  own,
}: {
  certificate: Pick<CharacterCertificate, 'id'>;
  own: boolean;
}) {
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveFile(
        await fetchPdf(certificatePdfPath(certificate.id, own)),
        certificateFileName(certificate),
      );
    } catch (error) {
      notice.error(translateMessage(await pdfFailureText(error, CHARACTER_TEXTS.pdfFailed)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" loading={busy} onClick={() => void download()}>
      {t(CHARACTER_TEXTS.download)}
    </Button>
  );
}
