// The demo catalogue's pictures (demo mode only). Identity draws and stores them under these fixed ids
// at seed time (it owns uploads); workshops points its demo workshops at them. Fixed ids let the two
// services agree without either reading the other's tables.
export const DEMO_IMAGE_IDS = {
  coachAvatar: '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e01',
  'leading-through-change': '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e02',
  'feedback-that-lands': '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e03',
  'facilitation-masterclass': '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e04',
  'feedback-taster': '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4e05',
} as const;

export type DemoImage = keyof typeof DEMO_IMAGE_IDS;

/** Where a demo picture is served: the resizer's own path, so pages ask for it at the size they show. */
export const demoImagePath = (image: DemoImage) => `/v1/files/${DEMO_IMAGE_IDS[image]}`;

/**
 * The demo's ended schedule (demo mode only): workshops creates it under this id with dates in the past,
 * and bookings, recognising the id, records its bookings, payments and refund as they would have
 * happened before it started, so a fresh start has a payout and revenue to show.
 */
export const DEMO_PAST_SCHEDULE_ID = '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4f01';

/**
 * The demo's sold-out date (demo mode only): workshops creates a two-seat date of 'Feedback That Lands'
 * under this id, and bookings, recognising the id, books and pays both seats for the demo booker, so a
 * fresh start has a full schedule whose waitlist can be joined and refilled by a cancellation.
 */
export const DEMO_SOLD_OUT_SCHEDULE_ID = '6f1d3c2a-7b5e-4c1a-9d2e-0a1b2c3d4f02';
