import { Col, Form, type FormRule } from 'antd';
import type { FieldSpec, UploadSpec } from '@hemis/shared-contracts';
import { FieldInput, uploadRule } from '../resource/ResourceForm';
import type { FieldOverride, ResourceRow } from '../resource/types';
import { ImageInput } from './ImageInput';

/**
 * One contract field on a register's step, in the step's grid (a long text takes the row).
 * `hint` shows under it; `disabled` while it waits on another field (the province first).
 */
export function StepFieldItem({
  name,
  spec,
  rules,
  hint,
  disabled,
  choices,
  override = {},
  validateFirst,
}: {
  name: string;
  spec: FieldSpec;
  rules: FormRule[];
  hint: string | undefined;
  disabled: boolean;
  choices: readonly ResourceRow[] | undefined;
  override?: FieldOverride;
  validateFirst?: boolean;
}) {
  return (
    <Col xs={24} md={12} lg={spec.kind === 'longText' ? 24 : 8}>
      <Form.Item
        name={name}
        label={spec.label}
        rules={rules}
        validateFirst={validateFirst}
        valuePropName={spec.kind === 'flag' ? 'checked' : 'value'}
        extra={hint}
      >
        <FieldInput
          field={{ name, spec, label: spec.label, override }}
          disabled={disabled}
          choices={choices}
        />
      </Form.Item>
    </Col>
  );
}

/** An image (photo, signature) picked on a register's last step, checked against its spec. */
export function ImageFormItem({ name, spec }: { name: string; spec: UploadSpec }) {
  return (
    <Form.Item name={name} label={spec.label} rules={[uploadRule(spec.label, spec)]}>
      <ImageInput spec={spec} />
    </Form.Item>
  );
}
