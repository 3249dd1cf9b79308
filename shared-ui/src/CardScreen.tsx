import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useCallerTexts } from './i18n/format';

/**
 * A screen whose body is one card (an attendance register, a student import, upgrade or report):
 * its title, a declared English text translated here, over the card.
 */
export function CardScreen({
  testId,
  title,
  children,
}: {
  testId: string;
  title: string;
  children: ReactNode;
}) {
  const shown = useCallerTexts();
  return (
    <div data-testid={testId}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {shown(title)}
      </Typography.Title>
      <Card>{children}</Card>
    </div>
  );
}
