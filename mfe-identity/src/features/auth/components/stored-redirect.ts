// "After token login, the user goes to the stored redirect path if there is one" (spec §2): the sign-in
// page keeps the path it was asked to return to, so a mailed link (often opened in a new tab) can honour it.
import { safeRedirect } from '@coachwork/web-kit';

const KEY = 'coachwork.redirect';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function storeRedirect(redirect: string | null): void {
  const target = safeRedirect(redirect, window.location.origin);
  try {
    if (target) storage()?.setItem(KEY, target);
  } catch {
    // Full or blocked storage: the link then lands on the default page.
  }
}

/** Reads the stored path once (it is forgotten as it is used). */
export function takeStoredRedirect(): string | null {
  try {
    const value = storage()?.getItem(KEY) ?? null;
    storage()?.removeItem(KEY);
    return safeRedirect(value, window.location.origin);
  } catch {
    return null;
  }
}
