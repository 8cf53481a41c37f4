export type { CropSquare, CropView, Size } from "./crop-geometry";
export { PhotoPicker, type PhotoPickerProps } from "./PhotoPicker";
export { PHOTO_ACCEPT, photoFileProblem, photoTexts } from "./photo-file";
