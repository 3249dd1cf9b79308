CREATE TABLE "accreditation_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"university_id" integer,
	"cycle_number" integer NOT NULL,
	"stage" varchar(30) NOT NULL,
	"status" varchar(12) DEFAULT 'inProgress' NOT NULL,
	"started_on" date NOT NULL,
	"awarded_on" date,
	"expires_on" date,
	"reason" text,
	"certificate_no" integer,
	"verification_token" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle_id" integer NOT NULL,
	"stage" varchar(30) NOT NULL,
	"dated_on" date NOT NULL,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_by" integer,
	"recorded_by_name" varchar(200) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_committee_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accreditation_cycles" ADD CONSTRAINT "accreditation_cycles_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_cycles" ADD CONSTRAINT "accreditation_cycles_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_stages" ADD CONSTRAINT "accreditation_stages_cycle_id_accreditation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."accreditation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_stages" ADD CONSTRAINT "accreditation_stages_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_committee_members" ADD CONSTRAINT "quality_committee_members_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_committee_members" ADD CONSTRAINT "quality_committee_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_cycles_campus_number_uq" ON "accreditation_cycles" USING btree ("campus_id","cycle_number");--> statement-breakpoint
CREATE INDEX "accreditation_cycles_status_idx" ON "accreditation_cycles" USING btree ("status","expires_on");--> statement-breakpoint
CREATE INDEX "accreditation_cycles_university_idx" ON "accreditation_cycles" USING btree ("university_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_cycles_token_uq" ON "accreditation_cycles" USING btree ("verification_token");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_stages_cycle_stage_uq" ON "accreditation_stages" USING btree ("cycle_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_committee_members_campus_employee_uq" ON "quality_committee_members" USING btree ("campus_id","employee_id");--> statement-breakpoint
-- A university reads its campuses' accreditation (documents are private to the campus, its
-- university and the commission): on a database whose role permissions were seeded already.
INSERT INTO "role_permissions" ("role", "permission")
SELECT 'UniAdmin'::"user_role", p.permission
FROM (VALUES ('accreditation:view'), ('accreditation:export')) AS p(permission)
WHERE EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
