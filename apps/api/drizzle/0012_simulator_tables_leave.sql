-- The wallet simulator keeps its own tables now (packages/payment-simulator), made when it is
-- mounted in demo and test mode; a production database never needs them.
DROP TABLE "sim_payments" CASCADE;--> statement-breakpoint
DROP TABLE "sim_subscriptions" CASCADE;--> statement-breakpoint
DROP TABLE "sim_wallets" CASCADE;