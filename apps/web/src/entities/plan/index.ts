export * from "./pricing";
