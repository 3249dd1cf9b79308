import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Modal, Select, Space, Typography } from 'antd';
import { apiClient, apiErrorOf, can } from '@hemis/shared-auth';
import { CAMPUS_MESSAGES, SETUP_PATHS, scopeOfRole } from '@hemis/shared-contracts';
import {
  translateMessage,
  useNotice,
  type ResourceRow,
  type RowPanelProps,
  type RowUser,
  rowLabels,
} from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

export const CAMPUS_MOVE_TEXTS = {
  label: 'Move to another university',
  /** The drawer's heading. */
  title: (campus: string) =>
    setupTexts.translate('Move {{campus}} to another university', { campus }),
  current: 'Current university',
  target: 'New university',
  choose: 'Choose the university',
  move: 'Move',
  confirmTitle: 'Move this campus?',
  /** The confirmation: what goes with the campus. */
  confirm: (campus: string, university: string) =>
    setupTexts.translate(
      'Move {{campus}} to {{university}}? Its users, students, staff and records go with it, and {{university}} will manage them.',
      { campus, university },
    ),
  failed: 'The campus could not be moved.',
  loadFailed: 'The universities could not be loaded. Please try again.',
} as const;
const T = CAMPUS_MOVE_TEXTS;

/** Moving a campus is for the commission's organization editors (the API checks it again). */
export const mayMoveCampus = (user: RowUser): boolean =>
  user !== null && scopeOfRole(user.role) === 'nation' && can(user, 'organization:edit');

interface University {
  id: number;
  name: string;
}

const campusName = (row: ResourceRow) => String(row.campusName ?? '');
const universityName = (row: ResourceRow) => rowLabels(row)?.universityId ?? '';

/**
 * The campus list's "Move to another university" drawer: the university the campus goes to,
 * then a confirmation, then POST /Campus/{id}/Move. An edit never moves a campus.
 */
export function CampusMove({ row, onChanged }: RowPanelProps) {
  const t = setupTexts.useTexts();
  const notice = useNotice();
  const [universities, setUniversities] = useState<University[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    apiClient
      .get<University[]>(SETUP_PATHS.universities)
      .then(({ data }) => {
        if (active) setUniversities(data);
      })
      .catch((error: unknown) => {
        console.error(`Loading ${SETUP_PATHS.universities} failed`, error);
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  const others = (universities ?? []).filter((university) => university.id !== row.universityId);
  const chosen = others.find((university) => university.id === target);

  async function move() {
    if (!chosen) return;
    setBusy(true);
    setProblem(null);
    try {
      await apiClient.post(SETUP_PATHS.campusMove(row.id), {
        universityId: chosen.id,
        confirm: true,
      });
      notice.success(t(CAMPUS_MESSAGES.moved));
      setConfirming(false);
      onChanged();
    } catch (error) {
      const answer = apiErrorOf(error);
      const cause = answer?.fields?.universityId ?? answer?.message ?? '';
      setProblem(`${t(T.failed)} ${translateMessage(cause)}`.trim());
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t(T.current)}>{universityName(row)}</Descriptions.Item>
      </Descriptions>
      {loadFailed ? <Alert type="error" showIcon title={t(T.loadFailed)} /> : null}
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <Typography.Text strong>{t(T.target)}</Typography.Text>
      <Select<number>
        aria-label={t(T.target)}
        placeholder={t(T.choose)}
        loading={universities === null && !loadFailed}
        value={target ?? undefined}
        onChange={setTarget}
        options={others.map((university) => ({ value: university.id, label: university.name }))}
        style={{ width: '100%' }}
      />
      <Button type="primary" danger disabled={!chosen} onClick={() => setConfirming(true)}>
        {t(T.move)}
      </Button>
      <Modal
        open={confirming}
        title={t(T.confirmTitle)}
        okText={t(T.move)}
        cancelText={t('Cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void move()}
        onCancel={() => setConfirming(false)}
      >
        {chosen ? T.confirm(campusName(row), chosen.name) : null}
      </Modal>
    </Space>
  );
}
