/** The accounts in a caller's reach as an .xlsx workbook (the export of the accounts list). */
import {
  ACCOUNT_LEVELS,
  ACCOUNT_STATUS_CHOICES,
  choiceLabel,
  formatBsAdTime,
  type UserAccount,
} from '@hemis/shared-contracts';
import { bufferOf, headedSheet, newWorkbook, sheetName } from '../../lib/workbook';

export async function accountsWorkbook(data: readonly UserAccount[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = headedSheet(workbook, sheetName('Users'), [
    { header: 'S.N.', key: 'sn', width: 6 },
    { header: 'Email', key: 'email', width: 30 },
    { header: 'First Name', key: 'firstName', width: 16 },
    { header: 'Middle Name', key: 'middleName', width: 16 },
    { header: 'Last Name', key: 'lastName', width: 16 },
    { header: 'Phone', key: 'phoneNumber', width: 14 },
    { header: 'Role', key: 'role', width: 14 },
    { header: 'Level', key: 'level', width: 12 },
    { header: 'University', key: 'universityName', width: 30 },
    { header: 'Campus', key: 'campusName', width: 30 },
    { header: 'Status', key: 'status', width: 10 },
    { header: 'Last Sign-in', key: 'lastSignInAt', width: 36 },
    { header: 'Created', key: 'createdAt', width: 36 },
  ]);
  data.forEach((account, index) => {
    sheet.addRow({
      ...account,
      sn: index + 1,
      level: choiceLabel(ACCOUNT_LEVELS, account.level),
      status: choiceLabel(ACCOUNT_STATUS_CHOICES, account.status),
      lastSignInAt: formatBsAdTime(account.lastSignInAt),
      createdAt: formatBsAdTime(account.createdAt),
    });
  });
  return bufferOf(workbook);
}
