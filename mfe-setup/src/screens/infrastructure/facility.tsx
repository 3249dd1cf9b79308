import {
  FACILITIES,
  INFRASTRUCTURE_PATHS,
  choiceLabel,
  facilityContract,
} from '@hemis/shared-contracts';
import { setupTexts } from '../../i18n/texts';
import { infrastructureRegister, textOf } from './register';

/** The facilities of a campus (internet, drinking water, canteen...) and their state. */
export default infrastructureRegister(
  {
    contract: facilityContract,
    title: 'Facility Register',
    fields: {
      // Named only for a facility not in the list.
      otherFacility: { enabled: (view) => view.values.facility === 'other' },
    },
  },
  {
    path: INFRASTRUCTURE_PATHS.facility.documents,
    title: (row) =>
      textOf(row, 'otherFacility') || setupTexts.translate(choiceLabel(FACILITIES, row.facility)),
  },
);
