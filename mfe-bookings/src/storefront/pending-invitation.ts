// "Sign up and back" for an invitation: sign-up continues with onboarding, which lands on /b rather than
// on the page the visitor came from, so the invitation page remembers itself here and the booker area
// offers the way back. Only an /invitations/ path is ever kept or offered.
const KEY = 'coachwork.pendingInvitation';
const PATH = /^\/invitations\/[^/?#]+$/;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberInvitation(path: string): void {
  if (!PATH.test(path)) return;
  try {
    storage()?.setItem(KEY, path);
  } catch {
    // Full or blocked storage: the mailed link still works.
  }
}

export function pendingInvitation(): string | null {
  try {
    const value = storage()?.getItem(KEY) ?? null;
    return value && PATH.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
