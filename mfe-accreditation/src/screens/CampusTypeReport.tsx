import { AccreditationReportScreen } from './AccreditationReportScreen';

export default function CampusTypeReport() {
  return <AccreditationReportScreen by="university" />;
}
