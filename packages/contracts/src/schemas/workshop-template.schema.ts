// Workshop templates: the catalogue entries that workshops are built on.
import * as yup from 'yup';
import { LEVELS } from '../enums';
import { IMAGE_MAX, LEVEL_INVALID, PRICE_DECIMALS, PRICE_REQUIRED, VIDEO_MAX } from '../messages';
import { slugSchema } from './fields.schema';
import {
  blankNumberToUndefined,
  blankToUndefined,
  hasAtMostTwoDecimals,
  httpUrl,
  oneOf,
  text,
} from './schema-helpers';
import { titleSchema } from './workshop.schema';

export const TEMPLATE_PRICE_MIN = 0.01;

const workshopTemplateFields = {
  title: titleSchema,
  slug: slugSchema.transform(blankToUndefined),
  description: text('Description').nullable(),
  image: httpUrl('Image URL', 255, IMAGE_MAX).nullable(),
  video: httpUrl('Video URL', 255, VIDEO_MAX).nullable(),
  level: oneOf(LEVELS, LEVEL_INVALID).nullable(),
  // The spec gives one message for a missing price and for one below 0.01 (a template is never free).
  price: yup
    .number()
    .typeError(PRICE_REQUIRED)
    .transform(blankNumberToUndefined)
    .required(PRICE_REQUIRED)
    .min(TEMPLATE_PRICE_MIN, PRICE_REQUIRED)
    .test(
      'decimals',
      PRICE_DECIMALS,
      (value) => value == null || value < TEMPLATE_PRICE_MIN || hasAtMostTwoDecimals(value),
    ),
};

export const createWorkshopTemplateSchema = yup.object(workshopTemplateFields);
export type CreateWorkshopTemplateInput = yup.InferType<typeof createWorkshopTemplateSchema>;

export const updateWorkshopTemplateSchema = yup.object(workshopTemplateFields).partial();
export type UpdateWorkshopTemplateInput = yup.InferType<typeof updateWorkshopTemplateSchema>;
