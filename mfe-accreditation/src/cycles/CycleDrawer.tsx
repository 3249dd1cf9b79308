import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Input,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ACCREDITATION_PATHS,
  PEER_TEAM_ROLES,
  QAA_CRITERIA,
  stageOf,
  type CycleDetail,
  type DocumentRow,
  type StageEntry,
} from '@hemis/shared-contracts';
import {
  PdfPanel,
  translateMessage,
  useApiGet,
  useNotice,
  useScreenWidth,
  type Translate,
} from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { bsAndAd, campusTypeLabel } from '../i18n/labels';
import { ACCREDITATION_TEXTS as T } from '../texts';
import { StageDocuments } from './CycleDocuments';
import { STANDING_COLOURS, statusLabel } from './CycleTable';
import { StageForm } from './StageForm';

const cyclePath = (id: number) => ACCREDITATION_PATHS.cycle.replace(':id', String(id));

interface Review {
  criterion: number;
  observations: string[];
  suggestions: string[];
}

interface Member {
  name: string;
  role: string;
  institution?: string;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;
const isLines = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');

/** A criterion's review as the stage's form kept it (the API checked it when it was saved). */
const isReview = (value: unknown): value is Review =>
  isRecord(value) &&
  typeof value.criterion === 'number' &&
  isLines(value.observations) &&
  isLines(value.suggestions);

/** A peer team member as the stage's form kept it. */
const isMember = (value: unknown): value is Member =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.role === 'string' &&
  (value.institution === undefined || typeof value.institution === 'string');

/** The words of what a stage keeps, as its form asks for them. */
const DETAIL_LABELS: Record<string, string> = {
  reference: T.reference,
  generalImpression: T.generalImpression,
  revisedOn: T.revisedOn,
  report: T.report,
  recommendation: T.recommendation,
  outcome: T.outcome,
  expiresOn: T.expiresOn,
  reasons: T.reasons,
};

/** A peer team member's role ("Chair") in the current language. */
function peerRole(role: string, t: Translate): string {
  const label = PEER_TEAM_ROLES.find((choice) => choice.value === role)?.label;
  return label ? t(label) : role;
}

/** What a recorded stage kept besides its date: the review, the team, the decision. */
function StageDetails({ entry }: { entry: StageEntry }) {
  const t = accreditationTexts.useTexts();
  const details = entry.details;
  const criteria = Array.isArray(details.criteria) ? details.criteria.filter(isReview) : [];
  const members = Array.isArray(details.members) ? details.members.filter(isMember) : [];
  const facts = Object.entries(details).filter(
    ([key, value]) => !['criteria', 'members'].includes(key) && typeof value === 'string',
  );
  return (
    <>
      {facts.map(([key, value]) => (
        <div key={key}>
          <Typography.Text type="secondary">
            {`${DETAIL_LABELS[key] ? t(DETAIL_LABELS[key]) : key}: `}
          </Typography.Text>
          {String(value)}
        </div>
      ))}
      {members.length > 0 ? (
        <ul style={{ margin: 0 }}>
          {members.map((member) => (
            <li key={`${member.role}${member.name}`}>
              {`${member.name} (${peerRole(member.role, t)})${member.institution ? `, ${member.institution}` : ''}`}
            </li>
          ))}
        </ul>
      ) : null}
      {criteria.map((review) => (
        <details key={review.criterion}>
          <summary>{`${review.criterion}. ${t(QAA_CRITERIA[review.criterion - 1] ?? '')}`}</summary>
          <ul>
            {review.observations.map((line) => (
              <li key={`o${line}`}>{line}</li>
            ))}
          </ul>
          <ul>
            {review.suggestions.map((line) => (
              <li key={`s${line}`}>{line}</li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}

/**
 * One cycle: its campus, standing and stages in order (date in BS and AD, who recorded it, what
 * it kept, its documents), the form of its next stage for whoever records it, the cycle's other
 * documents, and the commission's withdrawal or removal.
 */
export function CycleDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = accreditationTexts.useTexts();
  const phone = useScreenWidth() === 'phone';
  // The cycle read for an id (a stale answer for another id is not shown).
  const [loaded, setLoaded] = useState<{
    id: number;
    cycle: CycleDetail | null;
    failed: boolean;
  }>();
  const [reason, setReason] = useState('');
  const [certificateShown, setCertificateShown] = useState(false);
  const notice = useNotice();
  useEffect(() => {
    if (id === null) return;
    let current = true;
    apiClient.get<CycleDetail>(cyclePath(id)).then(
      ({ data }) => current && setLoaded({ id, cycle: data, failed: false }),
      () => current && setLoaded({ id, cycle: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  const cycle = loaded && loaded.id === id ? loaded.cycle : null;
  const failed = Boolean(loaded && loaded.id === id && loaded.failed);
  const documents = useApiGet<DocumentRow[]>(
    cycle ? ACCREDITATION_PATHS.documents(cycle.id) : null,
  );
  const changed = (next: CycleDetail) => {
    setLoaded({ id: next.id, cycle: next, failed: false });
    onChanged();
  };
  const withdraw = async () => {
    if (!cycle) return;
    try {
      const { data } = await apiClient.post<CycleDetail>(
        ACCREDITATION_PATHS.withdraw.replace(':id', String(cycle.id)),
        { reason },
      );
      notice.success(t(T.withdrawn));
      changed(data);
    } catch (error) {
      notice.error(apiErrorOf(error)?.message ?? t(T.loadFailed));
    }
  };
  const remove = async () => {
    if (!cycle) return;
    try {
      await apiClient.delete(cyclePath(cycle.id));
      notice.success(t(T.removed));
      onChanged();
      onClose();
    } catch (error) {
      notice.error(apiErrorOf(error)?.message ?? t(T.loadFailed));
    }
  };
  const next = cycle?.nextStage ? stageOf(cycle.nextStage) : null;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={phone ? '100vw' : 720}
      title={cycle ? `${cycle.campusName}: ${t(T.cycle)} ${cycle.cycleNumber}` : t(T.stages)}
      destroyOnHidden
    >
      {failed ? <Alert type="error" showIcon title={t(T.loadFailed)} /> : null}
      {!cycle && !failed ? <Spin /> : null}
      {cycle ? (
        <div data-testid="cycle-detail">
          <Descriptions size="small" column={phone ? 1 : 2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t(T.university)}>{cycle.universityName}</Descriptions.Item>
            <Descriptions.Item label={t(T.campusType)}>
              {campusTypeLabel(cycle.campusType, t)}
            </Descriptions.Item>
            <Descriptions.Item label={t(T.province)}>{cycle.provinceName}</Descriptions.Item>
            <Descriptions.Item label={t(T.status)}>
              {cycle.standing ? (
                <Tag color={STANDING_COLOURS[cycle.standing]}>{t(cycle.standing)}</Tag>
              ) : (
                <Tag>{statusLabel(cycle.status, t)}</Tag>
              )}
            </Descriptions.Item>
            {cycle.expiresOn ? (
              <Descriptions.Item label={t(T.validUntil)}>
                {bsAndAd(cycle.expiresOnBs, cycle.expiresOn, t)}
              </Descriptions.Item>
            ) : null}
            {cycle.reason ? (
              <Descriptions.Item label={t(T.reasons)}>{cycle.reason}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <Timeline
            items={cycle.stages.map((entry) => ({
              key: entry.stage,
              color: 'green',
              content: (
                <div data-testid={`stage-${entry.stage}`}>
                  {/* The API names the stage with its contract label. */}
                  <Typography.Text strong>{translateMessage(entry.label)}</Typography.Text>
                  <div>{`${bsAndAd(entry.datedOnBs, entry.datedOn, t)} · ${t(T.recordedBy)} ${entry.recordedBy}`}</div>
                  {entry.note ? <div>{entry.note}</div> : null}
                  <StageDetails entry={entry} />
                  <StageDocuments cycle={cycle} type={entry.stage} documents={documents} />
                </div>
              ),
            }))}
          />
          {cycle.can.recordNext ? (
            <StageForm key={cycle.nextStage} cycle={cycle} onRecorded={changed} />
          ) : next ? (
            <Alert type="info" showIcon title={t(T.waiting).replace('{stage}', t(next.label))} />
          ) : (
            <Alert type="info" showIcon title={t(T.ended)} />
          )}
          <StageDocuments cycle={cycle} type="other" documents={documents} />
          {cycle.can.certificate ? (
            <div style={{ marginTop: 16 }}>
              {certificateShown ? (
                <PdfPanel
                  path={ACCREDITATION_PATHS.certificate.replace(':id', String(cycle.id))}
                  fileName={`Accreditation-Certificate-${cycle.campusName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`}
                  texts={{
                    preview: t(T.certificateTexts.preview),
                    loading: t(T.certificateTexts.loading),
                    failed: t(T.certificateTexts.failed),
                  }}
                />
              ) : (
                <Button onClick={() => setCertificateShown(true)}>{t(T.showCertificate)}</Button>
              )}
            </div>
          ) : null}
          <Space wrap style={{ marginTop: 16 }}>
            {cycle.can.withdraw ? (
              <>
                <Input
                  aria-label={t(T.withdrawReason)}
                  placeholder={t(T.withdrawReason)}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  style={{ minWidth: 260 }}
                />
                <Popconfirm title={t(T.withdraw)} onConfirm={withdraw}>
                  <Button danger disabled={!reason.trim()}>
                    {t(T.withdraw)}
                  </Button>
                </Popconfirm>
              </>
            ) : null}
            {cycle.can.recordNext &&
            cycle.stage === 'letterOfIntent' &&
            cycle.status === 'inProgress' ? (
              <Popconfirm title={t(T.remove)} onConfirm={remove}>
                <Button>{t(T.remove)}</Button>
              </Popconfirm>
            ) : null}
          </Space>
        </div>
      ) : null}
    </Drawer>
  );
}
