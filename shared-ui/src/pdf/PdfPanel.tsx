import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { saveFile } from '../resource/api';
import { usePdfPreview } from './pdfFiles';

/** The panel's own buttons. */
export const PDF_PANEL_TEXTS = { print: 'Print', download: 'Download PDF' } as const;

export interface PdfPanelTexts {
  /** The frame's title, e.g. "Receipt preview". */
  preview: string;
  /** While the PDF is made, e.g. "Preparing the receipt…". */
  loading: string;
  /** When it could not be made (the API's reason is shown instead when it gives one). */
  failed: string;
}

export interface PdfPanelProps {
  /** The PDF's API path; null: nothing to show. */
  path: string | null;
  /** The name a download is saved as. */
  fileName: string;
  texts: PdfPanelTexts;
  /** Grows when what the PDF prints changed (a cancelled receipt): fetched again. */
  version?: string | number;
  /** More buttons after Print and Download. */
  actions?: ReactNode;
}

/**
 * A printed document (receipt, letter, certificate): its PDF fetched through the API, shown in
 * a frame, with Print (the browser's dialog for the frame) and Download.
 */
export function PdfPanel({ path, fileName, texts, version, actions }: PdfPanelProps) {
  const pdf = usePdfPreview(texts.failed);
  const frame = useRef<HTMLIFrameElement>(null);
  const { show } = pdf;
  useEffect(() => {
    if (path) void show(path);
  }, [path, show, version]);
  const ready = pdf.state.status === 'ready';

  function print() {
    const view = frame.current?.contentWindow;
    if (!view) return;
    view.focus();
    view.print();
  }

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {path ? (
          <>
            <Button disabled={!ready} onClick={print}>
              {PDF_PANEL_TEXTS.print}
            </Button>
            <Button
              disabled={!ready}
              onClick={() => {
                if (pdf.state.status === 'ready') saveFile(pdf.state.blob, fileName);
              }}
            >
              {PDF_PANEL_TEXTS.download}
            </Button>
          </>
        ) : null}
        {actions}
      </Space>
      {pdf.state.status === 'failed' ? (
        <Alert type="error" showIcon title={pdf.state.message} />
      ) : null}
      {path && (pdf.state.status === 'loading' || pdf.state.status === 'idle') ? (
        <Spin description={texts.loading} />
      ) : null}
      {pdf.state.status === 'ready' ? (
        <iframe
          ref={frame}
          title={texts.preview}
          src={pdf.state.url}
          style={{ width: '100%', maxWidth: 820, height: 760, border: '1px solid #d9d9d9' }}
        />
      ) : null}
    </>
  );
}
