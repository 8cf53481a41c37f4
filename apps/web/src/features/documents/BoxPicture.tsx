import { useQuery } from "@tanstack/react-query";
import type { FileRefDto, ReadValue } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Skeleton } from "antd";
import { fetchGuardedFile } from "../../lib/download-file";

/** How much room the crop leaves around the box, in fractions of the page. */
const MARGIN = 0.01;
const PICTURE_WIDTH = 240;

/** An image's height over its width, once it has loaded. */
function aspectOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalHeight / Math.max(1, image.naturalWidth));
    image.onerror = () => reject(new Error("image"));
    image.src = url;
  });
}

/** The page a value was read from as an image: the upload itself, or a PDF's page drawn by pdf.js (a lazy chunk). */
function pageImageQuery(file: Pick<FileRefDto, "url" | "name">, page: number) {
  return {
    queryKey: ["document-page-image", file.url, page] as const,
    queryFn: async () => {
      const blob = await fetchGuardedFile(file);
      const isPdf = blob.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
      let url = "";
      if (isPdf) {
        const [{ pdfPageImage }, bytes] = await Promise.all([
          import("../../lib/pdf-loader"),
          blob.arrayBuffer(),
        ]);
        url = await pdfPageImage(bytes, page);
      } else {
        url = URL.createObjectURL(blob);
      }
      return { url, aspect: await aspectOf(url) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/** The picture of the box a value came from: its page cropped to the value's region. */
export function BoxPicture({ file, value }: { file: Pick<FileRefDto, "url" | "name">; value: ReadValue }) {
  const { data, isPending, isError } = useQuery(pageImageQuery(file, value.page));
  const label = t("documentReadings.pictureOf", { box: value.box });
  if (isPending) return <Skeleton.Image active className="tl-read__picture" />;
  if (isError)
    return <span className="tl-muted tl-read__picture">{t("documentReadings.pictureUnavailable")}</span>;
  const left = Math.max(0, value.region.left - MARGIN);
  const top = Math.max(0, value.region.top - MARGIN);
  const width = Math.min(1, value.region.right + MARGIN) - left;
  const height = Math.min(1, value.region.bottom + MARGIN) - top;
  // The whole page scaled so the region fills the picture's width, moved so the region shows.
  const scale = PICTURE_WIDTH / Math.max(width, 0.01);
  const pageHeight = scale * data.aspect;
  return (
    <span
      role="img"
      aria-label={label}
      className="tl-read__picture"
      style={{
        width: PICTURE_WIDTH,
        height: Math.max(24, Math.round(height * pageHeight)),
        backgroundImage: `url("${data.url}")`,
        backgroundSize: `${scale}px ${pageHeight}px`,
        backgroundPosition: `${-left * scale}px ${-top * pageHeight}px`,
      }}
    />
  );
}
