import { Link, useParams } from 'react-router-dom';
import { Alert, Card } from 'antd';
import { RESULT_PATHS } from '@hemis/shared-contracts';
import { PdfPanel } from '@hemis/shared-ui';
import { recordId } from '../marks/MarksEntryGrid';
import { examsTexts } from '../i18n/texts';
import { RESULT_TEXTS } from './texts';

/**
 * exam-management/view-result/:id (a candidate): the marksheet as printed, an A4 PDF with the
 * QR code of the verification page, with Print and Download.
 */
export default function ViewResult() {
  const t = examsTexts.useTexts();
  const { id: raw } = useParams();
  const id = recordId(raw);
  if (id === null) return <Alert type="error" showIcon title={t(RESULT_TEXTS.marksheetFailed)} />;
  return (
    <Card
      title={t(RESULT_TEXTS.marksheetTitle)}
      extra={<Link to="/exam-management/results">{t(RESULT_TEXTS.title)}</Link>}
    >
      <PdfPanel
        path={RESULT_PATHS.marksheet(id)}
        fileName={`marksheet-${id}.pdf`}
        texts={{
          preview: t(RESULT_TEXTS.marksheetPreview),
          loading: t(RESULT_TEXTS.marksheetLoading),
          failed: t(RESULT_TEXTS.marksheetFailed),
        }}
      />
    </Card>
  );
}
