// Words and colours for schedule enumerations, the same everywhere in the console.
import { LEVELS, MODES, PUBLICATION_STATUSES, VISIBILITIES } from '@coachwork/contracts';

export const titleCase = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

export const STATUS_BADGE: Record<string, 'default' | 'success' | 'warning' | 'error' | 'processing'> = {
  DRAFT: 'default',
  PUBLISHED: 'success',
  CLOSED: 'warning',
  ARCHIVED: 'default',
};

export const STATUS_COLOR: Record<string, string> = {
  DRAFT: 'default',
  PUBLISHED: 'green',
  CLOSED: 'orange',
  ARCHIVED: 'default',
};

const enumOf = (values: readonly string[]) =>
  Object.fromEntries(values.map((v) => [v, { text: titleCase(v) }]));

export const STATUS_ENUM = enumOf(PUBLICATION_STATUSES);
export const VISIBILITY_ENUM = enumOf(VISIBILITIES);
export const MODE_ENUM = enumOf(MODES);
export const LEVEL_ENUM = enumOf(LEVELS);

export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: titleCase(v) }));
