// Workshop templates: the catalogue entries that workshops are built on.
import * as yup from 'yup';
import { LEVELS } from '../enums';
import { IMAGE_MAX, LEVEL_INVALID, PRICE_DECIMALS, PRICE_MAX, PRICE_REQUIRED, VIDEO_MAX } from '../messages';
import { slugSchema } from './fields.schema';
import { blankToUndefined, httpUrl, money, multiLineText, oneOf } from './schema-helpers';
import { titleSchema } from './workshop.schema';

export const TEMPLATE_PRICE_MIN = 0.01;

const workshopTemplateFields = {
  title: titleSchema,
  slug: slugSchema.transform(blankToUndefined),
  description: multiLineText('Description').nullable(),
  image: httpUrl('Image URL', 255, IMAGE_MAX).nullable(),
  video: httpUrl('Video URL', 255, VIDEO_MAX).nullable(),
  level: oneOf(LEVELS, LEVEL_INVALID).nullable(),
  // The spec gives one message for a missing price and for one below 0.01 (a template is never free).
  price: money(
    'Price',
    { number: PRICE_REQUIRED, decimals: PRICE_DECIMALS, max: PRICE_MAX },
    TEMPLATE_PRICE_MIN,
  )
    .required(PRICE_REQUIRED)
    .min(TEMPLATE_PRICE_MIN, PRICE_REQUIRED),
};

export const createWorkshopTemplateSchema = yup.object(workshopTemplateFields);
export type CreateWorkshopTemplateInput = yup.InferType<typeof createWorkshopTemplateSchema>;

export const updateWorkshopTemplateSchema = yup.object(workshopTemplateFields).partial();
export type UpdateWorkshopTemplateInput = yup.InferType<typeof updateWorkshopTemplateSchema>;
