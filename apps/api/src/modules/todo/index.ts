// What other modules may use of todo: the port they implement to add what waits on a person. The
// composition makes the module with module.ts.
export type { ToDoEntry, ToDoPerson, ToDoSource } from "./todo-source";
