CREATE TABLE "statistical_return_cycles" (
	"fiscal_year_id" integer PRIMARY KEY NOT NULL,
	"deadline" date,
	"published_at" timestamp with time zone,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "statistical_return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"status" varchar(12) NOT NULL,
	"user_id" integer,
	"by_name" varchar(200) NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistical_return_figures" (
	"return_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"form" varchar(10) NOT NULL,
	"table_key" varchar(40) NOT NULL,
	"row_key" varchar(80) NOT NULL,
	"column_key" varchar(40) NOT NULL,
	"program_id" integer,
	"level_id" integer,
	"faculty_id" integer,
	"value" bigint NOT NULL,
	CONSTRAINT "statistical_return_figures_return_id_table_key_row_key_column_key_pk" PRIMARY KEY("return_id","table_key","row_key","column_key")
);
--> statement-breakpoint
CREATE TABLE "statistical_return_reminders" (
	"fiscal_year_id" integer NOT NULL,
	"form" varchar(10) NOT NULL,
	"target" varchar(12) NOT NULL,
	"target_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statistical_return_reminders_fiscal_year_id_form_target_target_id_kind_pk" PRIMARY KEY("fiscal_year_id","form","target","target_id","kind")
);
--> statement-breakpoint
CREATE TABLE "statistical_return_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"level" varchar(10) NOT NULL,
	"message" text NOT NULL,
	"threshold" numeric,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "statistical_return_rules_kind_unique" UNIQUE("kind")
);
--> statement-breakpoint
CREATE TABLE "statistical_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"form" varchar(10) DEFAULT 'full' NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"submission_no" integer,
	"submitted_at" timestamp with time zone,
	"figures" jsonb,
	"corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"research_cell" boolean,
	"verification_token" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistical_return_cycles" ADD CONSTRAINT "statistical_return_cycles_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistical_return_cycles" ADD CONSTRAINT "statistical_return_cycles_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistical_return_events" ADD CONSTRAINT "statistical_return_events_return_id_statistical_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."statistical_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistical_return_events" ADD CONSTRAINT "statistical_return_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistical_return_figures" ADD CONSTRAINT "statistical_return_figures_return_id_statistical_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."statistical_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistical_returns" ADD CONSTRAINT "statistical_returns_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistical_returns" ADD CONSTRAINT "statistical_returns_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistical_return_events_return_idx" ON "statistical_return_events" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "statistical_return_figures_year_idx" ON "statistical_return_figures" USING btree ("fiscal_year_id","form","table_key");--> statement-breakpoint
CREATE INDEX "statistical_return_figures_campus_idx" ON "statistical_return_figures" USING btree ("campus_id","fiscal_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statistical_returns_campus_year_form_uq" ON "statistical_returns" USING btree ("campus_id","fiscal_year_id","form");--> statement-breakpoint
CREATE INDEX "statistical_returns_year_idx" ON "statistical_returns" USING btree ("fiscal_year_id","form","status");--> statement-breakpoint
CREATE UNIQUE INDEX "statistical_returns_token_uq" ON "statistical_returns" USING btree ("verification_token");