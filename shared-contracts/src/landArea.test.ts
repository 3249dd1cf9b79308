import {
  BIGHA_M2,
  LAND_AREA_MESSAGES,
  LAND_UNITS,
  ROPANI_M2,
  formatLandArea,
  landPartProblems,
  landPartsToSquareMetres,
  roundTo2,
  squareMetresToLandParts,
  type LandUnitSystem,
} from './landArea';

describe('land units', () => {
  it('define ropani and bigha exactly from square feet', () => {
    expect(ROPANI_M2).toBeCloseTo(508.737047, 6);
    expect(BIGHA_M2).toBeCloseTo(6772.631616, 6);
  });

  it.each([
    ['hill', { ropani: 1 }, ROPANI_M2],
    ['hill', { aana: 1 }, ROPANI_M2 / 16],
    ['hill', { paisa: 1 }, ROPANI_M2 / 64],
    ['hill', { daam: 1 }, ROPANI_M2 / 256],
    ['terai', { bigha: 1 }, BIGHA_M2],
    ['terai', { kattha: 1 }, BIGHA_M2 / 20],
    ['terai', { dhur: 1 }, BIGHA_M2 / 400],
  ] as const)('%s %o is %d m²', (system, parts, squareMetres) => {
    expect(landPartsToSquareMetres(system, parts)).toBeCloseTo(squareMetres, 9);
  });

  it('carries between units: 16 aana is a ropani, 20 kattha a bigha', () => {
    expect(landPartsToSquareMetres('hill', { aana: 16 })).toBeCloseTo(ROPANI_M2, 9);
    expect(landPartsToSquareMetres('hill', { paisa: 4 })).toBeCloseTo(ROPANI_M2 / 16, 9);
    expect(landPartsToSquareMetres('terai', { dhur: 20 })).toBeCloseTo(BIGHA_M2 / 20, 9);
    expect(squareMetresToLandParts('hill', ROPANI_M2)).toEqual({
      ropani: 1,
      aana: 0,
      paisa: 0,
      daam: 0,
    });
    // A daam a hair short of 4 (m² rounded to 2 decimals) carries into a whole paisa.
    expect(squareMetresToLandParts('hill', roundTo2(ROPANI_M2 / 64) - 0.001)).toEqual({
      ropani: 0,
      aana: 0,
      paisa: 1,
      daam: 0,
    });
  });

  it('round-trips every whole entry through stored m² (2 decimals)', () => {
    const systems: LandUnitSystem[] = ['hill', 'terai'];
    for (const system of systems) {
      const units = LAND_UNITS[system];
      for (let sample = 0; sample < 500; sample += 1) {
        const parts = Object.fromEntries(
          units.map((unit, index) => [
            unit.name,
            index === 0 ? sample % 37 : (sample * (index + 7)) % (unit.perLarger ?? 1),
          ]),
        );
        const stored = roundTo2(landPartsToSquareMetres(system, parts));
        expect(squareMetresToLandParts(system, stored)).toEqual(parts);
      }
    }
  });

  it('formats both systems as their parts joined by dashes', () => {
    const stored = roundTo2(
      landPartsToSquareMetres('hill', { ropani: 2, aana: 5, paisa: 2, daam: 1 }),
    );
    expect(stored).toBe(1194.34);
    expect(formatLandArea('hill', stored)).toBe('2-5-2-1');
    expect(formatLandArea('terai', BIGHA_M2 * 1.5)).toBe('1-10-0');
    expect(formatLandArea('terai', stored)).toBe('0-3-10.54');
    expect(formatLandArea('hill', 0)).toBe('0-0-0-0');
  });
});

describe('landPartProblems', () => {
  const [ropani, aana, paisa, daam] = LAND_UNITS.hill;
  const [bigha, kattha, dhur] = LAND_UNITS.terai;

  it('accepts consistent parts', () => {
    expect(landPartProblems('hill', { ropani: 2, aana: 15, paisa: 3, daam: 3 })).toEqual({});
    expect(landPartProblems('terai', { bigha: 0, kattha: 19, dhur: 19 })).toEqual({});
  });

  it('names each part reaching its larger unit, and parts of the other system', () => {
    if (!ropani || !aana || !paisa || !daam || !bigha || !kattha || !dhur) throw new Error();
    expect(landPartProblems('hill', { ropani: 1, aana: 16, paisa: 4, daam: 4, dhur: 2 })).toEqual({
      aana: LAND_AREA_MESSAGES.partTooLarge(aana, ropani),
      paisa: LAND_AREA_MESSAGES.partTooLarge(paisa, aana),
      daam: LAND_AREA_MESSAGES.partTooLarge(daam, paisa),
      dhur: LAND_AREA_MESSAGES.otherSystem(dhur, 'hill'),
    });
    expect(landPartProblems('terai', { kattha: 20, dhur: 20, ropani: 1 })).toEqual({
      kattha: LAND_AREA_MESSAGES.partTooLarge(kattha, bigha),
      dhur: LAND_AREA_MESSAGES.partTooLarge(dhur, kattha),
      ropani: LAND_AREA_MESSAGES.otherSystem(ropani, 'terai'),
    });
    expect(LAND_AREA_MESSAGES.partTooLarge(aana, ropani)).toBe(
      'Aana must be less than 16 (that many make one ropani)',
    );
  });

  it('asks for an area when every part is empty or zero', () => {
    expect(landPartProblems('terai', { bigha: 0, kattha: null })).toEqual({
      bigha: LAND_AREA_MESSAGES.areaRequired,
    });
  });
});
