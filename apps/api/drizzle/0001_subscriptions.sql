CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"provider_payment_id" text NOT NULL,
	"due_date" text NOT NULL,
	"status" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"amount_taka" integer NOT NULL,
	"trx_id" text,
	"trx_time" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "sim_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"due_date" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"trx_id" text,
	"trx_time" timestamp with time zone,
	"first_payment" boolean DEFAULT false NOT NULL,
	"retry_date" text
);
--> statement-breakpoint
CREATE TABLE "sim_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"intent_code" text NOT NULL,
	"status" text NOT NULL,
	"subscription_type" text NOT NULL,
	"amount" integer NOT NULL,
	"first_payment_amount" integer,
	"frequency" text NOT NULL,
	"start_date" text NOT NULL,
	"expiry_date" text NOT NULL,
	"payer" text,
	"redirect_url" text NOT NULL,
	"reference" text,
	"service_id" text,
	"merchant_short_code" text,
	"next_payment_date" text,
	"cancelled_by" text,
	"cancelled_time" timestamp with time zone,
	"consent_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_subscriptions_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "sim_subscriptions_intent_code_unique" UNIQUE("intent_code")
);
--> statement-breakpoint
CREATE TABLE "sim_wallets" (
	"wallet" text PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"segment" text NOT NULL,
	"state" text NOT NULL,
	"provider_status" text NOT NULL,
	"request_id" text NOT NULL,
	"provider_subscription_id" text,
	"redirect_url" text,
	"amount_taka" integer NOT NULL,
	"payer_msisdn" text,
	"campaign_key" text,
	"campaign_url" text,
	"browser_binding_hash" text,
	"consent_expires_at" timestamp with time zone NOT NULL,
	"next_payment_date" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_payments" ADD CONSTRAINT "sim_payments_subscription_id_sim_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sim_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_subscription_due_idx" ON "payments" USING btree ("subscription_id","due_date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_segment_idx" ON "subscriptions" USING btree ("user_id","segment","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_segment" ON "subscriptions" USING btree ("user_id","segment") WHERE "subscriptions"."state" in ('pending', 'subscribed');