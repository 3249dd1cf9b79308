import {
  INFRASTRUCTURE_PATHS,
  LAND_UNITS,
  formatLandArea,
  landContract,
  landPartsToSquareMetres,
  landUnitsLabel,
  roundTo2,
  type LandUnitSystem,
  formatAmount,
} from '@hemis/shared-contracts';
import type { FieldOverride, FormView, ResourceRow } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';
import { infrastructureRegister, textOf } from './register';

/** A unit part is entered only in the unit system chosen (the other's parts are cleared). */
const partsOf = (system: LandUnitSystem): Record<string, FieldOverride> =>
  Object.fromEntries(
    LAND_UNITS[system].map((unit) => [
      unit.name,
      { enabled: (view: FormView) => view.values.unitSystem === system },
    ]),
  );

/** The stored m² of a row in a system's units ("2-5-2-1"), empty without an area. */
function areaIn(system: LandUnitSystem, row: ResourceRow): string {
  const area = typeof row.areaSqm === 'number' ? row.areaSqm : Number(row.areaSqm);
  return row.areaSqm === null || !Number.isFinite(area) ? '' : formatLandArea(system, area);
}

/** The entered area's hint, by the other system it is also shown in (English texts). */
const ENTERED_AREA: Record<LandUnitSystem, string> = {
  hill: '= {{sqm}} m² = {{area}} ropani-aana-paisa-daam',
  terai: '= {{sqm}} m² = {{area}} bigha-kattha-dhur',
};

/** While parts are entered: the area in m² (as the API will store it) and in the other system. */
function enteredArea(view: FormView): string | null {
  const system = view.values.unitSystem;
  if (system !== 'hill' && system !== 'terai') return null;
  const parts = Object.fromEntries(
    LAND_UNITS[system].map((unit) => {
      const value = view.values[unit.name];
      return [unit.name, typeof value === 'number' ? value : 0];
    }),
  );
  const area = roundTo2(landPartsToSquareMetres(system, parts));
  if (area <= 0) return null;
  const other = system === 'hill' ? 'terai' : 'hill';
  return setupTexts.translate(ENTERED_AREA[other], {
    sqm: formatAmount(area),
    area: formatLandArea(other, area),
  });
}

/**
 * The land register of a campus: each plot (kitta) with its location and ownership, its area
 * entered in ropani-aana-paisa-daam or bigha-kattha-dhur, stored by the API in m² and shown in
 * m² and both systems.
 */
export default infrastructureRegister(
  {
    contract: landContract,
    title: 'Land Register',
    formColumns: 4,
    fields: {
      ...partsOf('hill'),
      ...partsOf('terai'),
      unitSystem: { hint: enteredArea },
      areaSqm: { render: (value) => formatAmount(value) },
    },
    extraColumns: (['hill', 'terai'] as const).map((system) => ({
      key: `area-${system}`,
      title: `Area (${landUnitsLabel(system)})`,
      render: (_value: unknown, row: ResourceRow) => areaIn(system, row),
    })),
  },
  {
    path: INFRASTRUCTURE_PATHS.land.documents,
    title: (row) => setupTexts.translate('Kitta {{no}}', { no: textOf(row, 'kittaNo') }),
  },
);
