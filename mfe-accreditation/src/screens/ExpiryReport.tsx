import { AccreditationReportScreen } from './AccreditationReportScreen';

export default function ExpiryReport() {
  return <AccreditationReportScreen by="university" expiry />;
}
