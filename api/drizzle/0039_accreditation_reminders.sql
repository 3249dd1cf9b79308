CREATE TABLE "accreditation_reminders" (
	"cycle_id" integer NOT NULL,
	"months" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accreditation_reminders_cycle_id_months_pk" PRIMARY KEY("cycle_id","months")
);
--> statement-breakpoint
ALTER TABLE "accreditation_reminders" ADD CONSTRAINT "accreditation_reminders_cycle_id_accreditation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."accreditation_cycles"("id") ON DELETE cascade ON UPDATE no action;