import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { ACCREDITATION_PATHS, nepalToday, type CycleDetail } from '@hemis/shared-contracts';
import { BsAdDateInput, applyFieldErrors, useNotice } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { ACCREDITATION_TEXTS as T } from '../texts';

interface Values {
  campusId?: number;
  datedOn?: string;
  note?: string;
}

/**
 * A campus enters a cycle with its letter of intent (the first, or a renewal): the campus is
 * chosen above (`campusField`) or given; the API's refusal comes back under its field.
 */
export function EnterCycleForm({
  campusId,
  campusField,
  onEntered,
}: {
  campusId?: number;
  campusField?: React.ReactNode;
  onEntered: (cycle: CycleDetail) => void;
}) {
  const t = accreditationTexts.useTexts();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const notice = useNotice();
  const submit = async (values: Values) => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await apiClient.post<CycleDetail>(ACCREDITATION_PATHS.cycles, {
        campusId: campusId ?? values.campusId,
        datedOn: values.datedOn,
        ...(values.note ? { note: values.note } : {}),
      });
      notice.success(t(T.entered));
      form.resetFields();
      onEntered(data);
    } catch (error) {
      const answer = apiErrorOf(error);
      if (!applyFieldErrors(form, answer?.fields) || campusId !== undefined)
        setProblem(answer?.message ?? t(T.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="enter-cycle-form">
      {campusField}
      <Form.Item name="datedOn" label={t(T.letterDate)} rules={[{ required: true }]}>
        <BsAdDateInput max={nepalToday()} />
      </Form.Item>
      <Form.Item name="note" label={t(T.note)}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />
      ) : null}
      <Button type="primary" htmlType="submit" loading={busy}>
        {campusId ? t(T.startRenewal) : t(T.enter)}
      </Button>
    </Form>
  );
}
