import { Drawer } from 'antd';
import { EMPLOYEE_DOCUMENT_TYPES, EMPLOYEE_PATHS } from '@hemis/shared-contracts';
import { DocumentsManager, uploadDocument, type DocumentUpload } from '@hemis/shared-ui';

/** `/Employee/{id}/Documents` */
export const documentsPath = EMPLOYEE_PATHS.documents;

/** Uploads one document against an employee (multipart: documentType, title, file). */
export function uploadEmployeeDocument(employeeId: number, document: DocumentUpload) {
  return uploadDocument(documentsPath(employeeId), document);
}

/** One employee's documents: list, upload, download, replace and delete (the shared manager). */
export function EmployeeDocuments({ employeeId }: { employeeId: number }) {
  return (
    <DocumentsManager documentsPath={documentsPath(employeeId)} types={EMPLOYEE_DOCUMENT_TYPES} />
  );
}

/** The documents drawer a list row opens. */
export function EmployeeDocumentsDrawer({
  employee,
  onClose,
}: {
  employee: { id: number; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={employee !== null}
      onClose={onClose}
      title={employee ? `Documents: ${employee.name}` : 'Documents'}
      size={720}
      destroyOnHidden
    >
      {employee ? <EmployeeDocuments employeeId={employee.id} /> : null}
    </Drawer>
  );
}
