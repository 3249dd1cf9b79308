CREATE TABLE "local_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_ne" varchar(120) NOT NULL,
	"type" varchar(30) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "temporary_province_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "temporary_district_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "temporary_local_level" varchar(120);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "temporary_ward" integer;--> statement-breakpoint
ALTER TABLE "local_levels" ADD CONSTRAINT "local_levels_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_levels_district_name_uq" ON "local_levels" USING btree ("district_id","name");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_temporary_province_id_provinces_id_fk" FOREIGN KEY ("temporary_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_temporary_district_id_districts_id_fk" FOREIGN KEY ("temporary_district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;