import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Result, Spin } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  DOCUMENT_KINDS,
  VERIFY_PATHS,
  documentVerificationSchema,
  isDocumentKind,
  type DocumentKind,
  type DocumentVerification,
} from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PublicCard } from './LoginPage.parts';

export const VERIFY_TEXTS = {
  title: '{{document}} Verification',
  document: 'Document',
  checking: 'Checking the document…',
  failed: 'The document could not be checked. Please try again.',
  retry: 'Try again',
  validTitle: 'Genuine and valid',
  invalidTitle: 'Not valid',
} as const;

type Check =
  | { status: 'loading' }
  | { status: 'done'; result: DocumentVerification }
  | { status: 'failed'; message: string };

/**
 * /verify/:kind/:token (public; what the QR code of a printed document opens: identity cards,
 * receipts...): whether the document is genuine and valid, with what it should say, so whoever
 * holds the paper can compare. Cards printed earlier open /verify-card/:token (`kind` given).
 */
export default function VerifyDocumentPage({ kind: fixedKind }: { kind?: DocumentKind }) {
  const params = useParams();
  const kind = fixedKind ?? params.kind ?? '';
  const t = shellTexts.useTexts();
  const token = params.token ?? '';
  const [round, setRound] = useState(0);
  // The answer belongs to one document and attempt; until it comes, the page is checking.
  const key = `${round}:${kind}:${token}`;
  const [answer, setAnswer] = useState<{ key: string; check: Check } | null>(null);
  const check: Check = answer?.key === key ? answer.check : { status: 'loading' };

  useEffect(() => {
    let current = true;
    const setCheck = (value: Check) => setAnswer({ key, check: value });
    apiClient.get<unknown>(VERIFY_PATHS.document(kind, token)).then(
      (response) => {
        const parsed = documentVerificationSchema.safeParse(response.data);
        if (!current) return;
        setCheck(
          parsed.success
            ? { status: 'done', result: parsed.data }
            : { status: 'failed', message: VERIFY_TEXTS.failed },
        );
      },
      (error: unknown) => {
        console.error('Checking the document failed', error);
        if (current) {
          setCheck({
            status: 'failed',
            message: apiErrorOf(error)?.message ?? VERIFY_TEXTS.failed,
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [kind, token, key]);

  return (
    <PublicCard
      title={t(VERIFY_TEXTS.title, {
        document: t(isDocumentKind(kind) ? DOCUMENT_KINDS[kind] : VERIFY_TEXTS.document),
      })}
      width={560}
    >
      {check.status === 'loading' ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin description={t(VERIFY_TEXTS.checking)} />
        </div>
      ) : null}
      {check.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={translateMessage(check.message)}
          action={
            <Button size="small" onClick={() => setRound((value) => value + 1)}>
              {t(VERIFY_TEXTS.retry)}
            </Button>
          }
        />
      ) : null}
      {check.status === 'done' ? (
        <>
          <Result
            status={check.result.valid ? 'success' : 'error'}
            title={t(check.result.valid ? VERIFY_TEXTS.validTitle : VERIFY_TEXTS.invalidTitle)}
            subTitle={translateMessage(check.result.verdict)}
          />
          {check.result.facts.length > 0 ? (
            <Descriptions column={1} bordered size="small">
              {check.result.facts.map((fact) => (
                <Descriptions.Item key={fact.label} label={translateMessage(fact.label)}>
                  {fact.value || '-'}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : null}
        </>
      ) : null}
    </PublicCard>
  );
}
