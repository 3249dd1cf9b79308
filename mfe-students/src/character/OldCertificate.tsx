import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Card, Spin } from 'antd';
import {
  DEFAULT_CONDUCT_REMARK,
  characterCertificateContract,
  resourcePaths,
  type CharacterCertificate,
} from '@hemis/shared-contracts';
import { ResourceForm, defineResource, useApiGet, useReferenceRows } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { recordId } from '../students/studentRecord';
import { CertificateView } from './CertificateDetails';
import { CHARACTER_TEXTS, characterLinks } from './texts';

/** The details a clerk types for someone who left before their records were kept here. */
const OldFormatForm = defineResource({
  contract: characterCertificateContract,
  title: CHARACTER_TEXTS.oldTitle,
  show: 'form',
  form: [
    'studentName',
    'fatherName',
    'motherName',
    'dateOfBirthBs',
    'registrationNo',
    'programName',
    'levelId',
    'studyFromYear',
    'studyToYear',
    'purpose',
    'conductRemark',
  ],
  fields: {
    studentName: { label: 'Full Name' },
    dateOfBirthBs: { placeholder: 'YYYY-MM-DD (optional)' },
    studyFromYear: { placeholder: 'e.g. 2055' },
    studyToYear: { placeholder: 'e.g. 2059' },
    conductRemark: { placeholder: DEFAULT_CONDUCT_REMARK },
  },
});
const resource = OldFormatForm.resource;

function TypedDetails({ initial }: { initial?: CharacterCertificate }) {
  const navigate = useNavigate();
  const t = studentsTexts.useTexts();
  const referenceRows = useReferenceRows(resource.references);
  return (
    <Card
      title={t(initial ? CHARACTER_TEXTS.oldTitle : CHARACTER_TEXTS.oldNew)}
      extra={<Link to={characterLinks.applications}>{t(CHARACTER_TEXTS.back)}</Link>}
    >
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title={t(CHARACTER_TEXTS.oldFormatNote)}
      />
      <ResourceForm
        resource={resource}
        mode={initial ? 'edit' : 'create'}
        initial={initial}
        referenceRows={referenceRows}
        onSaved={(row) => {
          if (row) navigate(characterLinks.certificate(row.id));
        }}
      />
    </Card>
  );
}

/**
 * /character-certificate-old/:id: `new` types a new old-format certificate; an id edits one not
 * yet decided, and shows the certificate once it is (approve, print and reissue are there).
 */
export default function OldCertificate() {
  const { id: raw } = useParams();
  const t = studentsTexts.useTexts();
  const id = raw === 'new' ? null : recordId(raw);
  const answer = useApiGet<CharacterCertificate>(
    id === null ? null : resourcePaths(characterCertificateContract.path).one(id),
  );
  if (raw === 'new') return <TypedDetails />;
  if (id === null || answer.failed) {
    return <Alert type="error" showIcon title={t(CHARACTER_TEXTS.notFound)} />;
  }
  const certificate = answer.data;
  if (!certificate) return <Spin />;
  return certificate.status === 'applied' && certificate.oldFormat ? (
    <TypedDetails initial={certificate} />
  ) : (
    <CertificateView id={id} />
  );
}
