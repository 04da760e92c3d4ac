// Words and colours for accounts and coach applications, the same on every users page: the status tag,
// a status in words, a person's full name.
import { Tag } from 'antd';
import type { AccountStatus, ApprovalStatus } from '@coachwork/contracts';

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

export function StatusTag({ status }: { status: AccountStatus | ApprovalStatus | string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{capitalize(status)}</Tag>;
}

export function fullName(
  profile:
    { firstName?: string | null; middleName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ');
}
