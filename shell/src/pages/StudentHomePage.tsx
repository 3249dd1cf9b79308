import { useEffect, useState } from 'react';
import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { API_PATHS, profileSchema, type Profile } from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';

type State = { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'failed' };

/** /student-home: the signed-in student's own record (more sections come later). */
export default function StudentHomePage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    apiClient
      .get<unknown>(API_PATHS.profile)
      .then((response) => {
        if (active) setState({ status: 'ready', profile: profileSchema.parse(response.data) });
      })
      .catch((error: unknown) => {
        console.error('The student record could not be read', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, []);
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        My Record
      </Typography.Title>
      <Card>
        {state.status === 'loading' ? <Skeleton active /> : null}
        {state.status === 'failed' ? (
          <Alert type="warning" showIcon title="Your record could not be loaded right now." />
        ) : null}
        {state.status === 'ready' ? (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label="Name">
              {[state.profile.firstName, state.profile.middleName, state.profile.lastName]
                .filter(Boolean)
                .join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label="Email">{state.profile.email}</Descriptions.Item>
            <Descriptions.Item label="Phone">{state.profile.phoneNumber ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Gender">{state.profile.gender ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Campus">
              {state.profile.institution?.campusName ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label="District">
              {state.profile.institution?.district ?? '-'}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
    </div>
  );
}
