import type { PageSize, SendSignatureRequest, SignatureFieldKind } from "@taxlane/contract";
import { boxAround, clampToPage, defaultSpot, type PdfBox, roundPoints } from "./field-geometry";

/** Which signer a field is for: the index in the request's signers (0 the taxpayer, 1 the spouse). */
export type SignerIndex = 0 | 1;

/** A field being placed, before the request is sent. `page` counts from 1. */
export interface DraftField extends PdfBox {
  key: number;
  kind: SignatureFieldKind;
  page: number;
  signer: SignerIndex;
}

export interface FieldsState {
  fields: DraftField[];
  /** The field the arrow keys move; null when none is chosen. */
  selected: number | null;
  nextKey: number;
}

export type FieldsAction =
  /** A click on a page: a field centred where it was clicked. */
  | {
      type: "place";
      page: number;
      pageSize: PageSize;
      kind: SignatureFieldKind;
      signer: SignerIndex;
      at: { x: number; y: number };
    }
  /** "Add field" without a click: a field at the default spot of the page. */
  | { type: "add"; page: number; pageSize: PageSize; kind: SignatureFieldKind; signer: SignerIndex }
  | { type: "move"; key: number; dx: number; dy: number; pageSize: PageSize }
  | { type: "moveTo"; key: number; x: number; y: number; pageSize: PageSize }
  | { type: "remove"; key: number }
  | { type: "select"; key: number | null }
  /** The spouse was taken off the request: their fields go with them. */
  | { type: "dropSigner"; signer: SignerIndex };

export const emptyFields: FieldsState = { fields: [], selected: null, nextKey: 1 };

function added(state: FieldsState, field: Omit<DraftField, "key">): FieldsState {
  const key = state.nextKey;
  return { fields: [...state.fields, { ...field, key }], selected: key, nextKey: key + 1 };
}

function changed(state: FieldsState, key: number, change: (field: DraftField) => DraftField): FieldsState {
  return { ...state, fields: state.fields.map((field) => (field.key === key ? change(field) : field)) };
}

/** What placing, moving and removing fields does to the fields of a request. */
export function fieldsReducer(state: FieldsState, action: FieldsAction): FieldsState {
  switch (action.type) {
    case "place": {
      const box = boxAround(action.kind, action.at, action.pageSize);
      return added(state, { ...box, kind: action.kind, page: action.page, signer: action.signer });
    }
    case "add": {
      const box = defaultSpot(action.kind, action.pageSize);
      return added(state, { ...box, kind: action.kind, page: action.page, signer: action.signer });
    }
    case "move":
      return changed(state, action.key, (field) => ({
        ...field,
        ...clampToPage({ ...field, x: field.x + action.dx, y: field.y + action.dy }, action.pageSize),
      }));
    case "moveTo":
      return changed(state, action.key, (field) => ({
        ...field,
        ...clampToPage({ ...field, x: action.x, y: action.y }, action.pageSize),
      }));
    case "remove":
      return {
        ...state,
        fields: state.fields.filter((field) => field.key !== action.key),
        selected: state.selected === action.key ? null : state.selected,
      };
    case "select":
      return { ...state, selected: action.key };
    case "dropSigner": {
      const fields = state.fields.filter((field) => field.signer !== action.signer);
      const selectedStays = fields.some((field) => field.key === state.selected);
      return { ...state, fields, selected: selectedStays ? state.selected : null };
    }
  }
}

/** The fields as the send call takes them, in rounded points. */
export function fieldsToSend(fields: readonly DraftField[]): SendSignatureRequest["fields"] {
  return fields.map((field) => ({
    kind: field.kind,
    page: field.page,
    x: roundPoints(field.x),
    y: roundPoints(field.y),
    width: roundPoints(field.width),
    height: roundPoints(field.height),
    signer: field.signer,
  }));
}

/** The signers (by index) who have no signature field: each must sign somewhere. */
export function signersWithoutSignature(fields: readonly DraftField[], signerCount: number): SignerIndex[] {
  const signing = new Set(fields.filter((field) => field.kind === "signature").map((field) => field.signer));
  return ([0, 1] as const).filter((signer) => signer < signerCount && !signing.has(signer));
}
