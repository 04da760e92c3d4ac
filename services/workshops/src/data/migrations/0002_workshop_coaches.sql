ALTER TABLE "workshops"."workshops" ADD COLUMN "coach_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "workshops_coach_ids_gin" ON "workshops"."workshops" USING gin ("coach_ids");--> statement-breakpoint
-- Coaches already given a live schedule here by someone else (an admin, or the demo seed) keep their
-- access; a schedule a coach made for themselves on someone else's workshop (issue 18) grants nothing.
UPDATE "workshops"."workshops" AS w SET "coach_ids" = given."ids"
FROM (
  SELECT "workshop_id", array_agg(DISTINCT "coach_id") AS "ids"
  FROM "workshops"."workshop_schedules"
  WHERE "deleted_at" IS NULL AND ("created_by" IS NULL OR "created_by" <> "coach_id")
  GROUP BY "workshop_id"
) AS given
WHERE w."id" = given."workshop_id";
