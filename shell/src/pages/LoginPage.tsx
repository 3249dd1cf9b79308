import { useEffect, useState } from 'react';
import { Form } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  API_PATHS,
  BRANDING_CAMPUS_ID,
  MESSAGES,
  loginRequestSchema,
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
import { useNotice, zodRules } from '@hemis/shared-ui/src/entries/shell';
import { LinkProvider } from '../nav/AppLink';
import { renderRouterLink } from '../nav/RouterLink';
import { takeHandedOverSignIn } from '../signin/handover';
import { safeRedirect } from './LoginPage.parts';
import { SignInCard, readStateMessage, type SignInBranding, type SignInValues } from './SignInCard';

/** The sign-in form's rules, from the contracts' login schema. */
export const loginRules = zodRules(loginRequestSchema);

/** GET /Campus/49 for the logo and name; a failure is only logged (spec section 8). */
function useCampusBranding(): SignInBranding | null {
  const [branding, setBranding] = useState<SignInBranding | null>(null);
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

  // A sign-in sent from the lean sign-in screen while this one was loading: sent again from here.
  useEffect(() => {
    const handedOver = takeHandedOverSignIn();
    if (!handedOver) return;
    form.setFieldsValue(handedOver);
    form.submit();
  }, [form]);

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

  return (
    <LinkProvider value={renderRouterLink}>
      <SignInCard
        form={form}
        branding={branding}
        arrivalMessage={arrivalMessage}
        error={error}
        loading={loading}
        initialValues={{ email: remembered.email, password: '', rememberMe: remembered.rememberMe }}
        rules={loginRules}
        onFinish={(values) => void onFinish(values)}
      />
    </LinkProvider>
  );
}
