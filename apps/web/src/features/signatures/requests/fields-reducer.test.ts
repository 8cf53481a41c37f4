import { describe, expect, it } from "vitest";
import { emptyFields, fieldsReducer, fieldsToSend, signersWithoutSignature } from "./fields-reducer";

const pageSize = { width: 612, height: 792 };

function withTwoFields() {
  let state = fieldsReducer(emptyFields, {
    type: "place",
    page: 1,
    pageSize,
    kind: "signature",
    signer: 0,
    at: { x: 300, y: 100 },
  });
  state = fieldsReducer(state, { type: "add", page: 2, pageSize, kind: "date", signer: 1 });
  return state;
}

describe("placing fields", () => {
  it("places a field where the page was clicked and selects it", () => {
    const state = fieldsReducer(emptyFields, {
      type: "place",
      page: 1,
      pageSize,
      kind: "signature",
      signer: 0,
      at: { x: 300, y: 100 },
    });
    expect(state.fields).toEqual([
      { key: 1, kind: "signature", page: 1, signer: 0, x: 210, y: 82, width: 180, height: 36 },
    ]);
    expect(state.selected).toBe(1);
  });

  it("adds a field at the default spot of the chosen page, with a new key", () => {
    const state = withTwoFields();
    expect(state.fields[1]).toEqual({
      key: 2,
      kind: "date",
      page: 2,
      signer: 1,
      x: 72,
      y: 72,
      width: 100,
      height: 24,
    });
    expect(state.selected).toBe(2);
  });

  it("moves a field by arrow steps and stops it at the page's edge", () => {
    let state = withTwoFields();
    state = fieldsReducer(state, { type: "move", key: 2, dx: -10, dy: 5, pageSize });
    expect(state.fields[1]).toMatchObject({ x: 62, y: 77 });
    state = fieldsReducer(state, { type: "move", key: 2, dx: -500, dy: 0, pageSize });
    expect(state.fields[1]).toMatchObject({ x: 0 });
    expect(state.fields[0]).toMatchObject({ x: 210, y: 82 });
  });

  it("moves a dragged field to where it was dropped, inside the page", () => {
    const state = fieldsReducer(withTwoFields(), { type: "moveTo", key: 1, x: 500, y: 780, pageSize });
    expect(state.fields[0]).toMatchObject({ x: 612 - 180, y: 792 - 36 });
  });

  it("removes a field and forgets it was selected", () => {
    const state = fieldsReducer(withTwoFields(), { type: "remove", key: 2 });
    expect(state.fields.map((field) => field.key)).toEqual([1]);
    expect(state.selected).toBeNull();
  });

  it("drops the spouse's fields when the spouse is taken off", () => {
    const state = fieldsReducer(withTwoFields(), { type: "dropSigner", signer: 1 });
    expect(state.fields.map((field) => field.signer)).toEqual([0]);
    expect(state.selected).toBeNull();
  });

  it("sends fields in rounded points with the signer's index", () => {
    const state = fieldsReducer(withTwoFields(), { type: "move", key: 1, dx: 0.3333, dy: 0, pageSize });
    expect(fieldsToSend(state.fields)[0]).toEqual({
      kind: "signature",
      page: 1,
      x: 210.33,
      y: 82,
      width: 180,
      height: 36,
      signer: 0,
    });
  });

  it("names the signers who have no signature field yet", () => {
    const state = withTwoFields();
    expect(signersWithoutSignature(state.fields, 2)).toEqual([1]);
    expect(signersWithoutSignature(state.fields, 1)).toEqual([]);
    expect(signersWithoutSignature([], 1)).toEqual([0]);
  });
});
