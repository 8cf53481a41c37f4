import type { BoxValue, PagePlacement } from "../page";

type Region = BoxValue["region"];

/**
 * A region of the prepared page (the paper cut out of a photo and turned level) as a region of the
 * picture as uploaded: turned back by the page's slope about its middle, then placed on the paper's
 * spot. Without it a value's crop on a phone photo sat off by the table's margin and the tilt.
 */
export function regionOnUpload(
  region: Region,
  placement: PagePlacement,
  page: { width: number; height: number },
): Region {
  const angle = (placement.skewDegrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const { paper } = placement;
  const corners = [
    [region.left, region.top],
    [region.right, region.top],
    [region.left, region.bottom],
    [region.right, region.bottom],
  ].map(([x = 0, y = 0]) => {
    // In pixels about the middle, so the page's proportions turn true; sharp turned it by -skew.
    const dx = (x - 0.5) * page.width;
    const dy = (y - 0.5) * page.height;
    const turnedX = 0.5 + (dx * cos - dy * sin) / page.width;
    const turnedY = 0.5 + (dx * sin + dy * cos) / page.height;
    return [paper.left + turnedX * paper.width, paper.top + turnedY * paper.height] as const;
  });
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: clamp(Math.min(...corners.map(([x]) => x))),
    top: clamp(Math.min(...corners.map(([, y]) => y))),
    right: clamp(Math.max(...corners.map(([x]) => x))),
    bottom: clamp(Math.max(...corners.map(([, y]) => y))),
  };
}
