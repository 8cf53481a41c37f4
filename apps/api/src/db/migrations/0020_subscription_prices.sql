ALTER TABLE "subscriptions" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_price" numeric(10, 2);--> statement-breakpoint
-- A subscription keeps the price it began at from now on. Those begun before keep the plan's price
-- of today: written on the test provider's own record, which charges it, and on billing's row, which
-- shows it. A Stripe subscription's row is written again from Stripe's price at its next event.
UPDATE "local_subscriptions" AS "local"
SET "state" = "local"."state" || jsonb_build_object(
  'price',
  CASE WHEN "local"."state"->>'interval' = 'year' THEN "plans"."yearly_price" ELSE "plans"."monthly_price" END,
  'pendingPrice',
  CASE "local"."state"->>'pendingInterval'
    WHEN 'year' THEN "plans"."yearly_price"
    WHEN 'month' THEN "plans"."monthly_price"
  END
)
FROM "plans"
WHERE "plans"."id" = "local"."plan_id" AND NOT ("local"."state" ? 'price');--> statement-breakpoint
UPDATE "subscriptions"
SET
  "price" = CASE WHEN "subscriptions"."interval" = 'year' THEN "plans"."yearly_price" ELSE "plans"."monthly_price" END,
  "pending_price" = CASE "subscriptions"."pending_interval"
    WHEN 'year' THEN "plans"."yearly_price"
    WHEN 'month' THEN "plans"."monthly_price"
  END
FROM "plans"
WHERE "plans"."id" = "subscriptions"."plan_id" AND "subscriptions"."price" IS NULL;
