export * from "./ocr";
export * from "./page";
