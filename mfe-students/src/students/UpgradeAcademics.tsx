import { useState } from 'react';
import { Alert, App, Button, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient, useCan } from '@hemis/shared-auth';
import {
  SEMESTERS,
  STUDENT_PATHS,
  UPGRADE_MESSAGES,
  YEARS,
  choiceLabel,
  type UpgradeClass,
  type UpgradeRequest,
} from '@hemis/shared-contracts';
import {
  CardScreen,
  saveFailureOf,
  translateMessage,
  useApiGet,
  useNotice,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { CLASS_PICKER_TEXTS, useClassPicker, type ClassChoice } from './ClassPicker';

export const UPGRADE_TEXTS = {
  title: 'Upgrade (year or semester)',
  upgradeTo: (period: string) => studentsTexts.translate('Upgrade to {{period}}', { period }),
  markEligible: 'Mark eligible for graduation',
  confirmTitle: 'Upgrade the ticked students?',
  confirmUpgrade: (count: number, period: string) =>
    studentsTexts.translate('{{n}} student(s) will move up to {{period}}.', { n: count, period }),
  confirmEligible: (count: number) =>
    studentsTexts.translate(
      '{{n}} student(s) are in the final period and will be marked eligible for graduation.',
      { n: count },
    ),
  confirm: 'Yes, go ahead',
  cancel: 'Cancel',
  ticked: (ticked: number, all: number) =>
    studentsTexts.translate('{{ticked}} of {{all}} students ticked', { ticked, all }),
  noStudents: 'No active students in this class',
  loadFailed: 'The class could not be loaded.',
  eligible: 'Eligible for graduation',
  name: 'Name',
  rollNo: 'Roll No.',
  registrationNo: 'Registration No.',
} as const;

type ClassStudent = UpgradeClass['students'][number];

const periodLabel = (kind: UpgradeClass['programType'], period: number) =>
  choiceLabel(kind === 'semester' ? SEMESTERS : YEARS, period);

/** The class table with every student ticked, and the upgrade of the ticked ones. */
function ClassUpgrade({ choice }: { choice: ClassChoice }) {
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const { modal } = App.useApp();
  const canUpgrade = useCan('student:edit');
  const loaded = useApiGet<UpgradeClass>(STUDENT_PATHS.upgradeClass, { ...choice });
  const found = loaded.data;
  // Everyone starts ticked; the clerk unticks who stays back.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const students = found?.students ?? [];
  const ticked = students.filter((row) => !unticked.has(row.id)).map((row) => row.id);

  async function upgrade() {
    const body: UpgradeRequest = { ...choice, studentIds: ticked };
    setSaving(true);
    try {
      const response = await apiClient.post<{ message: string }>(STUDENT_PATHS.upgrade, body);
      setResult(response.data.message);
      notice.success(translateMessage(response.data.message));
      setUnticked(new Set());
      loaded.reload();
    } catch (error) {
      // "Some chosen students are not in this class" says more than the status line.
      const failure = saveFailureOf(error);
      notice.error(
        `${t(UPGRADE_MESSAGES.failure)} ${translateMessage(failure.fields.studentIds ?? failure.cause)}`,
      );
    } finally {
      setSaving(false);
    }
  }

  const next = found?.nextPeriod ?? null;
  const action = found
    ? next === null
      ? t(UPGRADE_TEXTS.markEligible)
      : UPGRADE_TEXTS.upgradeTo(t(periodLabel(found.programType, next)))
    : '';
  const confirm = () => {
    if (!found) return;
    modal.confirm({
      title: t(UPGRADE_TEXTS.confirmTitle),
      content:
        next === null
          ? UPGRADE_TEXTS.confirmEligible(ticked.length)
          : UPGRADE_TEXTS.confirmUpgrade(ticked.length, t(periodLabel(found.programType, next))),
      okText: t(UPGRADE_TEXTS.confirm),
      cancelText: t(UPGRADE_TEXTS.cancel),
      onOk: () => upgrade(),
    });
  };

  const columns: TableColumnsType<ClassStudent> = [
    { key: 'roll', title: t(UPGRADE_TEXTS.rollNo), dataIndex: 'campusRollNo', width: 100 },
    { key: 'name', title: t(UPGRADE_TEXTS.name), dataIndex: 'name' },
    { key: 'registration', title: t(UPGRADE_TEXTS.registrationNo), dataIndex: 'registrationNo' },
    {
      key: 'eligible',
      title: '',
      render: (_value, row) =>
        row.graduationEligible ? <Tag color="green">{t(UPGRADE_TEXTS.eligible)}</Tag> : null,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {loaded.failed ? <Alert type="error" showIcon title={t(UPGRADE_TEXTS.loadFailed)} /> : null}
      {result ? (
        <Alert
          type="success"
          showIcon
          closable
          title={translateMessage(result)}
          onClose={() => setResult(null)}
        />
      ) : null}
      {found ? (
        <Typography.Text strong>
          {found.programName}, {t(periodLabel(found.programType, choice.yearOrSemester))}:{' '}
          {UPGRADE_TEXTS.ticked(ticked.length, students.length)}
        </Typography.Text>
      ) : null}
      <Table<ClassStudent>
        rowKey="id"
        size="small"
        loading={loaded.loading}
        columns={columns}
        dataSource={students}
        pagination={false}
        locale={{ emptyText: t(UPGRADE_TEXTS.noStudents) }}
        rowSelection={{
          selectedRowKeys: ticked,
          getCheckboxProps: (row) => ({ 'aria-label': t('Upgrade {{name}}', { name: row.name }) }),
          onChange: (keys) => {
            const kept = new Set(keys.map(Number));
            setUnticked(new Set(students.filter((row) => !kept.has(row.id)).map((row) => row.id)));
          },
        }}
      />
      {canUpgrade ? (
        <Button
          type="primary"
          loading={saving}
          disabled={!found || ticked.length === 0}
          onClick={confirm}
        >
          {action || t(UPGRADE_TEXTS.title)}
        </Button>
      ) : null}
    </Space>
  );
}

/** /student-management/upgrade-academics: move a class up one year or semester. */
export default function UpgradeAcademics() {
  const { picker, choice } = useClassPicker();
  const t = studentsTexts.useTexts();
  return (
    <CardScreen testId="upgrade-academics" title={UPGRADE_TEXTS.title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {picker}
        {choice ? (
          <ClassUpgrade key={JSON.stringify(choice)} choice={choice} />
        ) : (
          <Alert type="info" title={t(CLASS_PICKER_TEXTS.chooseClass)} />
        )}
      </Space>
    </CardScreen>
  );
}
