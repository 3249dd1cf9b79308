import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

export interface PublicCardProps {
  title: ReactNode;
  /** Shown above the title (the campus logo on the sign-in screen). */
  cover?: ReactNode;
  width?: number;
  children: ReactNode;
}

/** A centered card on the light grey page, as every public screen shows. */
export function PublicCard({ title, cover, width = 440, children }: PublicCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        padding: '48px 16px',
      }}
    >
      <Card style={{ width: '100%', maxWidth: width }}>
        {cover}
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
