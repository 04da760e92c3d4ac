// What a voucher applies to, by the target's title (the list's scope column and the detail page).
import { Link } from 'react-router';
import type { VoucherDto } from '@coachwork/contracts';
import { useScopeTargetTitle } from '../scope-targets';
import { useBookingsMessages } from '../../messages';
import { modelTypeLabel } from '../voucher-labels';

/** 'Workshop Feedback That Lands' (the workshop linked), or 'Every workshop'. */
export function AppliesTo({ voucher: v }: { voucher: Pick<VoucherDto, 'modelType' | 'modelId'> }) {
  const { t } = useBookingsMessages();
  const title = useScopeTargetTitle(v.modelType, v.modelId);
  if (!v.modelType) return <>{t('scope.every')}</>;
  const name = title ?? t('common.loading');
  return (
    <>
      {modelTypeLabel(v.modelType)}{' '}
      {v.modelType === 'workshop' && v.modelId && title ? (
        <Link to={`/workshops/${v.modelId}`}>{name}</Link>
      ) : (
        name
      )}
    </>
  );
}
