import { Input } from "antd";
import type { TextAreaProps } from "antd/es/input";
import "./counted-text-area.css";

/**
 * A text area that shows how many characters it holds (antd's `showCount` or `count`), with room
 * kept below it for the count so it never sits on the field's help or error text.
 */
export function CountedTextArea({ rootClassName, ...props }: TextAreaProps) {
  return (
    <Input.TextArea
      {...props}
      rootClassName={rootClassName ? `tl-counted-text-area ${rootClassName}` : "tl-counted-text-area"}
    />
  );
}
