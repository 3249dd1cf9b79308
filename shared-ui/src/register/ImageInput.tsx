import { Space, Typography } from 'antd';
import type { UploadSpec } from '@hemis/shared-contracts';
import { NativeFileInput, type FileControlProps } from '../documents/DocumentFormItems';
import { formatBytes, uploadHint, uploadProblem } from '../resource/uploadInput';
import { useFormatting } from '../i18n/format';

/** An image picker (photo, signature) with its accepted types and size, and the chosen file. */
export function ImageInput({ spec, value, ...props }: FileControlProps & { spec: UploadSpec }) {
  useFormatting();
  return (
    <Space orientation="vertical" size={4}>
      <NativeFileInput accept={spec.accept} value={value} {...props} />
      <Typography.Text type="secondary">{uploadHint(spec)}</Typography.Text>
      {value && !uploadProblem(value, spec) ? (
        <Typography.Text>
          {value.name} ({formatBytes(value.size)})
        </Typography.Text>
      ) : null}
    </Space>
  );
}
