/** What the tests of the earlier client's calls share: its reads as a signed-in user sends them. */
import { withToken, type TestApp } from '../test/helpers';

/** People by gender as the client reads them. */
export interface People {
  male: number;
  female: number;
  others: number;
  total: number;
}

export const sumOf = (rows: readonly { total: number }[]) =>
  rows.reduce((all, row) => all + row.total, 0);

/** A GET of `url` under /api with the token of `who`. */
export const clientGet =
  (t: () => TestApp, tokens: () => Record<string, string>) => (who: string, url: string) =>
    t().app.inject(withToken(tokens()[who] ?? '', { method: 'GET', url: `/api${url}` }));
