import 'fake-indexeddb/auto';
import { signInSuccess } from './sessionSlice';
import { apiClient } from './apiClient';
import { createAppStore } from './store';
import { outboxState, sendQueuedWrites, QueuedWriteError } from './outbox';
import {
  installMemoryStorage,
  mockApi,
  sampleUser,
  type ApiReply,
  type MockedApi,
} from './testing';

let api: MockedApi | null = null;
beforeEach(() => installMemoryStorage());
afterEach(() => {
  api?.restore();
  api = null;
});

/** Every request answered by `reply` in turn (the last one repeated). */
function answering(...replies: ApiReply[]) {
  let next = 0;
  api = mockApi(() => replies[Math.min(next++, replies.length - 1)]!);
  return api;
}

describe('the outbox', () => {
  it('keys every write, and keeps a signed-in user’s write that got no answer', async () => {
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    const mocked = answering({ status: 201, data: { id: 1 } }, { networkError: true });
    await apiClient.post('/Faculty', { facultyName: 'Science' });
    const key = mocked.calls[0]?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    // Reads carry no key.
    await apiClient.get('/Faculty').catch(() => undefined);
    expect(mocked.calls[1]?.headers['idempotency-key']).toBeUndefined();

    const kept = await apiClient
      .put('/StudentAttendance', { date: '2026-11-29', marks: [1, 2] })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(kept).toBeInstanceOf(QueuedWriteError);
    expect(outboxState().queued).toHaveLength(1);
    expect(outboxState().online).toBe(false);
    const queuedKey = outboxState().queued[0]?.key;

    // The link is back: sent once more with the same key, then forgotten.
    const back = answering({ status: 200, data: {} });
    await sendQueuedWrites();
    expect(back.calls).toHaveLength(1);
    expect(back.calls[0]).toMatchObject({
      method: 'PUT',
      url: '/StudentAttendance',
      data: { date: '2026-11-29', marks: [1, 2] },
    });
    expect(back.calls[0]?.headers['idempotency-key']).toBe(queuedKey);
    expect(outboxState().queued).toHaveLength(0);
    expect(outboxState().results[0]).toMatchObject({ outcome: 'sent', url: '/StudentAttendance' });
  });

  it('sends in order, reports a refusal with its field messages, and stops while the link is down', async () => {
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    answering({ networkError: true });
    for (const name of ['first', 'second', 'third']) {
      await expect(apiClient.post('/Batch', { batchName: name })).rejects.toBeInstanceOf(
        QueuedWriteError,
      );
    }
    // Still down: nothing is lost.
    const down = answering({ networkError: true });
    await sendQueuedWrites();
    expect(down.calls).toHaveLength(1);
    expect(outboxState().queued).toHaveLength(3);

    const refusal: ApiReply = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Check the fields.',
        fields: { batchName: 'Batch already exists!' },
      },
    };
    const back = answering({ status: 201, data: {} }, refusal, { status: 201, data: {} });
    await sendQueuedWrites();
    expect(back.calls.map((call) => (call.data as { batchName: string }).batchName)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(outboxState().queued).toHaveLength(0);
    const refused = outboxState().results.find((result) => result.outcome === 'refused');
    expect(refused?.fields).toEqual({ batchName: 'Batch already exists!' });
  });

  it('tells the link is down when a read gets no answer, and up again at the next answer', async () => {
    createAppStore();
    answering({ status: 200, data: [] });
    await apiClient.get('/Faculty');
    expect(outboxState().online).toBe(true);
    // navigator.onLine still says online, as on a Wi-Fi whose uplink is lost.
    answering({ networkError: true });
    await expect(apiClient.get('/Faculty')).rejects.toBeDefined();
    expect(outboxState().online).toBe(false);
    answering({ status: 200, data: [] });
    await apiClient.get('/Faculty');
    expect(outboxState().online).toBe(true);
  });

  it('never keeps sign-in, uploads, or writes made before sign-in', async () => {
    createAppStore();
    answering({ networkError: true });
    await expect(apiClient.post('/Faculty', { facultyName: 'X' })).rejects.not.toBeInstanceOf(
      QueuedWriteError,
    );
    const { store } = createAppStore();
    store.dispatch(signInSuccess(sampleUser()));
    await expect(apiClient.post('/User/Logout', {})).rejects.not.toBeInstanceOf(QueuedWriteError);
    const upload = new FormData();
    upload.append('title', 'photo');
    await expect(apiClient.post('/Student/1/Documents', upload)).rejects.not.toBeInstanceOf(
      QueuedWriteError,
    );
    expect(outboxState().queued).toHaveLength(0);
  });
});
