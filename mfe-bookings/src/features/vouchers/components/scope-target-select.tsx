// The voucher's scope target picked by name: a searchable list of workshops, schedules or templates
// (the list APIs, searched as the admin types) whose value is the target's id.
import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import type { VoucherModelType } from '@coachwork/contracts';
import { useBookingsMessages } from '../../messages';
import { useLazySearchVoucherScopeTargetsQuery, useScopeTargetTitle } from '../scope-targets';

export function ScopeTargetSelect({
  id,
  type,
  value,
  onChange,
  onBlur,
  invalid,
}: {
  id: string;
  type: VoucherModelType;
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
}) {
  const { t } = useBookingsMessages();
  const [search, setSearch] = useState('');
  const [load, found] = useLazySearchVoucherScopeTargetsQuery();
  const currentTitle = useScopeTargetTitle(type, value);

  // Ask again 300 ms after the typing stops (at once for a new type).
  useEffect(() => {
    const timer = setTimeout(() => void load({ type, search: search.trim() }, true), search ? 300 : 0);
    return () => clearTimeout(timer);
  }, [type, search, load]);

  const options = useMemo(() => {
    const rows = found.data ?? [];
    const needle = search.trim().toLowerCase();
    // Schedules come unsearched: filter them here.
    const shown =
      type === 'workshop-schedule' && needle
        ? rows.filter((r) => r.title.toLowerCase().includes(needle))
        : rows;
    const list = shown.map((r) => ({ value: r.id, label: r.title }));
    // The chosen target keeps its title even when the search no longer lists it.
    if (value && !list.some((o) => o.value === value))
      list.unshift({ value, label: currentTitle ?? t('common.loading') });
    return list;
  }, [found.data, search, type, value, currentTitle, t]);

  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      options={options}
      loading={found.isFetching}
      placeholder={t(`scope.search.${type}`)}
      notFoundContent={found.isFetching ? t('scope.searching') : t(`scope.noMatch.${type}`)}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid ? true : undefined}
      onSearch={setSearch}
      onChange={(v: string | undefined) => onChange(v ?? null)}
      onBlur={onBlur}
      style={{ width: 420, maxWidth: '100%' }}
    />
  );
}
