// What other modules may use of practice-clients: nothing yet, as no module reads a client list; the
// composition makes the module with module.ts.
export type { PracticeClientsService } from "./practice-clients.service";
