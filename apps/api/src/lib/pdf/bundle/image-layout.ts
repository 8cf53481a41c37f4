export interface Size {
  width: number;
  height: number;
}

/** Letter in points; an image page turns to landscape when the image is wider than tall. */
const letter: Size = { width: 612, height: 792 };
const margin = 36;

/**
 * EXIF orientations 5 to 8 store the picture turned a quarter: shown upright, its width and
 * height swap. 1 (or none) is upright; 2-4 are mirrored or upside down and keep their size.
 */
export function orientedSize(stored: Size, orientation: number | undefined): Size {
  return orientation !== undefined && orientation >= 5 && orientation <= 8
    ? { width: stored.height, height: stored.width }
    : { width: stored.width, height: stored.height };
}

export interface ImagePlacement {
  page: Size;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Fits an upright image inside a Letter page's margins, centred, keeping its proportions. */
export function fitImageOnPage(image: Size): ImagePlacement {
  const page = image.width > image.height ? { width: letter.height, height: letter.width } : { ...letter };
  const scale = Math.min((page.width - 2 * margin) / image.width, (page.height - 2 * margin) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { page, x: (page.width - width) / 2, y: (page.height - height) / 2, width, height };
}
