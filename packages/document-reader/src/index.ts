export * from "./page";
export * from "./ocr";
