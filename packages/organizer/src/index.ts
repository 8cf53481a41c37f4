/** Questionnaire and organizer definitions live here as data; later work adds them. */
export {};
