// What a voucher applies to, by the target's title (the list's scope column and the detail page).
import { Link } from 'react-router';
import type { VoucherDto } from '@coachwork/contracts';
import { useScopeTargetTitle } from '../scope-targets';
import { MODEL_TYPE_LABELS } from '../voucher-labels';

/** 'Workshop Feedback That Lands' (the workshop linked), or 'Every workshop'. */
export function AppliesTo({ voucher: v }: { voucher: Pick<VoucherDto, 'modelType' | 'modelId'> }) {
  const title = useScopeTargetTitle(v.modelType, v.modelId);
  if (!v.modelType) return <>Every workshop</>;
  const name = title ?? 'Loading...';
  return (
    <>
      {MODEL_TYPE_LABELS[v.modelType]}{' '}
      {v.modelType === 'workshop' && v.modelId && title ? (
        <Link to={`/workshops/${v.modelId}`}>{name}</Link>
      ) : (
        name
      )}
    </>
  );
}
