const palette = ["#2f6f5e", "#7a4e9c", "#b5542f", "#2d5d8f", "#8a6d1f", "#9c3d5b", "#3f7d3a", "#5b5f97"];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A demo expert's portrait: initials on a soft gradient, as a 512 px PNG. The demo uses drawn
 * portraits rather than photos of real people.
 */
export async function demoPortrait(firstName: string, lastName: string, index: number): Promise<Buffer> {
  const color = palette[index % palette.length] ?? "#2f6f5e";
  const initials = escapeXml(`${firstName.slice(0, 1)}${lastName.slice(0, 1)}`.toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}"/>
  </linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <circle cx="256" cy="206" r="92" fill="#ffffff" fill-opacity="0.16"/>
  <path d="M96 512c18-104 86-164 160-164s142 60 160 164z" fill="#ffffff" fill-opacity="0.16"/>
  <text x="256" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700"
    fill="#ffffff" text-anchor="middle">${initials}</text>
</svg>`;
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
