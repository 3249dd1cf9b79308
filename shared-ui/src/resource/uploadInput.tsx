import { useEffect, useRef, useState } from 'react';
import { Space, Typography } from 'antd';
import type { FormRule } from 'antd';
import { uploadedFileUrl, type UploadSpec } from '@hemis/shared-contracts';
import type { ResolvedUpload, UploadMessages } from './types';
import { inDigits, kitTexts } from '../i18n';
import { callerText, useCallerTexts, useFormatting } from '../i18n/format';

interface FileInputProps {
  upload: ResolvedUpload;
  /** The stored file name of the edited row. */
  current?: unknown;
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}

function isImageUpload(spec: UploadSpec): boolean {
  return spec.accept.length > 0 && spec.accept.every((type) => type.startsWith('image/'));
}

/** "1.5 MB", "2 KB", "300 B" (in the user's digits) */
export function formatBytes(bytes: number): string {
  const short = (value: number) => value.toFixed(1).replace(/\.0$/, '');
  if (bytes >= 1024 * 1024) return inDigits(`${short(bytes / (1024 * 1024))} MB`);
  if (bytes >= 1024) return inDigits(`${short(bytes / 1024)} KB`);
  return inDigits(`${bytes} B`);
}

/** "PNG, JPEG, WEBP; at most 2 MB" (in the current language) */
export function uploadHint(spec: UploadSpec): string {
  const types = spec.accept.map((type) => (type.split('/')[1] ?? type).toUpperCase()).join(', ');
  const size = formatBytes(spec.maxBytes);
  return types
    ? kitTexts.translate('{{types}}; at most {{size}}', { types, size })
    : kitTexts.translate('At most {{size}}', { size });
}

/** Why a file does not fit the upload rule: 'type', 'size', or null when it fits. */
export function uploadProblem(file: File, spec: UploadSpec): 'type' | 'size' | null {
  if (spec.accept.length > 0 && !spec.accept.includes(file.type)) return 'type';
  if (file.size > spec.maxBytes) return 'size';
  return null;
}

/** One file (a logo): the stored one (a thumbnail for images), a native picker for a new one. */
export function FileInput({ upload, current, value, onChange, id }: FileInputProps) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  // A refused file stays the value (its message shows) but the picker starts afresh.
  const [pickerKey, setPickerKey] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  const stored = uploadedFileUrl(current);
  const image = isImageUpload(upload.spec);
  return (
    <Space align="start" size="large" wrap>
      {stored && image ? (
        <img
          src={stored}
          alt={t('Current {{label}}', { label: shown(upload.label).toLowerCase() })}
          style={{ width: 64, height: 64, objectFit: 'contain' }}
        />
      ) : null}
      {stored && !image ? (
        <a href={stored} target="_blank" rel="noreferrer">
          {String(current)}
        </a>
      ) : null}
      <Space orientation="vertical" size={4}>
        <input
          key={pickerKey}
          ref={input}
          id={id}
          type="file"
          accept={upload.spec.accept.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file && uploadProblem(file, upload.spec)) setPickerKey((key) => key + 1);
            onChange?.(file);
          }}
        />
        <Typography.Text type="secondary">{uploadHint(upload.spec)}</Typography.Text>
        {value && !uploadProblem(value, upload.spec) ? (
          <Typography.Text data-testid="chosen-file">
            {value.name} ({value.type}, {formatBytes(value.size)})
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}

/** The client-side check of a chosen file against the contract's upload rule (its messages in the current language). */
export function uploadRule(label: string, spec: UploadSpec, texts: UploadMessages = {}): FormRule {
  const t = kitTexts.translate;
  return {
    validator: async (_rule, value: unknown) => {
      if (!(value instanceof File)) return;
      const problem = uploadProblem(value, spec);
      if (problem === 'type') {
        throw new Error(
          texts.type !== undefined
            ? callerText(texts.type)
            : t('{{label}}: this type of file is not accepted', { label: callerText(label) }),
        );
      }
      if (problem === 'size') {
        throw new Error(
          texts.size !== undefined
            ? callerText(texts.size)
            : t('{{label}} must be at most {{size}}', {
                label: callerText(label),
                size: formatBytes(spec.maxBytes),
              }),
        );
      }
    },
  };
}
