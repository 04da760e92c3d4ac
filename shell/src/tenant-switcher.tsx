// The tenant switcher in the console's header: the signed-in user's tenants (GET /v1/users/{id}/tenants).
// Choosing one puts its slug in the route (/t/{slug}/job-postings), so the address names the current
// tenant and replacing the slug there loads that tenant.
import { Select } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { ResourceEnvelope } from '@coachwork/contracts';
import { api, type CurrentUser } from '@coachwork/web-kit';
import { useShellMessages } from './messages';

export interface UserTenant {
  id: string;
  name: string;
  slug: string;
  role: string;
}

const myTenantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyTenants: build.query<UserTenant[], string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/tenants`,
      transformResponse: (r: ResourceEnvelope<UserTenant[]>) => r.data,
      // Invalidated by the tenants remote whenever a tenant or a membership changes.
      providesTags: [{ type: 'Tenant', id: 'MINE' }],
    }),
  }),
});

/** The slug of a /t/{slug}/... path, else undefined. */
export function slugInPath(pathname: string): string | undefined {
  const m = /^\/t\/([^/]+)/.exec(pathname);
  return m?.[1] ? decodeURIComponent(m[1]) : undefined;
}

export function TenantSwitcher({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useShellMessages();
  const { data: tenants = [], isLoading } = myTenantsApi.useListMyTenantsQuery(user.id);
  const current = slugInPath(pathname) ?? user.defaultTenantSlug ?? undefined;
  const options = tenants.map((x) => ({ value: x.slug, label: x.name }));
  // A super-admin may be in a tenant they do not belong to: it still shows as the current one.
  if (current && !tenants.some((x) => x.slug === current)) options.unshift({ value: current, label: current });
  return (
    <Select
      aria-label={t('tenantSwitcher.label')}
      data-testid="tenant-switcher"
      placeholder={tenants.length ? t('tenantSwitcher.choose') : t('tenantSwitcher.noneYet')}
      loading={isLoading}
      value={current}
      options={options}
      showSearch
      optionFilterProp="label"
      style={{ width: 200 }}
      onChange={(slug: string) => navigate(`/t/${encodeURIComponent(slug)}/job-postings`)}
      notFoundContent={t('tenantSwitcher.none')}
    />
  );
}
