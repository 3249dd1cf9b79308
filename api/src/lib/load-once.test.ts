import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first call, not before, and hands every caller that one load', async () => {
    const load = jest.fn(() => Promise.resolve({ name: 'library' }));
    const library = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([library(), library()]);
    expect(await library()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
