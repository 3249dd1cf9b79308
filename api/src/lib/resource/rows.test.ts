import { defineResourceContract, integer, reference, text } from '@hemis/shared-contracts';
import type { AnyResourceContract } from '@hemis/shared-contracts';
import { createRowMapper, plain, sameValue } from './rows';

/** The row part alone: stored records -> API rows, with labels, uploads and extras. */

const contract = defineResourceContract({
  name: 'Thing',
  title: 'Thing',
  module: 'setup',
  ownership: 'nation',
  fields: {
    name: text('Name'),
    size: integer('Size'),
    ownerId: reference('Owner', 'Owner', 'name'),
  },
  uploads: { photo: { label: 'Photo', accept: ['image/png'], maxBytes: 10 } },
}) as unknown as AnyResourceContract;

const at = new Date('2026-01-02T03:04:05.000Z');
const labels = {
  referenceFields: [['ownerId', contract.fields.ownerId]] as never,
  labelsOf: async () => new Map([['ownerId', new Map([[7, 'Seven']])]]),
};
const uploads = {
  fields: ['photo'],
  valueOf: (record: Record<string, unknown>) => `link:${String(record.photo)}`,
};

describe('the row part', () => {
  it('answers the contract fields in order with ISO times, labels and upload values', async () => {
    const toRows = createRowMapper({ contract, labels, uploads });
    const [row] = await toRows([
      {
        id: 1,
        name: 'A',
        size: undefined,
        ownerId: 7,
        photo: 'p.png',
        createdAt: at,
        updatedAt: at,
        extra: 1,
      },
    ]);
    expect(row).toEqual({
      id: 1,
      universityId: null,
      campusId: null,
      name: 'A',
      size: null,
      ownerId: 7,
      photo: 'link:p.png',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      labels: { ownerId: 'Seven' },
    });
    expect(Object.keys(row ?? {})).toEqual([
      'id',
      'universityId',
      'campusId',
      'name',
      'size',
      'ownerId',
      'photo',
      'createdAt',
      'updatedAt',
      'labels',
    ]);
  });

  it('leaves out labels it does not know and adds the extras', async () => {
    const toRows = createRowMapper({
      contract,
      labels,
      uploads,
      extras: (rows) => rows.map((row) => ({ ...row, more: true })),
    });
    const [row] = await toRows([{ id: 2, ownerId: 8, createdAt: at, updatedAt: at }]);
    expect(row?.labels).toEqual({});
    expect(row).toMatchObject({ more: true });
  });

  it('compares stored and sent values as the API shows them', () => {
    expect(plain(at)).toBe(at.toISOString());
    expect(sameValue(at, at.toISOString())).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
  });
});
