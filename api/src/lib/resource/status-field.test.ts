// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { signedInApp, type Method } from '../../test/signed-in';
import type { InjectOptions } from 'fastify';
import {
  INPUT_MESSAGES,
  batchContract,
  budgetSetupContract,
  departmentContract,
  examTypeContract,
  holidayContract,
  levelContract,
  sectionContract,
} from '@hemis/shared-contracts';

/**
 * A status is one type, as its contract says: Active/Inactive is the boolean `status` (the
 * `status` field kind; "Active"/"Inactive" are its labels, and list filters take it as the text
 * "true"/"false"). An update takes true or false, and refuses any other type with the field's
 * message, changing nothing, on each resource the probe of issue 31 named.
 */
const CONTRACTS = [
  levelContract,
  batchContract,
  sectionContract,
  departmentContract,
  holidayContract,
  budgetSetupContract,
  examTypeContract,
];
const NOT_A_STATUS: readonly unknown[] = ['true', 'Active', 'active', 1, 0, null, [true], {}];

// The campus administrator keeps each of these masters for the campus.
const signedIn = signedInApp(['collegeadmin']);

type Row = { id: number; status: boolean; campusId: number | null; updatedAt: string };
const call = (method: Method, url: string, payload?: InjectOptions['payload']) =>
  signedIn.call('collegeadmin', { method, url, payload });

describe.each(CONTRACTS.map((contract) => [contract.name, contract] as const))(
  '%s status',
  (_name, contract) => {
    it('takes true or false only; anything else is a field message and changes nothing', async () => {
      expect(contract.fields.status?.kind).toBe('status');
      const url = `/api${contract.path}`;
      const list = await call('GET', `${url}?pageSize=100`);
      const row = list.json<{ data: Row[] }>().data.find((one) => one.campusId !== null);
      if (!row) throw new Error(`no row of the campus in ${url}`);
      for (const value of NOT_A_STATUS) {
        const refused = await call(contract.updateMethod, `${url}/${row.id}`, { status: value });
        expect({ value, statusCode: refused.statusCode }).toEqual({ value, statusCode: 400 });
        const fields = refused.json<{ fields: Record<string, string> }>().fields;
        expect(Object.keys(fields)).toEqual(['status']);
        if (typeof value !== 'object') {
          expect(fields.status).toBe(INPUT_MESSAGES.flag(contract.fields.status?.label ?? ''));
        }
      }
      const unchanged = (await call('GET', `${url}?pageSize=100`))
        .json<{ data: Row[] }>()
        .data.find((one) => one.id === row.id);
      expect(unchanged).toMatchObject({ status: row.status, updatedAt: row.updatedAt });

      const off = await call(contract.updateMethod, `${url}/${row.id}`, { status: !row.status });
      expect(off.statusCode).toBe(200);
      expect(off.json<Row>().status).toBe(!row.status);
      const on = await call(contract.updateMethod, `${url}/${row.id}`, { status: row.status });
      expect(on.json<Row>().status).toBe(row.status);
    });
  },
);
