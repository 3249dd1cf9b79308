import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton } from 'antd';
import {
  ACCOUNT_MESSAGES,
  API_PATHS,
  PHONE_DIGITS,
  profileSchema,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
} from '@hemis/shared-contracts';
import { apiClient, apiErrorOf, updateUser, useAppDispatch } from '@hemis/shared-auth';
import { applyFieldErrors, useNotice, zodRules } from '@hemis/shared-ui/src/entries/shell';
import { inDigits, translateMessage, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { formatDateTime } from '@hemis/shared-ui/src/entries/shell';

const rules = zodRules(profileUpdateSchema);
const digitsOnly = (value: unknown): string =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, PHONE_DIGITS);

function editableOf(profile: Profile): ProfileUpdate {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName ?? '',
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber ?? '',
  };
}

/** /profile (inside the layout): the signed-in user's record; names and phone can be edited. */
export default function ProfilePage() {
  const [form] = Form.useForm<ProfileUpdate>();
  const t = shellTexts.useTexts();
  useDigits();
  const dispatch = useAppDispatch();
  const notice = useNotice();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    apiClient
      .get<unknown>(API_PATHS.profile)
      .then((response) => {
        if (!active) return;
        const parsed = profileSchema.safeParse(response.data);
        if (parsed.success) setProfile(parsed.data);
        else setLoadFailed(true);
      })
      .catch(() => {
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  const onFinish = async (values: ProfileUpdate) => {
    if (!profile) return;
    setSaving(true);
    const parsed = profileUpdateSchema.parse(values);
    try {
      const response = await apiClient.patch<unknown>(API_PATHS.profile, parsed);
      const saved = profileSchema.safeParse(response.data);
      const next: Profile = saved.success
        ? saved.data
        : {
            ...profile,
            ...parsed,
            middleName: parsed.middleName || null,
          };
      setProfile(next);
      dispatch(updateUser({ firstName: next.firstName, lastName: next.lastName }));
      notice.success(translateMessage(ACCOUNT_MESSAGES.profile.updated));
    } catch (error) {
      const apiError = apiErrorOf(error);
      applyFieldErrors(form, apiError?.fields);
      notice.error(translateMessage(ACCOUNT_MESSAGES.profile.updateFailure));
    } finally {
      setSaving(false);
    }
  };

  if (loadFailed) {
    return (
      <Card title={t('My Profile')} style={{ maxWidth: 720, margin: '24px auto' }}>
        <Alert
          type="error"
          showIcon
          title={translateMessage(ACCOUNT_MESSAGES.profile.loadFailure)}
        />
      </Card>
    );
  }
  if (!profile) {
    return (
      <Card title={t('My Profile')} style={{ maxWidth: 720, margin: '24px auto' }}>
        <Skeleton active />
      </Card>
    );
  }

  const institution = profile.institution;
  return (
    <Card title={t('My Profile')} style={{ maxWidth: 720, margin: '24px auto' }}>
      <Descriptions
        column={1}
        bordered
        size="small"
        style={{ marginBottom: 24 }}
        items={[
          { key: 'email', label: t('Email'), children: profile.email },
          { key: 'role', label: t('Role'), children: profile.role },
          {
            key: 'institution',
            label: t('Institution'),
            children: institution
              ? [institution.campusName, institution.localLevel, institution.district]
                  .filter(Boolean)
                  .join(', ')
              : '-',
          },
          {
            key: 'lastSignIn',
            label: t('Last sign-in'),
            children: inDigits(formatDateTime(profile.lastSignInAt)) || '-',
          },
        ]}
      />
      <Form<ProfileUpdate>
        form={form}
        layout="vertical"
        initialValues={editableOf(profile)}
        onFinish={(values) => void onFinish(values)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label={t('First Name')} name="firstName" rules={rules('firstName')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('Middle Name')} name="middleName" rules={rules('middleName')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('Last Name')} name="lastName" rules={rules('lastName')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={t('Phone Number')}
          name="phoneNumber"
          rules={rules('phoneNumber')}
          normalize={digitsOnly}
        >
          <Input inputMode="numeric" maxLength={PHONE_DIGITS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('Save')}
        </Button>
      </Form>
    </Card>
  );
}
