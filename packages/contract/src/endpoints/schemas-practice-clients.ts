import {
  practiceClientsFilterSchema,
  practiceClientsQuerySchema,
  practiceClientsSchema,
} from "../practice-clients";

/** A practice's client list and its CSV. */
export const practiceClientSchemas = {
  practiceClientsFilterSchema,
  practiceClientsQuerySchema,
  practiceClientsSchema,
};
