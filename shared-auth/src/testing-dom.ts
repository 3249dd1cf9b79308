/**
 * Screen-test set-up that jest.setup.ts does not (yet) do. Import this first in a *.test.tsx file.
 * - react-router 7 needs TextEncoder, which jsdom lacks.
 * - antd 6's form (Form.useWatch) schedules work through MessageChannel, which jsdom lacks; a
 *   timer-based stand-in keeps the test process free of open message ports.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

type MessageHandler = ((event: { data: unknown }) => void) | null;

class TimerMessagePort {
  onmessage: MessageHandler = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
