import { Link } from 'react-router-dom';
import { Tag } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  CHARACTER_CERTIFICATE_PATHS,
  CHARACTER_MESSAGES,
  CHARACTER_STATUSES,
  certificateNoLabel,
  characterCertificateContract,
  choiceLabel,
  type CharacterStatus,
} from '@hemis/shared-contracts';
import { defineResource, rowLabels, type ResourceRow } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { StudentsText } from '../i18n/Text';
import { CHARACTER_TEXTS, characterLinks } from './texts';

const TAG_COLOURS: Record<CharacterStatus, string> = {
  applied: 'blue',
  approved: 'green',
  rejected: 'red',
  replaced: 'default',
};
/** A colour by any status text: none for one not known. */
const COLOUR_OF: Partial<Record<string, string>> = TAG_COLOURS;

/** A certificate's status as a tag (Applied, Issued, Rejected, Replaced). */
export function CharacterStatusTag({ status }: { status: unknown }) {
  const t = studentsTexts.useTexts();
  const colour = typeof status === 'string' ? COLOUR_OF[status] : undefined;
  const label = choiceLabel(CHARACTER_STATUSES, status);
  return <Tag color={colour ?? 'default'}>{label ? t(label) : null}</Tag>;
}

/** Where a row opens: an old-format certificate still waiting opens its typed details. */
export const certificateLink = (row: ResourceRow): string =>
  row.oldFormat === true && row.status === 'applied'
    ? characterLinks.oldForm(row.id)
    : characterLinks.certificate(row.id);

/**
 * The campus's applications and certificates (the kit's list): filters by status and format,
 * Approve in each waiting row, and each row opens its certificate (reject, print, reissue).
 */
export const CertificateList = defineResource({
  contract: characterCertificateContract,
  title: CHARACTER_TEXTS.title,
  show: 'list',
  columns: ['studentName', 'registrationNo', 'programName', 'purpose', 'status', 'certificateNo'],
  filters: ['status', 'oldFormat', 'levelId'],
  actions: { edit: false },
  defaultSort: { field: 'studentName', order: 'asc' },
  canDelete: (row) => row.status === 'applied' || row.status === 'rejected',
  fields: {
    status: { render: (value) => <CharacterStatusTag status={value} /> },
    certificateNo: {
      render: (_value, row) =>
        certificateNoLabel({
          certificateNo: typeof row.certificateNo === 'number' ? row.certificateNo : null,
          labels: rowLabels(row),
        }),
    },
  },
  extraColumns: [
    {
      key: 'open',
      title: '',
      render: (_value: unknown, row: ResourceRow) => (
        <Link to={certificateLink(row)}>
          <StudentsText text={CHARACTER_TEXTS.open} />
        </Link>
      ),
    },
  ],
  rowActions: [
    {
      label: CHARACTER_TEXTS.approve,
      permission: 'approve',
      visible: (row) => row.status === 'applied',
      confirm: (row) =>
        CHARACTER_TEXTS.approveQuestion(typeof row.studentName === 'string' ? row.studentName : ''),
      run: (row) => apiClient.post(CHARACTER_CERTIFICATE_PATHS.approve(row.id)),
      success: () => studentsTexts.translate(CHARACTER_MESSAGES.approved),
      failure: CHARACTER_TEXTS.approveFailed,
    },
  ],
});
