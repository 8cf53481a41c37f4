/**
 * The arithmetic of cropping a photo to a square, free of the DOM so it can be tested. A view is the
 * zoom and the centre of the square in fractions of the image (0 to 1 across, 0 to 1 down). At zoom
 * 1 the square's side is the image's shorter side; at zoom 2 it is half of it. The square always
 * stays inside the image.
 */

export interface Size {
  width: number;
  height: number;
}

export interface CropView {
  zoom: number;
  /** The square's centre, as a fraction of the image's width. */
  centerX: number;
  /** The square's centre, as a fraction of the image's height. */
  centerY: number;
}

/** The part of the image that becomes the photo, in image pixels. */
export interface CropSquare {
  x: number;
  y: number;
  size: number;
}

/** Where the image sits in the square frame, in percent of the frame's side. */
export interface ImagePlacement {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** What one press of an arrow key moves the photo, as a share of the frame (Shift moves further). */
export const KEY_PAN_STEP = 0.05;
export const KEY_PAN_STEP_LARGE = 0.25;
export const KEY_ZOOM_STEP = 0.1;
/** The side of the photo produced, in pixels, when the chosen square is at least this large. */
export const OUTPUT_SIDE = 512;

export const initialView: CropView = { zoom: MIN_ZOOM, centerX: 0.5, centerY: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The square's side in image pixels at `zoom`. */
export function squareSide(image: Size, zoom: number): number {
  return Math.min(image.width, image.height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
}

/** The view moved and zoomed back into bounds: zoom within its range, the square inside the image. */
export function clampView(image: Size, view: CropView): CropView {
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : MIN_ZOOM, MIN_ZOOM, MAX_ZOOM);
  const side = squareSide(image, zoom);
  const halfX = side / 2 / image.width;
  const halfY = side / 2 / image.height;
  return {
    zoom,
    centerX: clamp(Number.isFinite(view.centerX) ? view.centerX : 0.5, halfX, 1 - halfX),
    centerY: clamp(Number.isFinite(view.centerY) ? view.centerY : 0.5, halfY, 1 - halfY),
  };
}

/** The square the view shows, in image pixels. */
export function cropSquare(image: Size, view: CropView): CropSquare {
  const bounded = clampView(image, view);
  const size = squareSide(image, bounded.zoom);
  return {
    x: bounded.centerX * image.width - size / 2,
    y: bounded.centerY * image.height - size / 2,
    size,
  };
}

/**
 * The view after the photo is dragged by `dx`, `dy` shares of the frame's side: dragging the photo
 * to the right shows more of its left part, so the square's centre moves left.
 */
export function panView(image: Size, view: CropView, dx: number, dy: number): CropView {
  const side = squareSide(image, view.zoom);
  return clampView(image, {
    zoom: view.zoom,
    centerX: view.centerX - (dx * side) / image.width,
    centerY: view.centerY - (dy * side) / image.height,
  });
}

/** The view at another zoom, around the same centre (moved back inside the image if needed). */
export function zoomView(image: Size, view: CropView, zoom: number): CropView {
  return clampView(image, { ...view, zoom });
}

/** How to place the image in the frame so that the frame shows exactly the view's square. */
export function imagePlacement(image: Size, view: CropView): ImagePlacement {
  const bounded = clampView(image, view);
  const side = squareSide(image, bounded.zoom);
  const width = (image.width / side) * 100;
  const height = (image.height / side) * 100;
  return {
    left: 50 - bounded.centerX * width,
    top: 50 - bounded.centerY * height,
    width,
    height,
  };
}

/** The side of the produced photo: `OUTPUT_SIDE`, or the square's own side when it is smaller. */
export function outputSide(square: CropSquare, max = OUTPUT_SIDE): number {
  return Math.max(1, Math.min(max, Math.round(square.size)));
}

/** The frame's keys: arrows move the photo, + and - zoom; `null` for any other key. */
export function viewForKey(image: Size, view: CropView, key: string, shiftKey: boolean): CropView | null {
  const step = shiftKey ? KEY_PAN_STEP_LARGE : KEY_PAN_STEP;
  switch (key) {
    case "ArrowLeft":
      return panView(image, view, -step, 0);
    case "ArrowRight":
      return panView(image, view, step, 0);
    case "ArrowUp":
      return panView(image, view, 0, -step);
    case "ArrowDown":
      return panView(image, view, 0, step);
    case "+":
    case "=":
      return zoomView(image, view, view.zoom + KEY_ZOOM_STEP);
    case "-":
    case "_":
      return zoomView(image, view, view.zoom - KEY_ZOOM_STEP);
    case "Home":
      return clampView(image, initialView);
    default:
      return null;
  }
}
