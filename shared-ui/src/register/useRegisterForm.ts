import { useMemo } from 'react';
import { Form, type FormInstance } from 'antd';
import { scopeOfRole, type DataScope } from '@hemis/shared-contracts';
import { useRowUser } from '../resource/rowUser';
import type { RegisterValues } from './useServerDraft';

/** The values a register form holds: those watched, the initial ones until the first watch. */
export function useRegisterValues(
  form: FormInstance<RegisterValues>,
  initialValues: RegisterValues,
): RegisterValues {
  // Undefined on the first render, before the form has registered its fields.
  const watched: RegisterValues | undefined = Form.useWatch([], { form, preserve: true });
  return watched ?? initialValues;
}

/**
 * A clerk's register form (student-register, employee-register): the form, the caller's reach
 * (nation outside a session) and the values so far. `initialOf` gives the initial values for a
 * reach; pass a function defined once (outside the component), so they are made once per reach.
 */
export function useRegisterForm(initialOf: (scope: DataScope) => RegisterValues): {
  form: FormInstance<RegisterValues>;
  scope: DataScope;
  initialValues: RegisterValues;
  values: RegisterValues;
} {
  const [form] = Form.useForm<RegisterValues>();
  const user = useRowUser();
  const scope: DataScope = user ? scopeOfRole(user.role) : 'nation';
  const initialValues = useMemo(() => initialOf(scope), [initialOf, scope]);
  const values = useRegisterValues(form, initialValues);
  return { form, scope, initialValues, values };
}
