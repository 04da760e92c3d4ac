// The console frame's words (the super-admin gate, the layout's menu, search, theme and account menu,
// the tenant switcher, the dashboard, not-found and loading pages), ICU messages read by web-kit's
// translator (issue 28 item 5). The console stays English, said once: app.tsx wraps it in
// <I18nProvider lang="en">. The sections' titles are the contract's (CONSOLE_SECTIONS) and stay there.
import { messagesIn, useMessages, type MessageId, type TypedTranslator } from '@coachwork/web-kit';

const en = {
  // The gate before the signed-in console (app.tsx).
  'gate.superAdminsOnly': 'The back office is for super-admins.',
  'gate.toStorefront': 'Go to the storefront',

  // The layout: menu, header and account menu.
  'layout.brand': 'Coachwork',
  'layout.dashboard': 'Dashboard',
  'layout.searchPlaceholder': 'Search (Ctrl+/)',
  'layout.search': 'Search',
  'layout.themeTip': 'Toggle dark mode (Ctrl+Shift+D)',
  'layout.theme': 'Toggle dark mode',
  'layout.settings': 'Settings',
  'layout.logout': 'Log out (Ctrl+Shift+L)',
  'layout.accountMenu': 'Account menu for {name}',

  // The tenant switcher in the header.
  'tenantSwitcher.label': 'Current tenant',
  'tenantSwitcher.choose': 'Choose a tenant',
  'tenantSwitcher.noneYet': 'No tenants yet',
  'tenantSwitcher.none': 'No tenants',

  // Pages of the frame itself.
  'dashboard.title': 'Dashboard',
  'dashboard.description': 'Bookings, revenue and sessions across the platform.',
  'notFound.title': 'Page Not Found',
  'notFound.path': 'Page Not Found: {path}',
  'notFound.home': 'Return to Home',
  'section.loading': 'Loading {title}',
};

export const SHELL_MESSAGES = { en };

export type ShellMessage = MessageId<typeof SHELL_MESSAGES>;
export type ShellTranslator = TypedTranslator<ShellMessage>;

/** The frame's translator in the console's language. */
export function useShellMessages(): ShellTranslator {
  return useMessages(SHELL_MESSAGES);
}

/** The same outside React. */
export function shellMessages(): ShellTranslator {
  return messagesIn(SHELL_MESSAGES);
}
