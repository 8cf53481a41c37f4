/** Limits of a job's stage notes and draft comments, free of zod so the job's page can show them. */

/** The longest note to the client a move to "waiting for information" carries. */
export const MAX_STAGE_NOTE_LENGTH = 500;

/** The longest comment on a draft return. */
export const MAX_DRAFT_COMMENT_LENGTH = 2000;
