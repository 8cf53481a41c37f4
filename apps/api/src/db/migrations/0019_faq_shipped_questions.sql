CREATE TABLE "faq_shipped_questions" (
	"question" text PRIMARY KEY NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database that installed the FAQ before this record existed holds every question shipped until
-- now (some perhaps reworded since): record them as installed, so none comes back beside its edit.
-- A new database has no FAQ yet; its first start installs the entries and records them.
INSERT INTO "faq_shipped_questions" ("question")
SELECT "shipped"."question" FROM (VALUES
  ('What is Taxlane?'),
  ('How does it work?'),
  ('Who can use Taxlane?'),
  ('Should I choose individual or business?'),
  ('Do I need an account?'),
  ('What kinds of tax professionals are on Taxlane?'),
  ('How do you check the professionals?'),
  ('How soon will I hear from someone?'),
  ('How do I compare professionals?'),
  ('Do I have to choose one of the professionals I''m introduced to?'),
  ('Can I meet my tax professional in person?'),
  ('Can I leave a review?'),
  ('How much does it cost?'),
  ('How do quotes work?'),
  ('How do I choose a professional?'),
  ('What do the statuses of my tax preparation mean?'),
  ('How does the free trial work?'),
  ('How do I cancel my plan?'),
  ('Can I get a refund?'),
  ('Will I be reminded before a yearly plan renews?'),
  ('Is my information safe?'),
  ('How do I send documents to my tax professional?'),
  ('Can I send my Social Security number by chat or e-mail?'),
  ('What is the organizer?'),
  ('Who can see my information?'),
  ('How long do you keep my tax information?'),
  ('Will the chatbot ask for my Social Security number?'),
  ('How do I join Taxlane as a tax professional?'),
  ('What does it cost to join?'),
  ('How do I receive requests and send quotes?'),
  ('How do I deliver a finished return?'),
  ('Can I connect my calendar?'),
  ('Why do I get a sign-in code every time I log in?'),
  ('I forgot my password. What do I do?'),
  ('Can I turn on two-factor sign-in?'),
  ('How do I update my name, phone number or e-mail?'),
  ('How do I get a copy of my data or delete my account?'),
  ('How old do I have to be to use Taxlane?'),
  ('How do I contact support?')
) AS "shipped" ("question")
WHERE EXISTS (SELECT 1 FROM "faq_entries");
