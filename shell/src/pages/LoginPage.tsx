import { useEffect, useRef, useState } from 'react';
import { Form } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, loginRequestSchema } from '@hemis/shared-contracts';
import {
  clearErrors,
  opensDashboard,
  readRememberedSignIn,
  resetPasswordPath,
  selectSessionError,
  selectSessionLoading,
  signIn,
  useAppDispatch,
  useAppSelector,
  useCurrentUser,
  type SentSignIn,
} from '@hemis/shared-auth';
import { useNotice, zodRules } from '@hemis/shared-ui/src/entries/shell';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { useShell } from '../ShellContext';
import { applyPreferences } from '../preferences';
import { useBrandingCampus } from '../layout/useCampus';
import { LinkProvider } from '../nav/AppLink';
import { renderRouterLink } from '../nav/RouterLink';
import { takeHandedOverSignIn } from '../signin/handover';
import { readHomeAhead } from './homeReadAhead';
import { safeRedirect } from './LoginPage.parts';
import { SignInCard, brandingOf, readStateMessage, type SignInValues } from './SignInCard';

/** The sign-in form's rules, from the contracts' login schema. */
export const loginRules = zodRules(loginRequestSchema);

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
  const { registry } = useShell();
  const branding = brandingOf(useBrandingCampus());
  const [remembered] = useState(readRememberedSignIn);
  const [submitted, setSubmitted] = useState(false);
  const handedOverCall = useRef<SentSignIn | null>(null);
  const redirect = safeRedirect(params.get('redirect'));
  const arrivalMessage = readStateMessage(location.state);

  useEffect(() => {
    dispatch(clearErrors());
  }, [dispatch]);

  // A sign-in pressed on the lean sign-in screen while this one was loading: submitted again
  // here, with the answer of the call the lean screen already sent.
  useEffect(() => {
    const handedOver = takeHandedOverSignIn();
    if (!handedOver) return;
    handedOverCall.current = handedOver.sent;
    form.setFieldsValue(handedOver.values);
    form.submit();
  }, [form]);

  if (user && !submitted) return <Navigate to={redirect} replace />;

  const onFinish = async (values: SignInValues) => {
    setSubmitted(true);
    const sent = handedOverCall.current;
    handedOverCall.current = null;
    const result = await dispatch(
      signIn({
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
        sent,
      }),
    );
    switch (result.status) {
      case 'signedIn':
        if (opensDashboard(result.user.role, redirect)) readHomeAhead(result.user, registry);
        // The user's own language and digits from here on (the notice already in them).
        await applyPreferences(result.user.preferences);
        notice.success(translateMessage(MESSAGES.signIn.success));
        navigate(redirect, { replace: true });
        return;
      case 'verificationRequired':
        navigate(resetPasswordPath(result.email, result.token));
        return;
      case 'failed':
        setSubmitted(false);
        notice.error(translateMessage(result.message));
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
