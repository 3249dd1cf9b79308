import type { CSSProperties, ReactNode } from 'react';
import { Button, Space } from 'antd';
import { kitTexts } from '../i18n';

export const REPORT_TOOLBAR_TEXTS = { export: 'Export' } as const;

/** A report's export (`useExport`): whether it runs, and how to start it. */
export interface ReportExporter {
  exporting: boolean;
  run: () => void;
}

/**
 * A report's filters in a row with its Export button at the end, the one look of the student
 * and staff reports' toolbars; a null `exporter` (no export permission) shows no button.
 */
export function ReportToolbar({
  filters,
  exporter,
  style,
}: {
  filters: ReactNode;
  exporter: ReportExporter | null;
  style?: CSSProperties;
}) {
  const t = kitTexts.useTexts();
  return (
    <Space wrap style={style}>
      {filters}
      {exporter ? (
        <Button loading={exporter.exporting} onClick={exporter.run}>
          {t(REPORT_TOOLBAR_TEXTS.export)}
        </Button>
      ) : null}
    </Space>
  );
}
