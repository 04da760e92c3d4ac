// Words for the coach area's enumerations: 'PUBLISHED' reads 'Published' (a tag shows 'PUBLISHED'),
// or the page's language's word where the catalogue has one.
import { isCoachAreaMessage, type CoachAreaTranslator } from './messages';

export const label = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

/** 'Published' ('Veröffentlicht'). */
export function enumLabel(t: CoachAreaTranslator['t'], v: string): string {
  const id = `enum.${v}`;
  return isCoachAreaMessage(id) ? t(id) : label(v);
}

/** 'PUBLISHED' as a tag shows it ('Veröffentlicht'). */
export function enumTag(t: CoachAreaTranslator['t'], v: string): string {
  const id = `tag.${v}`;
  return isCoachAreaMessage(id) ? t(id) : v;
}
