CREATE TABLE "campus_modules" (
	"campus_id" integer NOT NULL,
	"module" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "campus_modules_campus_id_module_pk" PRIMARY KEY("campus_id","module")
);
--> statement-breakpoint
ALTER TABLE "campus_modules" ADD CONSTRAINT "campus_modules_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_modules" ADD CONSTRAINT "campus_modules_module_modules_code_fk" FOREIGN KEY ("module") REFERENCES "public"."modules"("code") ON DELETE no action ON UPDATE no action;