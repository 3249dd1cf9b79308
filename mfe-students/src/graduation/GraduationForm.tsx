import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Descriptions, Tag } from 'antd';
import {
  GRADUATION_MESSAGES,
  GRADUATION_RESULT_KINDS,
  RECEIPT_PATHS,
  batchContract,
  batchStartYear,
  choiceLabel,
  graduationContract,
  graduationRequirementsOf,
  graduationSetupContract,
  graduationTimelineSchema,
  nearestGraduationSetup,
  studentTimelineOf,
  timelineProblems,
  type GraduationRequirements,
  type StudentTimeline,
} from '@hemis/shared-contracts';
import {
  ResourceScreen,
  resolveResource,
  useApiGet,
  type BannerProps,
  translateMessage,
  type FieldOverride,
  type FormView,
  type ListResult,
  type ResourceRow,
  rowLabels,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { StudentHeader, StudentStateNote, recordId, useStudent } from '../students/studentRecord';
import { statusColumn } from './StatusTag';
import { GRADUATION_TEXTS, approveAction, graduationLinks, isPending } from './texts';
import { formatDate } from '@hemis/shared-ui';

const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The level's setup this campus follows (its own, its university's, else the national one). */
function useRequirements(row: ResourceRow | null): {
  rules: GraduationRequirements;
  hasSetup: boolean;
  loaded: boolean;
} {
  const levelId = idOrNull(row?.levelId);
  const answer = useApiGet<ListResult>(levelId === null ? null : graduationSetupContract.path, {
    levelId: levelId ?? undefined,
    pageSize: 25,
  });
  const setup = nearestGraduationSetup(
    (answer.data?.data ?? []).map((setupRow) => ({
      ...setupRow,
      universityId: idOrNull(setupRow.universityId),
      campusId: idOrNull(setupRow.campusId),
    })),
    idOrNull(row?.campusId),
  );
  const found = graduationRequirementsOf(setup);
  const hasSetup = setup !== undefined;
  // One object while the requirements stay the same (the screen below is rebuilt on a change).
  const rules = useMemo(
    () => ({
      resultKind: found.resultKind,
      thesisRequired: found.thesisRequired,
      receiptRequired: found.receiptRequired,
    }),
    [found.resultKind, found.thesisRequired, found.receiptRequired],
  );
  return {
    rules,
    hasSetup,
    loaded: levelId === null || answer.data !== null || answer.failed,
  };
}

/** The student's admission day and the year their batch began, as their record says. */
function useTimeline(row: ResourceRow | null): StudentTimeline {
  const batchId = idOrNull(row?.batchId);
  const batch = useApiGet<ResourceRow>(
    batchId === null ? null : `${batchContract.path}/${batchId}`,
  ).data;
  const labels = rowLabels(batch);
  const { admissionDate, batchYear } = studentTimelineOf(
    row,
    batchStartYear(batch?.batchYear, labels?.fiscalYearId),
  );
  // One object while the record says the same (the form below is rebuilt on a change).
  return useMemo(() => ({ admissionDate, batchYear }), [admissionDate, batchYear]);
}

/** The form's days against the student's record: the contracts' rule, as the API runs it. */
function timelineCheck(timeline: StudentTimeline, field: 'graduationDate' | 'fiscalYearId') {
  return (view: FormView) => {
    const day = view.values.graduationDate;
    const year = view.ref('fiscalYearId')?.label;
    const problem = timelineProblems(graduationTimelineSchema, {
      ...timeline,
      graduationDate: typeof day === 'string' && day ? day : null,
      fiscalYear: typeof year === 'string' ? year : null,
    })[field];
    return problem ? translateMessage(problem) : undefined;
  };
}

/** What the level requires, above the form. */
function Requirements({ rules, hasSetup }: { rules: GraduationRequirements; hasSetup: boolean }) {
  const t = studentsTexts.useTexts();
  if (!hasSetup) return <Alert type="info" showIcon title={t(GRADUATION_TEXTS.noSetup)} />;
  const need = (required: boolean) =>
    required ? (
      <Tag color="orange">{t(GRADUATION_TEXTS.required)}</Tag>
    ) : (
      <Tag>{t(GRADUATION_TEXTS.notRequired)}</Tag>
    );
  return (
    <Descriptions
      title={t(GRADUATION_TEXTS.requirements)}
      size="small"
      column={{ xs: 1, md: 3 }}
      style={{ marginBottom: 16 }}
    >
      <Descriptions.Item label={t(GRADUATION_TEXTS.result)}>
        {t(choiceLabel(GRADUATION_RESULT_KINDS, rules.resultKind))}
      </Descriptions.Item>
      <Descriptions.Item label={t(GRADUATION_TEXTS.thesis)}>
        {need(rules.thesisRequired)}
      </Descriptions.Item>
      <Descriptions.Item label={t(GRADUATION_TEXTS.receipt)}>
        {need(rules.receiptRequired)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The form's field rules of the level, so the form asks for what the API will require. */
function requiredFields(
  rules: GraduationRequirements,
  hasSetup: boolean,
): Record<string, FieldOverride> {
  const fields: Record<string, FieldOverride> = {};
  if (hasSetup && rules.resultKind === 'division') {
    fields.division = { required: GRADUATION_MESSAGES.divisionRequired };
  }
  if (hasSetup && rules.resultKind === 'cgpa') {
    fields.cgpa = { required: GRADUATION_MESSAGES.cgpaRequired };
  }
  if (rules.thesisRequired) fields.thesisTitle = { required: GRADUATION_MESSAGES.thesisRequired };
  return fields;
}

/** The receipt a form names, linked to its details. */
function ReceiptLink({ row }: { row: ResourceRow }) {
  const t = studentsTexts.useTexts();
  const receiptId = idOrNull(row.receiptId);
  if (receiptId === null) return <>-</>;
  const label = rowLabels(row)?.receiptId;
  return (
    <Link to={graduationLinks.receipt(receiptId)}>
      {t('No. {{number}}', { number: label ?? receiptId })}
    </Link>
  );
}

/**
 * graduation-management/graduation-form/:id (a student's id): who the student is, what the
 * level's form requires, and the student's graduation form: filled in while the student is
 * eligible, edited while pending, approved by those who may, then read only with its approval.
 */
export default function GraduationForm() {
  const { id: raw } = useParams();
  const studentId = recordId(raw);
  const student = useStudent(studentId);
  const row = student.state.status === 'ready' ? student.state.row : null;
  const { rules, hasSetup, loaded } = useRequirements(row);
  const timeline = useTimeline(row);
  const t = studentsTexts.useTexts();
  // Whether the student has a form already (then the list shows it and no add form).
  const [hasForm, setHasForm] = useState(false);
  const eligible = row?.status === 'active' && row.graduationEligible === true;

  const resource = useMemo(() => {
    /** The approval of the form, once approved; and tells the page whether a form exists. */
    function Approval({ rows }: BannerProps) {
      const t = studentsTexts.useTexts();
      const form = rows[0];
      const exists = form !== undefined;
      useEffect(() => setHasForm(exists), [exists]);
      if (!form || form.status !== 'approved') return null;
      return (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(GRADUATION_TEXTS.approvedNote)}
          description={`${t(GRADUATION_TEXTS.approvedOn)} ${formatDate(
            typeof form.approvedAt === 'string' ? form.approvedAt : null,
          )}, ${t(GRADUATION_TEXTS.approvedBy)} ${String(form.approvedBy ?? '-')}`}
        />
      );
    }
    return resolveResource({
      contract: graduationContract,
      title: GRADUATION_TEXTS.formTitle,
      fixed: { studentId: studentId ?? 0 },
      show: hasForm || !eligible ? 'list' : 'both',
      form: [
        'fiscalYearId',
        'division',
        'cgpa',
        'grade',
        'thesisTitle',
        'receiptId',
        'graduationDate',
      ],
      columns: ['fiscalYearId', 'division', 'cgpa', 'grade', 'graduationDateBs', 'status'],
      // The form's status shows on every screen width, beside its fiscal year and result.
      keyColumns: ['fiscalYearId', 'division', 'cgpa', 'status', 'receipt'],
      filters: [],
      search: false,
      actions: { export: false },
      canEdit: isPending,
      canDelete: isPending,
      rowActions: [approveAction],
      banner: Approval,
      fields: {
        ...requiredFields(rules, hasSetup),
        status: statusColumn,
        graduationDate: { check: timelineCheck(timeline, 'graduationDate') },
        fiscalYearId: { check: timelineCheck(timeline, 'fiscalYearId') },
        receiptId: {
          // The student's own issued receipts.
          optionsPath: `${RECEIPT_PATHS.receipts}?studentId=${studentId ?? 0}&status=issued&pageSize=100`,
          optionLabel: (receipt: ResourceRow) =>
            studentsTexts.translate('No. {{number}} ({{date}})', {
              number: String(receipt.receiptNo),
              date: String(receipt.dateBs ?? ''),
            }),
          ...(rules.receiptRequired ? { required: GRADUATION_MESSAGES.receiptRequired } : {}),
        },
      },
      extraColumns: [
        {
          key: 'receipt',
          title: GRADUATION_TEXTS.receiptLink,
          width: 110,
          render: (_value: unknown, form: ResourceRow) => <ReceiptLink row={form} />,
        },
      ],
    });
  }, [studentId, hasForm, eligible, rules, hasSetup, timeline]);

  if (student.state.status !== 'ready' || studentId === null || !row) {
    return <StudentStateNote state={student.state} />;
  }
  return (
    <>
      <StudentHeader row={row} />
      {loaded ? <Requirements rules={rules} hasSetup={hasSetup} /> : null}
      {!eligible && !hasForm ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(GRADUATION_TEXTS.notEligible)}
        />
      ) : null}
      <ResourceScreen resource={resource} />
    </>
  );
}
