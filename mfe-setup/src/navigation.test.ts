import { unservedLinks, unservedScreens } from '@hemis/shared-ui/src/testing-module';
import remote from './module';

describe('navigation.json', () => {
  it('is valid, and every link of its sidebars into its sections has a screen, every titled screen a route', () => {
    expect(remote.sections.length).toBeGreaterThan(0);
    expect(unservedLinks(remote)).toEqual([]);
    expect(unservedScreens(remote)).toEqual([]);
  });
});
