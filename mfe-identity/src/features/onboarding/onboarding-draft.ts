// What the wizard has gathered so far. The URL says which step is shown; the answers live here and in
// sessionStorage, so going back, forward or reloading keeps them.
import type { AccountType } from './api';

export interface OnboardingDraft {
  firstName: string;
  lastName: string;
  username: string;
  accountType: AccountType | '';
  businessName: string;
  specializations: string;
  bio: string;
  introductionVideo: string;
  /** The furthest step whose answers passed validation. */
  completed: number;
}

export const EMPTY_DRAFT: OnboardingDraft = {
  firstName: '',
  lastName: '',
  username: '',
  accountType: '',
  businessName: '',
  specializations: '',
  bio: '',
  introductionVideo: '',
  completed: 0,
};

const key = (userId: string) => `coachwork.onboarding.${userId}`;

export function loadDraft(userId: string): Partial<OnboardingDraft> | null {
  try {
    const raw = window.sessionStorage.getItem(key(userId));
    const saved: unknown = raw ? JSON.parse(raw) : null;
    return saved && typeof saved === 'object' ? (saved as Partial<OnboardingDraft>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: OnboardingDraft): void {
  try {
    window.sessionStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers still live in memory for this visit.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.sessionStorage.removeItem(key(userId));
  } catch {
    // Nothing to forget.
  }
}

/** Basics, then coach-or-booker, then (coaches only) the coach profile. */
export function stepCount(accountType: OnboardingDraft['accountType']): number {
  return accountType === 'booker' ? 2 : 3;
}

/** Which wizard step a server error path belongs to. */
export function stepOfPath(path: string): number {
  if (path === 'accountType') return 2;
  if (path.startsWith('coachProfile')) return 3;
  return 1;
}
