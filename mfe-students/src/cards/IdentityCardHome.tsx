import { Result } from 'antd';

// Being built (issue 5): its owner replaces this file.
export default function IdentityCardHome() {
  return <Result status="info" title="Identity Cards" subTitle="This screen is being built." />;
}
