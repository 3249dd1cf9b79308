import {
  INFRASTRUCTURE_PATHS,
  LAND_UNITS,
  formatLandArea,
  landContract,
  landUnitsLabel,
  type LandUnitSystem,
} from '@hemis/shared-contracts';
import type { FieldOverride, FormView, ResourceRow } from '@hemis/shared-ui';
import { formatAmount } from '../other/incomeExpenditureEntry';
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
    title: (row) => `Kitta ${textOf(row, 'kittaNo')}`,
  },
);
