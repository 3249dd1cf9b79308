import { idParamSchema, idValue, recordId } from './ids';

describe('record ids', () => {
  it('takes plain digits without leading zeros, within int4, in paths', () => {
    for (const good of ['1', '49', '2147483647']) {
      expect(idParamSchema.parse({ id: good })).toEqual({ id: Number(good) });
    }
    for (const bad of ['abc', '-1', '0', '1.5', '1e3', '0x1f', '00001', ' 1', '2147483648', '']) {
      expect(idParamSchema.safeParse({ id: bad }).success).toBe(false);
    }
    expect(recordId('University', { zero: true }).parse('0')).toBe(0);
  });

  it('takes JSON numbers or query digits in bodies and queries, nothing looser', () => {
    const id = idValue('Program');
    expect(id.parse(5)).toBe(5);
    expect(id.parse('5')).toBe(5);
    for (const bad of ['0x1f', '1e3', 1.5, 0, -1, 2147483648, true, '']) {
      expect(id.safeParse(bad).success).toBe(false);
    }
  });
});
