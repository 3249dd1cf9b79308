import { feeTypeContract, generalFeeTypeContract } from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';

/** A fee type as the receipt screens offer it. */
export interface FeeTypeRow {
  id: number;
  feeTypeName: string;
  status?: boolean;
}

/** The active course and general fee types the user's campus may use (GET /FeeType, /GeneralFeeType). */
export function useFeeTypes(): { course: FeeTypeRow[]; general: FeeTypeRow[] } {
  const course = useApiGet<FeeTypeRow[]>(feeTypeContract.path);
  const general = useApiGet<FeeTypeRow[]>(generalFeeTypeContract.path);
  const active = (rows: FeeTypeRow[] | null) => (rows ?? []).filter((row) => row.status !== false);
  return { course: active(course.data), general: active(general.data) };
}
