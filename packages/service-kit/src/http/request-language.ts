import type { Request } from 'express';
import { pickLanguage, type Language } from '@coachwork/contracts';

/**
 * The language the person sending a request reads the product in (issue 28 item 5), for a mail to
 * someone who has no account to say theirs: the `lang` cookie, else Accept-Language, else English. The
 * gateway forwards both headers as the browser sent them, so this is its own requestLanguage's choice.
 */
export const requestLanguage = (req: Request): Language =>
  pickLanguage(req.get('cookie'), req.get('accept-language'));
