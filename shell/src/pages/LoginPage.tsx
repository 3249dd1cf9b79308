import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  API_PATHS,
  BRANDING_CAMPUS_ID,
  MESSAGES,
  loginRequestSchema,
  uploadedFileUrl,
} from '@hemis/shared-contracts';
import {
  apiClient,
  clearErrors,
  readRememberedSignIn,
  resetPasswordPath,
  selectSessionError,
  selectSessionLoading,
  signIn,
  useAppDispatch,
  useAppSelector,
  useCurrentUser,
} from '@hemis/shared-auth';
import { useNotice, zodRules } from '@hemis/shared-ui';
import { PublicCard, safeRedirect } from './LoginPage.parts';

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface Branding {
  campusName: string | null;
  logo: string | null;
}

const rules = zodRules(loginRequestSchema);

/** GET /Campus/49 for the logo and name; a failure is only logged (spec section 8). */
function useCampusBranding(): Branding | null {
  const [branding, setBranding] = useState<Branding | null>(null);
  useEffect(() => {
    let active = true;
    apiClient
      .get<unknown>(API_PATHS.campus(BRANDING_CAMPUS_ID))
      .then((response) => {
        const data = response.data as Partial<Record<'campusName' | 'logo', unknown>> | null;
        if (!active || !data || typeof data !== 'object') return;
        setBranding({
          campusName: typeof data.campusName === 'string' ? data.campusName : null,
          logo: typeof data.logo === 'string' && data.logo ? data.logo : null,
        });
      })
      .catch((error: unknown) => {
        console.error('Campus fetch failed', error);
      });
    return () => {
      active = false;
    };
  }, []);
  return branding;
}

function readStateMessage(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state) {
    const { message } = state as { message: unknown };
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/** /login: the sign-in screen of spec sections 2, 4, 5 and 8. */
export default function LoginPage() {
  const [form] = Form.useForm<SignInValues>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = useNotice();
  const user = useCurrentUser();
  const loading = useAppSelector(selectSessionLoading);
  const error = useAppSelector(selectSessionError);
  const branding = useCampusBranding();
  const [remembered] = useState(readRememberedSignIn);
  const [submitted, setSubmitted] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));
  const arrivalMessage = readStateMessage(location.state);

  useEffect(() => {
    dispatch(clearErrors());
  }, [dispatch]);

  if (user && !submitted) return <Navigate to={redirect} replace />;

  const onFinish = async (values: SignInValues) => {
    setSubmitted(true);
    const result = await dispatch(
      signIn({ email: values.email, password: values.password, rememberMe: values.rememberMe }),
    );
    switch (result.status) {
      case 'signedIn':
        notice.success(MESSAGES.signIn.success);
        navigate(redirect, { replace: true });
        return;
      case 'verificationRequired':
        navigate(resetPasswordPath(result.email, result.token));
        return;
      case 'failed':
        setSubmitted(false);
        notice.error(result.message);
    }
  };

  const cover = (
    <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
      {branding?.logo ? (
        <img
          src={uploadedFileUrl(branding.logo) ?? undefined}
          alt={ACCOUNT_MESSAGES.campusLogoAlt}
          style={{ height: 72, objectFit: 'contain' }}
        />
      ) : null}
      {branding?.campusName ? (
        <Typography.Text strong>{branding.campusName}</Typography.Text>
      ) : null}
    </Flex>
  );

  return (
    <PublicCard title="Sign In" cover={cover}>
      {arrivalMessage ? (
        <Alert type="success" showIcon title={arrivalMessage} style={{ marginBottom: 16 }} />
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form<SignInValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ email: remembered.email, password: '', rememberMe: remembered.rememberMe }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="Email" name="email" rules={rules('email')}>
          <Input type="email" autoComplete="username" placeholder="Email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rules('password')}>
          <Input.Password autoComplete="current-password" placeholder="Password" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Sign In as Admin
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Student? <Link to="/register">Create an account</Link>
      </Typography.Paragraph>
    </PublicCard>
  );
}
