// What other modules may use of todo: nothing. The port a module implements to add what waits on a
// person lives in lib/todo-source.ts, so the modules that give items need not depend on this one (it
// reads their jobs' names). The composition makes the module with module.ts.
export {};
