import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { saveFile } from '../resource/api';
import { usePdfPreview, type PdfPreview } from './pdfFiles';
import { kitTexts } from '../i18n';
import { shownMessage, useCallerTexts } from '../i18n/format';

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

/** The frame's size: a document page (the default) or a smaller card. */
const FRAME_SIZES = {
  page: { maxWidth: 820, height: 760 },
  card: { maxWidth: 560, height: 380 },
} as const;

export interface PdfViewProps {
  /** The preview of `usePdfPreview`, fetched by the caller. */
  pdf: PdfPreview;
  /** Whether a PDF is asked for: without one, no buttons and no spinner. */
  asked: boolean;
  fileName: string;
  texts: PdfPanelTexts;
  actions?: ReactNode;
  frame?: keyof typeof FRAME_SIZES;
}

/**
 * A fetched PDF shown in a frame, with Print (the browser's dialog for the frame), Download and
 * the caller's buttons; its failure or its loading in their place.
 */
export function PdfView({ pdf, asked, fileName, texts, actions, frame = 'page' }: PdfViewProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  const ready = pdf.status === 'ready';

  function print() {
    const view = frameRef.current?.contentWindow;
    if (!view) return;
    view.focus();
    view.print();
  }

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {asked ? (
          <>
            <Button disabled={!ready} onClick={print}>
              {t(PDF_PANEL_TEXTS.print)}
            </Button>
            <Button
              disabled={!ready}
              onClick={() => {
                if (pdf.status === 'ready') saveFile(pdf.blob, fileName);
              }}
            >
              {t(PDF_PANEL_TEXTS.download)}
            </Button>
          </>
        ) : null}
        {actions}
      </Space>
      {pdf.status === 'failed' ? (
        <Alert type="error" showIcon title={shownMessage(pdf.message)} />
      ) : null}
      {asked && (pdf.status === 'loading' || pdf.status === 'idle') ? (
        <Spin description={shown(texts.loading)} />
      ) : null}
      {pdf.status === 'ready' ? (
        <iframe
          ref={frameRef}
          title={shown(texts.preview)}
          src={pdf.url}
          style={{ width: '100%', ...FRAME_SIZES[frame], border: '1px solid #d9d9d9' }}
        />
      ) : null}
    </>
  );
}

/**
 * A printed document (receipt, letter, certificate): its PDF fetched through the API and shown
 * by PdfView.
 */
export function PdfPanel({ path, fileName, texts, version, actions }: PdfPanelProps) {
  const { state, show } = usePdfPreview(texts.failed);
  useEffect(() => {
    if (path) void show(path);
  }, [path, show, version]);
  return (
    <PdfView
      pdf={state}
      asked={path !== null}
      fileName={fileName}
      texts={texts}
      actions={actions}
    />
  );
}
