// The storefront's landing rules in the browser (spec §2 "Onboarding and landing"), for navigations
// that never reach the server; the server applies the same rules to the pages it renders.
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isGuestOnlyPath, selectCurrentUser, storefrontRedirect, useAppSelector } from '@coachwork/web-kit';

/** Shows the page, or sends the visitor where the landing rules say they belong. */
export function Guarded({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const { pathname, search } = useLocation();
  // Someone who signs in or signs up on this page is led on by that form (it knows the stored
  // redirect and loads the next page whole). Sending them on here as well started a second navigation
  // that raced the form's and could cancel the next page the person opened.
  const seenAsGuest = useRef(!user);
  if (!user) seenAsGuest.current = true;
  const target = storefrontRedirect(user, pathname, search, typeof window !== 'undefined' ? window.location.origin : undefined);
  if (!target || (seenAsGuest.current && isGuestOnlyPath(pathname))) return <>{children}</>;
  if (target.startsWith('/admin')) {
    if (typeof window !== 'undefined') window.location.assign(target);
    return null;
  }
  return <Navigate to={target} replace />;
}

