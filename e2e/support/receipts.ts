import { apiCall, apiToken } from './api';
import { runtime } from './runtime';

/** A verified student of campus 49 other than the demo student (who pays online in the receipt tests). */
export async function studentForCounter(token: string): Promise<number> {
  const studentToken = await apiToken('student@hemis.test', runtime().demoPassword);
  const own = (await apiCall(studentToken, 'GET', '/Student/Me')).body as {
    record: { id: number };
  };
  const answer = await apiCall(token, 'GET', '/Student?pageSize=50&verificationStatus=verified');
  const rows = (answer.body as { data: { id: number }[] }).data;
  const row = rows.find((candidate) => candidate.id !== own.record.id);
  if (!row) throw new Error('no verified student of campus 49');
  return row.id;
}
