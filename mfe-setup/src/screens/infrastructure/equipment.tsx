import { INFRASTRUCTURE_PATHS, equipmentContract, formatAmount } from '@hemis/shared-contracts';
import { infrastructureRegister, textOf } from './register';

/** The equipment of a campus: quantity, value (NPR), condition and where it is. */
export default infrastructureRegister(
  {
    contract: equipmentContract,
    title: 'Equipment Management',
    fields: { valueNpr: { render: (value) => formatAmount(value) } },
  },
  { path: INFRASTRUCTURE_PATHS.equipment.documents, title: (row) => textOf(row, 'itemName') },
);
