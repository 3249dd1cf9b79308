import type { ReactNode } from 'react';
import { Col, Divider, Form, type FormRule } from 'antd';
import { shownLabel, type FieldSpec, type UploadSpec } from '@hemis/shared-contracts';
import { FieldInput } from '../resource/FieldInput';
import { uploadRule } from '../resource/uploadInput';
import type { FieldOverride, ResourceRow } from '../resource/types';
import { ImageInput } from './ImageInput';
import { useCallerTexts } from '../i18n/format';

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
  before,
}: {
  name: string;
  spec: FieldSpec;
  rules: FormRule[];
  hint: string | undefined;
  disabled: boolean;
  choices: readonly ResourceRow[] | undefined;
  override?: FieldOverride;
  validateFirst?: boolean;
  /** Shown on a row of its own before the field (an address's "Same as permanent" box). */
  before?: ReactNode;
}) {
  // The contract's label, heading and hint, in the current language.
  const shown = useCallerTexts();
  const item = (
    <Col xs={24} md={12} lg={spec.kind === 'longText' ? 24 : 8}>
      <Form.Item
        name={name}
        label={shown(shownLabel(spec))}
        rules={rules}
        validateFirst={validateFirst}
        valuePropName={spec.kind === 'flag' ? 'checked' : 'value'}
        extra={hint ? shown(hint) : hint}
      >
        <FieldInput
          field={{ name, spec, label: spec.label, override }}
          disabled={disabled}
          choices={choices}
        />
      </Form.Item>
    </Col>
  );
  if (!spec.section && !before) return item;
  // The contract's heading of a group (an address's "Permanent Address"), then what goes before.
  return (
    <>
      {spec.section ? (
        <Col span={24}>
          <Divider titlePlacement="start" plain>
            {shown(spec.section)}
          </Divider>
        </Col>
      ) : null}
      {before ? <Col span={24}>{before}</Col> : null}
      {item}
    </>
  );
}

/** An image (photo, signature) picked on a register's last step, checked against its spec. */
export function ImageFormItem({ name, spec }: { name: string; spec: UploadSpec }) {
  const shown = useCallerTexts();
  return (
    <Form.Item name={name} label={shown(spec.label)} rules={[uploadRule(spec.label, spec)]}>
      <ImageInput spec={spec} />
    </Form.Item>
  );
}
