ALTER TABLE "campuses" ADD COLUMN "document_language" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" varchar(10) DEFAULT 'latin' NOT NULL;