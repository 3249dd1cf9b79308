import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hemis/shared-contracts';

/** The catch-all screen: 'Oops!', '404 Error: Page not found', 'Go to homepage'. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={MESSAGES.notFoundPage.title}
      subTitle={MESSAGES.notFoundPage.subtitle}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {MESSAGES.notFoundPage.action}
        </Button>
      }
    />
  );
}
