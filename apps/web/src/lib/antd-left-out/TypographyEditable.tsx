import { leftOut } from "./left-out";

/**
 * Stands in for antd's in-place editor inside its Typography in the built app (vite-antd-left-out.ts):
 * it is drawn only for text given `editable`, which none here is (left-out-props.test.ts holds it).
 * Text a person edits is a form field.
 */
export default function LeftOutTypographyEditable(): never {
  return leftOut("Typography's in-place editing is left out of the build: use a form field");
}
