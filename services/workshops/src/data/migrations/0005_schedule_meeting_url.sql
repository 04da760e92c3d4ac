-- The online room of an ONLINE or HYBRID session; optional, shown only to the schedule's staff and its
-- confirmed attendees (bookings keeps a copy), never in the public catalogue.
ALTER TABLE "workshops"."workshop_schedules" ADD COLUMN "meeting_url" text;
