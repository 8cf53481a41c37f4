/** The part of heic-decode (which ships no types) this package uses. */
declare module "heic-decode" {
  interface DecodedHeif {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeif>;
  }
  interface HeifImages extends Array<HeifImage> {
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeif>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeifImages>;
  }
  export default decode;
}
