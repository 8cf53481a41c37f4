import { fireEvent, render, screen } from "@testing-library/react";
import { useReducer } from "react";
import { describe, expect, it } from "vitest";
import { FieldLayer } from "./FieldLayer";
import { emptyFields, type FieldsState, fieldsReducer } from "./fields-reducer";

const pageSize = { width: 612, height: 792 };
let latest: FieldsState = emptyFields;

/** The layer over a page drawn at half size, its fields kept as the page keeps them. */
function Layer() {
  const [state, dispatch] = useReducer(fieldsReducer, emptyFields);
  latest = state;
  return (
    <div data-testid="page" style={{ position: "relative", width: 306, height: 396 }}>
      <FieldLayer
        page={1}
        pageSize={pageSize}
        scale={0.5}
        fields={state.fields}
        selected={state.selected}
        signerNames={["Sam Rivera"]}
        placing={{ kind: "initials", signer: 0 }}
        dispatch={dispatch}
      />
    </div>
  );
}

function layer(): HTMLElement {
  const element = screen.getByTestId("page").firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("no layer");
  return element;
}

describe("the fields over a drawn page", () => {
  it("places a field centred on the clicked pixel, in PDF points from the bottom", () => {
    render(<Layer />);
    fireEvent.click(layer(), { clientX: 100, clientY: 50 });
    // 100 px at half size is 200 pt across; 50 px down is 100 pt down, so 692 pt up from the bottom.
    expect(latest.fields[0]).toMatchObject({
      kind: "initials",
      page: 1,
      x: 170,
      y: 677,
      width: 60,
      height: 30,
    });
    const field = screen.getByRole("button", { name: /Initials for Sam Rivera, page 1/ });
    expect(field.style.left).toBe("85px");
    expect(field.style.top).toBe(`${(792 - 677 - 30) / 2}px`);
  });

  it("drags a field: pixels down the screen become points down the page", () => {
    render(<Layer />);
    fireEvent.click(layer(), { clientX: 100, clientY: 50 });
    const field = screen.getByRole("button", { name: /Initials for Sam Rivera/ });
    fireEvent.pointerDown(field, { pointerId: 1, clientX: 100, clientY: 50 });
    fireEvent.pointerMove(field, { pointerId: 1, clientX: 110, clientY: 70 });
    fireEvent.pointerUp(field, { pointerId: 1 });
    expect(latest.fields[0]).toMatchObject({ x: 190, y: 637 });
    fireEvent.pointerMove(field, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(latest.fields[0]).toMatchObject({ x: 190, y: 637 });
  });

  it("focuses a placed field so the arrow keys move it and Delete removes it", () => {
    render(<Layer />);
    fireEvent.click(layer(), { clientX: 100, clientY: 50 });
    const field = screen.getByRole("button", { name: /Initials for Sam Rivera/ });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: "ArrowDown", shiftKey: true });
    expect(latest.fields[0]).toMatchObject({ x: 170, y: 667 });
    fireEvent.keyDown(field, { key: "Delete" });
    expect(latest.fields).toEqual([]);
  });
});
