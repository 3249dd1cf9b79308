import dayjs from 'dayjs';
import type { UserAccount } from '@hemis/shared-contracts';

/** A stored time as the screens show it. */
export function formatTime(value: string | null): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '';
}

export function accountName(account: Pick<UserAccount, 'firstName' | 'middleName' | 'lastName'>) {
  return [account.firstName, account.middleName, account.lastName]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
}
