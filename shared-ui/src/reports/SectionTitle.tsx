import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * A report section's title on its card (the summary report, the home charts): a heading that
 * wraps, since section names are long and a card's title would otherwise be cut off.
 */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'normal' }}>
      {children}
    </Typography.Title>
  );
}
