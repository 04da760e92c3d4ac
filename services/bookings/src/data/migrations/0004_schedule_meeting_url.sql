-- The online room of the schedule (from workshops.schedule.* events), shown to confirmed attendees only.
ALTER TABLE "bookings"."schedule_copies" ADD COLUMN "meeting_url" text;
