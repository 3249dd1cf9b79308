import { useEffect, useRef } from 'react';
import { Form, Input, Select } from 'antd';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type Choice,
} from '@hemis/shared-contracts';
import { formatBytes } from '../resource/uploadInput';
import { kitTexts } from '../i18n';
import { useCallerTexts, useFormatting } from '../i18n/format';
import { documentFileRule } from './documentFiles';

/** The props antd's Form.Item hands a file control. */
export interface FileControlProps {
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}

/**
 * A native file picker as a form control, taking `accept` types; it empties itself when the form
 * clears its value (a reset), which a bare `<input type="file">` does not.
 */
export function NativeFileInput({
  accept,
  value,
  onChange,
  id,
}: FileControlProps & { accept: readonly string[] }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <input
      ref={input}
      id={id}
      type="file"
      accept={accept.join(',')}
      style={{ maxWidth: '100%' }}
      onChange={(event) => onChange?.(event.target.files?.[0] ?? null)}
    />
  );
}

/** A native file picker as a form control (PDF, PNG, JPEG). */
export function DocumentFileInput(props: FileControlProps) {
  return <NativeFileInput accept={DOCUMENT_ACCEPT} {...props} />;
}

/**
 * The fields of one document (type, title, file) inside a Form; `labelPrefix` tells them apart
 * where they stand beside the record's own fields ("Document Title").
 */
export function DocumentFormItems({
  types,
  labelPrefix = '',
  selectWidth,
}: {
  types: readonly Choice[];
  labelPrefix?: string;
  selectWidth?: number;
}) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  return (
    <>
      <Form.Item
        name="documentType"
        label={t('Document Type')}
        rules={[{ required: true, message: t(DOCUMENT_MESSAGES.typeRequired) }]}
      >
        <Select
          style={selectWidth ? { minWidth: selectWidth } : undefined}
          placeholder={t('Select Document Type')}
          options={types.map((choice) => ({ ...choice, label: shown(choice.label) }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t(`${labelPrefix}Title`)}>
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item
        name="file"
        label={t(`${labelPrefix}File`)}
        rules={[documentFileRule]}
        extra={t('PDF, PNG, JPEG; at most {{size}}', { size: formatBytes(DOCUMENT_MAX_BYTES) })}
      >
        <DocumentFileInput />
      </Form.Item>
    </>
  );
}
