import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hemis/shared-contracts';
import { useMessages } from '../i18n/texts';

/** The catch-all screen: 'Oops!', '404 Error: Page not found', 'Go to homepage'. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const message = useMessages();
  return (
    <Result
      status="404"
      title={message(MESSAGES.notFoundPage.title)}
      subTitle={message(MESSAGES.notFoundPage.subtitle)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {message(MESSAGES.notFoundPage.action)}
        </Button>
      }
    />
  );
}
