import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Descriptions, Result, Spin } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  CARD_MESSAGES,
  STUDENT_PATHS,
  cardVerificationSchema,
  formatBsAd,
  type CardVerification,
} from '@hemis/shared-contracts';
import { PublicCard } from './LoginPage.parts';

export const VERIFY_CARD_TEXTS = {
  title: 'Identity Card Verification',
  checking: 'Checking the card…',
  failed: 'The card could not be checked. Please try again.',
  retry: 'Try again',
  validTitle: 'Valid card',
  invalidTitle: 'Not a valid card',
} as const;

type Check =
  | { status: 'loading' }
  | { status: 'done'; result: CardVerification }
  | { status: 'failed'; message: string };

/** What the result says: the valid text, or why the card is not valid. */
export function verdictOf(result: CardVerification): string {
  if (result.valid) return CARD_MESSAGES.valid;
  return CARD_MESSAGES[result.reason ?? 'unknown'];
}

/**
 * /verify-card/:token (public; what a card's QR code opens): whether the card is valid, with
 * the details printed on it, so whoever scans it can compare them with the card in hand.
 */
export default function VerifyCardPage() {
  const { token = '' } = useParams();
  const [round, setRound] = useState(0);
  // The answer belongs to one token and attempt; until it comes, the page is checking.
  const key = `${round}:${token}`;
  const [answer, setAnswer] = useState<{ key: string; check: Check } | null>(null);
  const check: Check = answer?.key === key ? answer.check : { status: 'loading' };

  useEffect(() => {
    let current = true;
    const setCheck = (value: Check) => setAnswer({ key, check: value });
    apiClient.get<unknown>(STUDENT_PATHS.verifyCard(token)).then(
      (response) => {
        const parsed = cardVerificationSchema.safeParse(response.data);
        if (!current) return;
        setCheck(
          parsed.success
            ? { status: 'done', result: parsed.data }
            : { status: 'failed', message: VERIFY_CARD_TEXTS.failed },
        );
      },
      (error: unknown) => {
        console.error('Checking the identity card failed', error);
        if (current) {
          setCheck({
            status: 'failed',
            message: apiErrorOf(error)?.message ?? VERIFY_CARD_TEXTS.failed,
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [token, key]);

  return (
    <PublicCard title={VERIFY_CARD_TEXTS.title} width={560}>
      {check.status === 'loading' ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin description={VERIFY_CARD_TEXTS.checking} />
        </div>
      ) : null}
      {check.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={check.message}
          action={
            <Button size="small" onClick={() => setRound((value) => value + 1)}>
              {VERIFY_CARD_TEXTS.retry}
            </Button>
          }
        />
      ) : null}
      {check.status === 'done' ? (
        <>
          <Result
            status={check.result.valid ? 'success' : 'error'}
            title={
              check.result.valid ? VERIFY_CARD_TEXTS.validTitle : VERIFY_CARD_TEXTS.invalidTitle
            }
            subTitle={verdictOf(check.result)}
          />
          {check.result.studentName ? (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Student">{check.result.studentName}</Descriptions.Item>
              <Descriptions.Item label="Campus">{check.result.campusName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Program">
                {check.result.programName ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Registration No.">
                {check.result.registrationNo ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Issued on">
                {formatBsAd(check.result.issuedOn) || '-'}
              </Descriptions.Item>
              <Descriptions.Item label="Valid until">
                {formatBsAd(check.result.validUntil) || '-'}
              </Descriptions.Item>
            </Descriptions>
          ) : null}
        </>
      ) : null}
    </PublicCard>
  );
}
