import { createRoot } from 'react-dom/client';
import { startFullApp } from './fullApp';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
startFullApp(createRoot(container)).catch((error: unknown) => {
  console.error('HEMIS could not start', error);
});
