// Spec §2, Generic table text: screen state counts pages from 0 (the API from 1, see toListParams).
export const TABLE_DEFAULTS = { pageSize: 10, pageIndex: 0, emptyText: 'No results.' } as const;
