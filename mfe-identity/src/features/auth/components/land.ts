// Where a person goes once signed in (spec §2 landing, SPEC-DECISIONS): pending accounts to onboarding,
// then the stored redirect, then the console for super-admins, /c for coaches, /b for everyone else.
import { landingPath, type CurrentUser } from '@coachwork/web-kit';
import { storeRedirect } from './stored-redirect';

export function afterSignIn(user: Pick<CurrentUser, 'status' | 'roles'>, redirect: string | null): string {
  if (user.status === 'PENDING') {
    // Onboarding comes first; it ends on the page asked for (an invitation, say: issue 31).
    storeRedirect(redirect);
    return '/onboarding/1';
  }
  return landingPath(user.roles, redirect, window.location.origin);
}

/** The console mounts its own routes under /admin; anything else is a full navigation. */
export function go(
  target: string,
  area: 'console' | 'storefront',
  navigate: (to: string, options: { replace: boolean }) => void,
) {
  if (area === 'console' && target.startsWith('/admin/')) navigate(target.slice('/admin'.length) || '/', { replace: true });
  else window.location.assign(target);
}
