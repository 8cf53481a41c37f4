/** Where a profile's frame comes from: its npm package, our own file (apps/, packages/, bench/), or node's module. */
export function frameSource(url: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  const ours = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url || "(native)";
}
