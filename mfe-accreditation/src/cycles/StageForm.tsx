import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ACCREDITATION_PATHS,
  PEER_TEAM_ROLES,
  QAA_CRITERIA,
  nepalToday,
  stageOf,
  type AccreditationStage,
  type CycleDetail,
} from '@hemis/shared-contracts';
import { BsAdDateInput, applyFieldErrors, useNotice } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { ACCREDITATION_TEXTS as T } from '../texts';

const lines = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type Values = Record<string, unknown>;

/** The body of a stage from the form's values (the review's lines become lists). */
function bodyOf(stage: AccreditationStage, values: Values): Values {
  const { datedOn, note } = values;
  const common = { stage, datedOn, ...(note ? { note } : {}) };
  switch (stage) {
    case 'ssrReviewed':
      return {
        ...common,
        generalImpression: values.generalImpression,
        ...(values.revisedOn ? { revisedOn: values.revisedOn } : {}),
        criteria: QAA_CRITERIA.map((_title, index) => ({
          criterion: index + 1,
          observations: lines(values[`observations${index + 1}`]),
          suggestions: lines(values[`suggestions${index + 1}`]),
        })),
      };
    case 'peerTeamFormed':
      return { ...common, members: values.members };
    case 'eligibilityLetter':
      return { ...common, ...(values.reference ? { reference: values.reference } : {}) };
    case 'finalVisit':
      return { ...common, ...(values.report ? { report: values.report } : {}) };
    case 'councilRecommendation':
      return { ...common, recommendation: values.recommendation };
    case 'award':
      return values.outcome === 'accredited'
        ? { ...common, outcome: 'accredited', expiresOn: values.expiresOn }
        : { ...common, outcome: 'deferred', reasons: values.reasons };
    default:
      return common;
  }
}

/** The fields a stage records beyond its date and note. */
function StageFields({ stage }: { stage: AccreditationStage }) {
  const t = accreditationTexts.useTexts();
  const outcome: unknown = Form.useWatch('outcome');
  switch (stage) {
    case 'eligibilityLetter':
      return (
        <Form.Item name="reference" label={t(T.reference)}>
          <Input maxLength={200} />
        </Form.Item>
      );
    case 'ssrReviewed':
      return (
        <>
          <Form.Item
            name="generalImpression"
            label={t(T.generalImpression)}
            rules={[{ required: true }]}
          >
            <Input.TextArea rows={3} maxLength={4000} />
          </Form.Item>
          <Form.Item name="revisedOn" label={t(T.revisedOn)}>
            <BsAdDateInput
              max={nepalToday()}
              bsLabel={t(`${T.revisedOn} (BS)`)}
              adLabel={t(`${T.revisedOn} (AD)`)}
            />
          </Form.Item>
          {QAA_CRITERIA.map((title, index) => (
            <div key={title} data-testid={`criterion-${index + 1}`}>
              <Typography.Text
                strong
              >{`${t(T.criterion)} ${index + 1}: ${t(title)}`}</Typography.Text>
              <Form.Item name={`observations${index + 1}`} label={t(T.observations)}>
                <Input.TextArea rows={3} />
              </Form.Item>
              <Form.Item name={`suggestions${index + 1}`} label={t(T.suggestions)}>
                <Input.TextArea rows={2} />
              </Form.Item>
            </div>
          ))}
        </>
      );
    case 'peerTeamFormed':
      return (
        <Form.List name="members">
          {(members, { add, remove }) => (
            <>
              <Typography.Text strong>{t(T.members)}</Typography.Text>
              {members.map((member, index) => (
                <Space key={member.key} wrap align="baseline">
                  <Form.Item name={[member.name, 'name']} rules={[{ required: true }]}>
                    <Input
                      aria-label={`${t(T.memberName)} ${index + 1}`}
                      placeholder={t(T.memberName)}
                    />
                  </Form.Item>
                  <Form.Item name={[member.name, 'role']} rules={[{ required: true }]}>
                    <Select
                      aria-label={`${t(T.memberRole)} ${index + 1}`}
                      style={{ minWidth: 140 }}
                      options={PEER_TEAM_ROLES.map((role) => ({ ...role, label: t(role.label) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[member.name, 'institution']}>
                    <Input
                      aria-label={`${t(T.institution)} ${index + 1}`}
                      placeholder={t(T.institution)}
                    />
                  </Form.Item>
                  <Button onClick={() => remove(member.name)}>×</Button>
                </Space>
              ))}
              <Form.Item>
                <Button onClick={() => add({ role: 'member' })}>{t(T.addMember)}</Button>
              </Form.Item>
            </>
          )}
        </Form.List>
      );
    case 'finalVisit':
      return (
        <Form.Item name="report" label={t(T.report)}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      );
    case 'councilRecommendation':
      return (
        <Form.Item name="recommendation" label={t(T.recommendation)} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'accredit', label: t(T.accredit) },
              { value: 'defer', label: t(T.defer) },
            ]}
          />
        </Form.Item>
      );
    case 'award':
      return (
        <>
          <Form.Item name="outcome" label={t(T.outcome)} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 'accredited', label: t(T.accredited) },
                { value: 'deferred', label: t(T.deferred) },
              ]}
            />
          </Form.Item>
          {outcome === 'accredited' ? (
            <Form.Item name="expiresOn" label={t(T.expiresOn)} rules={[{ required: true }]}>
              <BsAdDateInput
                bsLabel={t(`${T.expiresOn} (BS)`)}
                adLabel={t(`${T.expiresOn} (AD)`)}
              />
            </Form.Item>
          ) : null}
          {outcome === 'deferred' ? (
            <Form.Item name="reasons" label={t(T.reasons)} rules={[{ required: true }]}>
              <Input.TextArea rows={3} maxLength={4000} />
            </Form.Item>
          ) : null}
        </>
      );
    default:
      return null;
  }
}

/**
 * The form of a cycle's next stage: its date (not before the last stage, not ahead of today),
 * a note, and what the stage records. The API's checks come back under their fields, and those
 * of the review's lists above the button.
 */
export function StageForm({
  cycle,
  onRecorded,
}: {
  cycle: CycleDetail;
  onRecorded: (cycle: CycleDetail) => void;
}) {
  const t = accreditationTexts.useTexts();
  const stage = cycle.nextStage!;
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const notice = useNotice();
  const submit = async (values: Values) => {
    setBusy(true);
    setProblems([]);
    try {
      const { data } = await apiClient.post<CycleDetail>(
        ACCREDITATION_PATHS.stage.replace(':id', String(cycle.id)),
        bodyOf(stage, values),
      );
      notice.success(t(T.recorded));
      form.resetFields();
      onRecorded(data);
    } catch (error) {
      const answer = apiErrorOf(error);
      const fields = answer?.fields ?? {};
      applyFieldErrors(form, fields);
      setProblems(
        Object.keys(fields).length > 0
          ? [...new Set(Object.values(fields))]
          : [answer?.message ?? t('The stage could not be recorded. Please try again.')],
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={
        stage === 'peerTeamFormed'
          ? { members: [{ role: 'chair' }, { role: 'member' }, { role: 'member' }] }
          : {}
      }
      data-testid="stage-form"
    >
      <Typography.Title level={5}>{t(stageOf(stage).label)}</Typography.Title>
      <Form.Item name="datedOn" label={t(T.dated)} rules={[{ required: true }]}>
        <BsAdDateInput max={nepalToday()} />
      </Form.Item>
      <StageFields stage={stage} />
      <Form.Item name="note" label={t(T.note)}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={busy}>
        {`${t(T.recordNext)}: ${t(stageOf(stage).label)}`}
      </Button>
    </Form>
  );
}
