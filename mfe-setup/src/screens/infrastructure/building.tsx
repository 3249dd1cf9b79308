import { INFRASTRUCTURE_PATHS, buildingContract, formatAmount } from '@hemis/shared-contracts';
import { infrastructureRegister, textOf } from './register';

/** The buildings of a campus: rooms by use, plinth area, structure, condition and access. */
export default infrastructureRegister(
  {
    contract: buildingContract,
    title: 'Building Register',
    formColumns: 4,
    sections: { classrooms: 'Rooms by Use', plinthAreaSqm: 'Construction' },
    fields: { plinthAreaSqm: { render: (value) => formatAmount(value) } },
  },
  {
    path: INFRASTRUCTURE_PATHS.building.documents,
    title: (row) => textOf(row, 'buildingName'),
  },
);
