export * from "./fun-facts";
