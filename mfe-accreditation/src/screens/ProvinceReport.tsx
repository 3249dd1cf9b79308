import { AccreditationReportScreen } from './AccreditationReportScreen';

export default function ProvinceReport() {
  return <AccreditationReportScreen by="province" />;
}
