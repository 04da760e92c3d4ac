// The coaches assigned to a workshop (only they may schedule it themselves and read its resources):
// several coaches, searched on the server as the user types, from the same list as the schedule form's.
import { useState } from 'react';
import { Select } from 'antd';
import { schedulesApi } from '../../workshop-schedules/api';
import { useWorkshopsMessages } from '../../../messages';

export function CoachesPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useWorkshopsMessages();
  const [search, setSearch] = useState('');
  const { data: found, isFetching } = schedulesApi.useListScheduleCoachesQuery({
    page: 1,
    perPage: 20,
    ...(search ? { search } : {}),
  });
  // The chosen ones by name, whether or not the current search finds them.
  const { data: chosen } = schedulesApi.useListScheduleCoachesQuery(
    { page: 1, perPage: 100, 'filter[id]': value.join(',') },
    { skip: !value.length },
  );
  const options = new Map<string, string>();
  for (const c of [...(chosen?.data ?? []), ...(found?.data ?? [])]) options.set(c.id, c.username);
  // A coach who has since lost the role still shows, by id, so it can be taken off.
  for (const coachId of value)
    if (!options.has(coachId)) options.set(coachId, t('common.userById', { id: coachId.slice(0, 8) }));
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids) => onChange(ids)}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={isFetching}
      placeholder={t('common.searchCoaches')}
      notFoundContent={isFetching ? t('common.loading') : t('common.noResults')}
      options={[...options].map(([coachId, username]) => ({ value: coachId, label: username }))}
    />
  );
}
