import * as kit from '../src/index';
import * as ui from '../src/ui';

describe('@coachwork/web-kit entry', () => {
  it('loads in node and exposes the public surface', () => {
    for (const name of [
      'api',
      'TAG_TYPES',
      'configureApi',
      'classifyError',
      'toListParams',
      'listResponse',
      'useGetCurrentUserQuery',
      'useLoginMutation',
      'useLogoutMutation',
      'useRegisterMutation',
      'authSlice',
      'uiSlice',
      'makeStore',
      'applyErrorBag',
      'useServerErrors',
      'toast',
      'TOAST_LIMITS',
      'themeTokens',
      'useColorMode',
      'PRODUCT_NAME',
      'siteMetadata',
      'buildInfo',
      'pageTitle',
      'usePageTitle',
      'TABLE_DEFAULTS',
      'initials',
      'useShortcuts',
      'matchShortcut',
      'LOADING_BAR',
    ]) {
      expect(kit).toHaveProperty(name);
    }
  });

  it('keeps the antd side in the ui entry', () => {
    for (const name of ['AppThemeProvider', 'ToastProvider', 'useToast', 'antdTheme', 'TOAST_APP_CONFIG']) {
      expect(ui).toHaveProperty(name);
      expect(kit).not.toHaveProperty(name);
    }
  });

  it('keeps the constants of spec §2 and §9', () => {
    expect(kit.TABLE_DEFAULTS).toEqual({ pageSize: 10, pageIndex: 0, emptyText: 'No results.' });
    expect(kit.LOADING_BAR).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 });
    expect(kit.TAG_TYPES).toEqual([
      'User',
      'Role',
      'Permission',
      'Tenant',
      'TenantMember',
      'JobPosting',
      'Workshop',
      'WorkshopSchedule',
      'WorkshopTemplate',
      'Booking',
      'BookingSeat',
      'Voucher',
    ]);
    expect(kit.api.reducerPath).toBe('api');
  });
});
