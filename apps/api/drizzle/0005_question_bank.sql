ALTER TABLE "play_questions" ADD COLUMN "option_order" text DEFAULT '123' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "fact_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_category_fact_idx" ON "questions" USING btree ("category_id","fact_key");--> statement-breakpoint
ALTER TABLE "play_questions" ADD CONSTRAINT "play_questions_option_order_check" CHECK ("play_questions"."option_order" in ('123', '132', '213', '231', '312', '321'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_difficulty_check" CHECK ("questions"."difficulty" in ('easy', 'medium', 'hard'));