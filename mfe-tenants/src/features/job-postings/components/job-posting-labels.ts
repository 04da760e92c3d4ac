import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  PUBLICATION_STATUSES,
  SENIORITY_LEVELS,
  WORK_MODES,
} from '@coachwork/contracts';
import { isTenantsMessage, tenantsMessages } from '../../../messages';

/** 'MID_SENIOR_LEVEL' → 'Mid senior level'. */
export const humanize = (value: string) => {
  const words = value.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The catalogue's word for an enumeration's value ('employment.FULL_TIME'), if it has one. */
function known(id: string): string | undefined {
  return isTenantsMessage(id) ? tenantsMessages().t(id) : undefined;
}

/** 'Full time', for the list's column; a value the catalogue lacks is humanized. */
export const employmentLabel = (v: string) => known(`employment.${v}`) ?? humanize(v);

/** 'PUBLISHED' as the list's tag shows it. */
export const statusTag = (status: string) => known(`postingTag.${status}`) ?? status;

const options = (values: readonly string[], toLabel: (v: string) => string) =>
  values.map((value) => ({ value, label: toLabel(value) }));

export const statusOptions = () =>
  options(PUBLICATION_STATUSES, (v) => known(`postingStatus.${v}`) ?? humanize(v));
export const employmentOptions = () => options(EMPLOYMENT_TYPES, employmentLabel);
export const seniorityOptions = () =>
  options(SENIORITY_LEVELS, (v) => known(`seniority.${v}`) ?? humanize(v));
/** The contract's own words. */
export const WORK_MODE_OPTIONS = options(WORK_MODES, (v) => v);
export const departmentOptions = () => options(DEPARTMENTS, (v) => known(`department.${v}`) ?? humanize(v));

/** Status colours as everywhere (DESIGN.md): published green, draft amber, closed gray, archived blue. */
export const STATUS_COLORS: Record<string, string> = {
  PUBLISHED: 'success',
  DRAFT: 'warning',
  CLOSED: 'default',
  ARCHIVED: 'processing',
};
