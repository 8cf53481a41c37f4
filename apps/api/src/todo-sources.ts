import type { ToDoSource } from "./lib/todo-source";
import { appointmentsToDoSource } from "./modules/appointments";
import { documentsToDoSource } from "./modules/documents";
import { filingToDoSource } from "./modules/filing";
import { marketplaceToDoSource } from "./modules/marketplace";
import { organizerToDoSource } from "./modules/organizer";
import { paymentsToDoSource } from "./modules/payments";
import { signaturesToDoSource } from "./modules/signatures";
import { taxNoticesToDoSource } from "./modules/tax-notices";

/**
 * What waits on each person, by the module that owns it: every module with something to ask of a
 * taxpayer or a professional adds its source here, and the composition hands the list to the to-do module.
 */
export const toDoSources: readonly ToDoSource[] = [
  marketplaceToDoSource,
  organizerToDoSource,
  documentsToDoSource,
  signaturesToDoSource,
  paymentsToDoSource,
  appointmentsToDoSource,
  filingToDoSource,
  taxNoticesToDoSource,
];
