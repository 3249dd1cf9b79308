import { Link, useParams } from 'react-router-dom';
import { Alert, Card } from 'antd';
import { RESULT_PATHS } from '@hemis/shared-contracts';
import { PdfPanel } from '@hemis/shared-ui';
import { recordId } from '../marks/MarksEntryGrid';
import { RESULT_TEXTS } from './texts';

/**
 * exam-management/view-result/:id (a candidate): the marksheet as printed, an A4 PDF with the
 * QR code of the verification page, with Print and Download.
 */
export default function ViewResult() {
  const { id: raw } = useParams();
  const id = recordId(raw);
  if (id === null) return <Alert type="error" showIcon title={RESULT_TEXTS.marksheetFailed} />;
  return (
    <Card
      title={RESULT_TEXTS.marksheetTitle}
      extra={<Link to="/exam-management/results">{RESULT_TEXTS.title}</Link>}
    >
      <PdfPanel
        path={RESULT_PATHS.marksheet(id)}
        fileName={`marksheet-${id}.pdf`}
        texts={{
          preview: RESULT_TEXTS.marksheetPreview,
          loading: RESULT_TEXTS.marksheetLoading,
          failed: RESULT_TEXTS.marksheetFailed,
        }}
      />
    </Card>
  );
}
