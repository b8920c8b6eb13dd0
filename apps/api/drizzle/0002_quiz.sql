CREATE TABLE "play_questions" (
	"play_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"answer" smallint,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	"client_time_taken" integer,
	CONSTRAINT "play_questions_play_id_question_id_pk" PRIMARY KEY("play_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"option1" text NOT NULL,
	"option2" text NOT NULL,
	"option3" text NOT NULL,
	"correct_option" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_correct_option_check" CHECK ("questions"."correct_option" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "quiz_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"attempt" smallint NOT NULL,
	"question_count" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"answered" smallint DEFAULT 0 NOT NULL,
	"correct" smallint DEFAULT 0 NOT NULL,
	"elapsed_ms" integer,
	CONSTRAINT "quiz_plays_attempt_limit_check" CHECK ("quiz_plays"."attempt" >= 1 and "quiz_plays"."attempt" <= case "quiz_plays"."kind" when 'special' then 1 else 2 end)
);
--> statement-breakpoint
ALTER TABLE "play_questions" ADD CONSTRAINT "play_questions_play_id_quiz_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."quiz_plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_questions" ADD CONSTRAINT "play_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_plays" ADD CONSTRAINT "quiz_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_questions_question_idx" ON "play_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_category_text_idx" ON "questions" USING btree ("category_id","question");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_plays_daily_attempt_idx" ON "quiz_plays" USING btree ("user_id","kind","day","attempt");--> statement-breakpoint
CREATE INDEX "quiz_plays_open_idx" ON "quiz_plays" USING btree ("user_id","kind") WHERE "quiz_plays"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_plays_day_idx" ON "quiz_plays" USING btree ("kind","day");