// Words and colours for accounts and coach applications, the same on every users page: the status tag,
// a status in words, a person's full name.
import { Tag } from 'antd';
import type { AccountStatus, ApprovalStatus } from '@coachwork/contracts';
import { useIdentityMessages, type IdentityTranslator } from '../../../messages';

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'success',
  APPROVED: 'success',
  PENDING: 'warning',
  SUSPENDED: 'error',
  REJECTED: 'error',
};

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/** 'Active', 'Pending', …: a status the catalogue does not know is shown capitalized. */
export function statusLabel(
  t: IdentityTranslator['t'],
  status: AccountStatus | ApprovalStatus | string,
): string {
  return t('common.statusLabel', { status, fallback: capitalize(status) });
}

export function StatusTag({ status }: { status: AccountStatus | ApprovalStatus | string }) {
  const { t } = useIdentityMessages();
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{statusLabel(t, status)}</Tag>;
}

export function fullName(
  profile:
    { firstName?: string | null; middleName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ');
}
