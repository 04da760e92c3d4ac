import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  PUBLICATION_STATUSES,
  SENIORITY_LEVELS,
  WORK_MODES,
} from '@coachwork/contracts';

/** 'MID_SENIOR_LEVEL' → 'Mid senior level'. */
export const humanize = (value: string) => {
  const words = value.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const options = (values: readonly string[], label: (v: string) => string = humanize) =>
  values.map((value) => ({ value, label: label(value) }));

export const STATUS_OPTIONS = options(PUBLICATION_STATUSES);
export const EMPLOYMENT_OPTIONS = options(EMPLOYMENT_TYPES);
export const SENIORITY_OPTIONS = options(SENIORITY_LEVELS);
export const WORK_MODE_OPTIONS = options(WORK_MODES, (v) => v);
export const DEPARTMENT_OPTIONS = options(DEPARTMENTS, (v) => (v.length <= 2 ? v : humanize(v)));

/** Status colours as everywhere (DESIGN.md): published green, draft amber, closed gray, archived blue. */
export const STATUS_COLORS: Record<string, string> = {
  PUBLISHED: 'success',
  DRAFT: 'warning',
  CLOSED: 'default',
  ARCHIVED: 'processing',
};
