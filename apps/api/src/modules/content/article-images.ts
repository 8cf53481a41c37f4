/** The full image: the article's hero and its social card (the size social networks expect). */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The card thumbnail sent inline as base64 with every post. */
export const ARTICLE_THUMBNAIL_SIZE = { width: 480, height: 252 } as const;

export interface ArticleImages {
  image: Buffer;
  thumbnail: Buffer;
}

/** Renders an article's SVG illustration into the two JPEGs the blog serves. */
export async function renderArticleImages(svg: Buffer): Promise<ArticleImages> {
  const { default: sharp } = await import("sharp");
  const render = (size: { width: number; height: number }, quality: number) =>
    sharp(svg, { density: 144 })
      .resize(size.width, size.height, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
  const [image, thumbnail] = await Promise.all([
    render(ARTICLE_IMAGE_SIZE, 82),
    render(ARTICLE_THUMBNAIL_SIZE, 72),
  ]);
  return { image, thumbnail };
}
