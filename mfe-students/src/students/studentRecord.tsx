import { useCallback, useEffect, useState } from 'react';
import { Alert, Avatar, Col, Descriptions, Form, Skeleton, Space, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { apiClient, httpStatusOf } from '@hemis/shared-auth';
import {
  PHOTO_UPLOAD,
  SIGNATURE_UPLOAD,
  choiceLabel,
  uploadedFileUrl,
  VERIFICATION_STATUSES,
  periodChoices,
  studentContract,
  studentName,
  type UploadSpec,
} from '@hemis/shared-contracts';
import {
  BsAdDateInput,
  ImageFormItem,
  type FieldOverride,
  type ResourceRow,
  rowLabels,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { formatDate } from '@hemis/shared-ui';

/** Pieces every student screen shares: the name, the verification tag, the record's header. */

/** The student's photo and signature, asked on the last step of a register or an application. */
export const STUDENT_UPLOAD_NAMES = ['photo', 'signature'] as const;
export const STUDENT_UPLOADS: Record<(typeof STUDENT_UPLOAD_NAMES)[number], UploadSpec> = {
  photo: PHOTO_UPLOAD,
  signature: SIGNATURE_UPLOAD,
};

/** The photo and signature inputs, side by side. */
export function StudentUploadItems() {
  return (
    <>
      {STUDENT_UPLOAD_NAMES.map((name) => (
        <Col key={name} xs={24} md={12}>
          <ImageFormItem name={name} spec={STUDENT_UPLOADS[name]} />
        </Col>
      ))}
    </>
  );
}

/**
 * How a record form shows a field: the year or semester is picked by name ("Fifth Semester",
 * "Second Year") among the periods the chosen program runs.
 */
export function recordFieldOverride(
  name: string,
  programId: unknown,
  programs: readonly ResourceRow[] | undefined,
): FieldOverride {
  if (name !== 'yearOrSemester') return {};
  const program = programs?.find((row) => row.id === programId);
  if (!program) return {};
  return {
    options: periodChoices({
      programType: typeof program.programType === 'string' ? program.programType : null,
      duration: typeof program.duration === 'number' ? program.duration : null,
    }),
  };
}

const VERIFICATION_COLOURS: Record<string, string> = {
  pending: 'gold',
  verified: 'green',
  rejected: 'red',
};

/** A record's verification status as a coloured tag. */
export function VerificationTag({ value }: { value: unknown }) {
  const status = typeof value === 'string' ? value : 'pending';
  const t = studentsTexts.useTexts();
  const label = choiceLabel(VERIFICATION_STATUSES, status);
  return <Tag color={VERIFICATION_COLOURS[status] ?? 'default'}>{t(label)}</Tag>;
}

/** The label the API gave a reference of the row (`labels.programId`), or '-'. */
export function labelOf(row: Record<string, unknown>, field: string): string {
  const labels = rowLabels(row);
  const label = labels?.[field];
  if (label) return label;
  const value = row[field];
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

/** The date of birth as users read it: BS with AD alongside. */
export const birthDate = (row: Record<string, unknown>) =>
  typeof row.dateOfBirth === 'string' && row.dateOfBirth ? formatDate(row.dateOfBirth) : '-';

export const STUDENT_LOAD_FAILED = 'The student could not be loaded.';
export const STUDENT_NOT_FOUND = 'No such student, or it is outside your campuses.';

export type StudentState =
  | { status: 'loading' }
  | { status: 'ready'; row: ResourceRow }
  | { status: 'missing' }
  | { status: 'failed' };

/** GET /Student/:id (scoped by the API: a record outside the caller's reach is a 404). */
export function useStudent(id: number | null): {
  state: StudentState;
  reload(): void;
  replace(row: ResourceRow): void;
} {
  const [round, setRound] = useState(0);
  const request = id === null ? null : `${id}:${round}`;
  // The answer of the last finished request (`for` names it): loading while it is not this one.
  const [answer, setAnswer] = useState<{ for: string | null; state: StudentState }>({
    for: null,
    state: { status: 'loading' },
  });
  useEffect(() => {
    if (id === null || request === null) return;
    let current = true;
    apiClient.get<ResourceRow>(`${studentContract.path}/${id}`).then(
      (response) => {
        if (current) setAnswer({ for: request, state: { status: 'ready', row: response.data } });
      },
      (error: unknown) => {
        const status = httpStatusOf(error);
        if (status !== 404) console.error(`Loading student ${id} failed`, error);
        if (current) {
          setAnswer({ for: request, state: { status: status === 404 ? 'missing' : 'failed' } });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [id, request]);
  const state: StudentState =
    request === null
      ? { status: 'missing' }
      : answer.for === request
        ? answer.state
        : { status: 'loading' };
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback(
    (row: ResourceRow) => setAnswer({ for: request, state: { status: 'ready', row } }),
    [request],
  );
  return { state, reload, replace };
}

/** The route's `:id` as a record id, or null when it is not one. */
export function recordId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The top of a student's page: photo, name, registration number, campus and verification. */
export function StudentHeader({ row }: { row: ResourceRow }) {
  const photo = uploadedFileUrl(row.photo);
  const name = studentName(row);
  const t = studentsTexts.useTexts();
  return (
    <Space align="start" size="large" style={{ marginBottom: 16 }} wrap>
      <Avatar
        shape="square"
        size={96}
        src={photo ?? undefined}
        alt={photo ? t('Photo of {{name}}', { name }) : undefined}
      >
        {name.slice(0, 1)}
      </Avatar>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('Name')}>
          <Typography.Text strong>{name}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('Registration No.')}>
          {typeof row.registrationNo === 'string' && row.registrationNo ? row.registrationNo : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('Campus')}>{labelOf(row, 'campusId')}</Descriptions.Item>
        <Descriptions.Item label={t('Program')}>{labelOf(row, 'programId')}</Descriptions.Item>
        <Descriptions.Item label={t('Verification')}>
          <VerificationTag value={row.verificationStatus} />
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** What a student page shows while its record loads or when it cannot. */
export function StudentStateNote({ state }: { state: StudentState }) {
  const t = studentsTexts.useTexts();
  if (state.status === 'loading') return <Skeleton active />;
  if (state.status === 'missing')
    return <Alert type="warning" showIcon title={t(STUDENT_NOT_FOUND)} />;
  if (state.status === 'failed')
    return <Alert type="error" showIcon title={t(STUDENT_LOAD_FAILED)} />;
  return null;
}

/**
 * The date of birth in a record form, entered in BS or AD (each fills the other); the BS text
 * goes to `onBsChange` so the form keeps dateOfBirthBs as typed.
 */
export function BirthDateItem({
  rules,
  onBsChange,
}: {
  rules: Rule[];
  onBsChange: (bs: string | null) => void;
}) {
  const t = studentsTexts.useTexts();
  return (
    <Col xs={24} lg={16}>
      <Form.Item
        name="dateOfBirth"
        label={t('Date of Birth (BS / AD)')}
        rules={rules}
        validateFirst
      >
        <BsAdDateInput
          bsLabel={t('Date of Birth (BS)')}
          adLabel={t('Date of Birth (AD)')}
          onBsChange={onBsChange}
        />
      </Form.Item>
    </Col>
  );
}
