// An antd Select whose options come from a /v1 list, searched on the server as the user types.
import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useWorkshopsMessages } from '../../../messages';

interface Option {
  value: string;
  label: string;
}

export function RemoteSelect({
  useOptions,
  selected,
  ...props
}: Omit<SelectProps<string>, 'options' | 'onSearch' | 'filterOption' | 'showSearch'> & {
  /** The options for a search term (a hook: it runs an RTK Query). */
  useOptions: (search: string) => { options: Option[]; loading: boolean };
  /** The current value's label, when it may not be among the first results. */
  selected?: Option | null;
}) {
  const { t } = useWorkshopsMessages();
  const [search, setSearch] = useState('');
  const { options, loading } = useOptions(search);
  const all = selected && !options.some((o) => o.value === selected.value) ? [selected, ...options] : options;
  return (
    <Select<string>
      {...props}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={loading}
      options={all}
      notFoundContent={loading ? t('common.loading') : t('common.noResults')}
    />
  );
}
