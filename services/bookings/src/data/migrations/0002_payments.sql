CREATE TABLE "bookings"."invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "bookings"."invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"refund_id" uuid,
	"invoice_id" uuid,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"document" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_total_check" CHECK (total >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "bookings"."payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"default_payment_method_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"charged_card" jsonb,
	"last_error" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_intents_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings"."voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"discount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings"."vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"model_type" text,
	"model_id" uuid,
	"expires_at" timestamp with time zone,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2),
	"max_discount" numeric(12, 2),
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_uses_check" CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses))
);
--> statement-breakpoint
ALTER TABLE "bookings"."payment_intents" ADD CONSTRAINT "payment_intents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "bookings"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."sandbox_cards" ADD CONSTRAINT "sandbox_cards_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "bookings"."sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."sandbox_intents" ADD CONSTRAINT "sandbox_intents_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "bookings"."sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."sandbox_intents" ADD CONSTRAINT "sandbox_intents_payment_method_id_sandbox_cards_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "bookings"."sandbox_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_intent_id_sandbox_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "bookings"."sandbox_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "bookings"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings"."voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "bookings"."invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_sequence_idx" ON "bookings"."invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "bookings"."invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "bookings"."invoices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_intent_idx" ON "bookings"."payment_intents" USING btree ("provider_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_open_idx" ON "bookings"."payment_intents" USING btree ("booking_id") WHERE open;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_idx" ON "bookings"."payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_intent_idx" ON "bookings"."payments" USING btree ("provider_intent_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "bookings"."refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "bookings"."refunds" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_idx" ON "bookings"."refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "sandbox_cards_customer_idx" ON "bookings"."sandbox_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_idempotency_key_idx" ON "bookings"."sandbox_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "bookings"."sandbox_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key_idx" ON "bookings"."sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_booking_idx" ON "bookings"."voucher_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "bookings"."voucher_redemptions" USING btree ("voucher_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "bookings"."vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_model_idx" ON "bookings"."vouchers" USING btree ("model_type","model_id");