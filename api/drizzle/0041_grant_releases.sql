CREATE TABLE "grant_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_release_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"released_on" date,
	"letter_reference" varchar(100),
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grant_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"fiscal_year_id" integer NOT NULL,
	"grant_type" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"letter_reference" varchar(100) NOT NULL,
	"letter_date" date,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grant_instalments" ADD CONSTRAINT "grant_instalments_grant_release_id_grant_releases_id_fk" FOREIGN KEY ("grant_release_id") REFERENCES "public"."grant_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_instalments" ADD CONSTRAINT "grant_instalments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_releases" ADD CONSTRAINT "grant_releases_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_releases" ADD CONSTRAINT "grant_releases_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_releases" ADD CONSTRAINT "grant_releases_fiscal_year_id_fiscal_years_id_fk" FOREIGN KEY ("fiscal_year_id") REFERENCES "public"."fiscal_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grant_instalments_grant_idx" ON "grant_instalments" USING btree ("grant_release_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "grant_releases_type_uq" ON "grant_releases" USING btree (coalesce("university_id", 0),coalesce("campus_id", 0),"fiscal_year_id","grant_type") WHERE "grant_releases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "grant_releases_university_idx" ON "grant_releases" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "grant_releases_campus_idx" ON "grant_releases" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "grant_releases_fiscal_year_idx" ON "grant_releases" USING btree ("fiscal_year_id");