import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import {
  GENDER_CHOICES,
  USER_MESSAGES,
  addUserSchema,
  assignableRoles,
  isKnownRole,
  levelOfRole,
  scopeOfRole,
  type AddUserRequest,
  type AddUserResponse,
  type StaffRole,
  type UserAccount,
  isGender,
  type Gender,
} from '@hemis/shared-contracts';
import { useCurrentUser, useRole } from '@hemis/shared-auth';
import { applyFieldErrors, saveFailureOf, useNotice, zodRules } from '@hemis/shared-ui';
import { employeesTexts } from '../i18n/texts';
import {
  addUser,
  listCampuses,
  listUniversities,
  searchEmployees,
  updateUser,
  type EmployeeOption,
  type NamedRow,
} from './api';
import { accountName } from './format';

interface AccountValues {
  employeeId?: number;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  gender?: Gender;
  role?: StaffRole;
  universityId?: number;
  campusId?: number;
}

const rules = zodRules(addUserSchema);
const FIELD_NAMES = [
  'employeeId',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'phoneNumber',
  'gender',
  'role',
  'universityId',
  'campusId',
] as const;

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Searches employees (GET /Employee?q=) to link the account and fill in the names. */
function EmployeeSelect({
  value,
  onChange,
  onPicked,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  onPicked: (employee: EmployeeOption) => void;
}) {
  const t = employeesTexts.useTexts();
  const [options, setOptions] = useState<EmployeeOption[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const search = (q: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      searchEmployees(q.trim()).then(setOptions, (error: unknown) => {
        console.error('Searching employees failed', error);
        setOptions([]);
      });
    }, 250);
  };
  return (
    <Select<number>
      id="account-employeeId"
      aria-label={t('Employee')}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={t('Search an employee by name or email')}
      value={value}
      onFocus={() => {
        if (options.length === 0) search('');
      }}
      onChange={(next) => {
        onChange?.(next ?? undefined);
        const picked = options.find((employee) => employee.id === next);
        if (picked) onPicked(picked);
      }}
      options={options.map((employee) => ({
        value: employee.id,
        label: `${accountName({ ...employee, middleName: employee.middleName ?? null })}${
          employee.email ? ` (${employee.email})` : ''
        }`,
      }))}
    />
  );
}

export interface AccountFormProps {
  mode: 'create' | 'edit';
  /** The account edited (edit mode). */
  account?: UserAccount;
  /** Create: the answer with the temporary password. Edit: the saved account. */
  onCreated?: (result: AddUserResponse) => void;
  onUpdated?: (account: UserAccount) => void;
  onCancel?: () => void;
}

/**
 * An account's names, contact, role and scope. The role decides which of University and Campus
 * the account needs (USER_MESSAGES); a university caller's university and a campus caller's
 * campus are fixed to their own.
 */
export function AccountForm({ mode, account, onCreated, onUpdated, onCancel }: AccountFormProps) {
  const t = employeesTexts.useTexts();
  const [form] = Form.useForm<AccountValues>();
  const notice = useNotice();
  const me = useCurrentUser();
  const myRole = useRole();
  const myScope = isKnownRole(myRole) ? scopeOfRole(myRole) : 'own';
  const roles = useMemo(() => {
    const offered: StaffRole[] = isKnownRole(myRole) ? assignableRoles(myRole) : [];
    if (account && account.role !== 'Student' && !offered.includes(account.role)) {
      offered.push(account.role);
    }
    return offered;
  }, [myRole, account]);

  const role = Form.useWatch('role', form);
  const universityId = Form.useWatch('universityId', form);
  const level = role ? levelOfRole(role) : null;
  const needsUniversity = level === 'university' || level === 'campus';
  const needsCampus = level === 'campus';

  const [universities, setUniversities] = useState<NamedRow[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    listUniversities().then(
      (rows) => {
        if (active) setUniversities(rows);
      },
      (error: unknown) => console.error('Loading universities failed', error),
    );
    return () => {
      active = false;
    };
  }, []);

  const [campusRows, setCampusRows] = useState<{ universityId: number; rows: NamedRow[] } | null>(
    null,
  );
  useEffect(() => {
    let active = true;
    if (!needsCampus || !universityId) return undefined;
    listCampuses(universityId).then(
      (rows) => {
        if (active) setCampusRows({ universityId, rows });
      },
      (error: unknown) => console.error('Loading campuses failed', error),
    );
    return () => {
      active = false;
    };
  }, [needsCampus, universityId]);
  const campuses =
    needsCampus && campusRows && campusRows.universityId === universityId ? campusRows.rows : [];

  // The caller's own university or campus, fixed for callers below the nation.
  const fixedUniversity = myScope === 'nation' ? null : (me?.universityId ?? null);
  const fixedCampus = myScope === 'campus' ? (me?.campusId ?? null) : null;

  useEffect(() => {
    // Before the form reports its role (first render) nothing is known yet: keep the values.
    if (!role) return;
    if (!needsUniversity) {
      form.setFieldsValue({ universityId: undefined, campusId: undefined });
      return;
    }
    if (fixedUniversity !== null) form.setFieldsValue({ universityId: fixedUniversity });
    if (!needsCampus) form.setFieldsValue({ campusId: undefined });
    else if (fixedCampus !== null) form.setFieldsValue({ campusId: fixedCampus });
  }, [form, role, needsUniversity, needsCampus, fixedUniversity, fixedCampus]);

  const initialValues: AccountValues = account
    ? {
        firstName: account.firstName,
        middleName: account.middleName ?? undefined,
        lastName: account.lastName,
        email: account.email,
        phoneNumber: account.phoneNumber ?? undefined,
        gender: account.gender ?? undefined,
        role: account.role === 'Student' ? undefined : account.role,
        universityId: account.universityId ?? undefined,
        campusId: account.campusId ?? undefined,
      }
    : {};

  const fillFromEmployee = (employee: EmployeeOption) => {
    form.setFieldsValue({
      firstName: employee.firstName,
      middleName: employee.middleName ?? undefined,
      lastName: employee.lastName,
      ...(employee.email ? { email: employee.email } : {}),
      ...(employee.phoneNumber ? { phoneNumber: employee.phoneNumber } : {}),
      ...(isGender(employee.gender) ? { gender: employee.gender } : {}),
    });
  };

  async function submit(values: AccountValues) {
    // The form requires a role: it is submitted only with one.
    const role = values.role;
    if (role === undefined) return;
    const body: AddUserRequest = {
      firstName: values.firstName?.trim() ?? '',
      middleName: blankToNull(values.middleName),
      lastName: values.lastName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      phoneNumber: blankToNull(values.phoneNumber),
      gender: values.gender ?? null,
      role,
      universityId: needsUniversity ? (values.universityId ?? null) : null,
      campusId: needsCampus ? (values.campusId ?? null) : null,
      employeeId: values.employeeId ?? null,
    };
    setSaving(true);
    try {
      if (mode === 'create') {
        const created = await addUser(body);
        notice.success(t(USER_MESSAGES.created));
        form.resetFields();
        onCreated?.(created);
      } else if (account) {
        const { email: _email, employeeId: _employee, ...changes } = body;
        const saved = await updateUser(account.id, changes);
        notice.success(t(USER_MESSAGES.updated));
        onUpdated?.(saved);
      }
    } catch (error) {
      const failure = saveFailureOf(error);
      const fields: Record<string, string> = {};
      for (const [name, message] of Object.entries(failure.fields)) {
        if (FIELD_NAMES.some((field) => field === name)) fields[name] = message;
      }
      if (failure.status === 409 && mode === 'create' && !fields.email) {
        fields.email = t(USER_MESSAGES.emailTaken);
      }
      applyFieldErrors(form, fields);
      notice.error(
        mode === 'create' ? `${t(USER_MESSAGES.addFailure)} ${failure.cause}` : failure.cause,
      );
    } finally {
      setSaving(false);
    }
  }

  const fixedUniversityLocked = fixedUniversity !== null;
  const fixedCampusLocked = fixedCampus !== null;
  const col = { xs: 24, md: 12, xl: 8 };

  return (
    <Form<AccountValues>
      form={form}
      layout="vertical"
      name={`account-${mode}`}
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      data-testid={`account-form-${mode}`}
    >
      <Row gutter={16}>
        {mode === 'create' ? (
          <Col xs={24}>
            <Form.Item name="employeeId" label={t('Employee')} htmlFor="account-employeeId">
              <EmployeeSelect onPicked={fillFromEmployee} />
            </Form.Item>
          </Col>
        ) : null}
        <Col {...col}>
          <Form.Item name="firstName" label={t('First Name')} rules={rules('firstName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="middleName" label={t('Middle Name')} rules={rules('middleName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="lastName" label={t('Last Name')} rules={rules('lastName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        {mode === 'create' ? (
          <Col {...col}>
            <Form.Item name="email" label={t('Email')} rules={rules('email')}>
              <Input type="email" maxLength={254} />
            </Form.Item>
          </Col>
        ) : null}
        <Col {...col}>
          <Form.Item name="phoneNumber" label={t('Phone Number')} rules={rules('phoneNumber')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="gender" label={t('Gender')}>
            <Select
              allowClear
              options={GENDER_CHOICES.map((choice) => ({
                value: String(choice.value),
                label: t(choice.label),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="role"
            label={t('Role')}
            rules={[{ required: true, message: t(USER_MESSAGES.roleRequired) }]}
          >
            <Select options={roles.map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        {needsUniversity ? (
          <Col {...col}>
            <Form.Item
              name="universityId"
              label={t('University')}
              rules={[{ required: true, message: t(USER_MESSAGES.universityRequired) }]}
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                disabled={fixedUniversityLocked}
                onChange={() => form.setFieldsValue({ campusId: undefined })}
                options={universities.map((row) => ({ value: row.id, label: row.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        {needsCampus ? (
          <Col {...col}>
            <Form.Item
              name="campusId"
              label={t('Campus')}
              rules={[{ required: true, message: t(USER_MESSAGES.campusRequired) }]}
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                disabled={fixedCampusLocked || !universityId}
                options={campuses.map((row) => ({ value: row.id, label: row.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {mode === 'create' ? t('Add User') : t('Save')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('Cancel')}</Button> : null}
      </Space>
    </Form>
  );
}
