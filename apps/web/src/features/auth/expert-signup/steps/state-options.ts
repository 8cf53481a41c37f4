import { US_STATES } from "@taxlane/contract";

/** The US states as select options, searchable by name or postal code. */
export const stateOptions = US_STATES.map(([code, name]) => ({ value: code, label: name, code }));

export const filterState = (input: string, option?: { label: string; code: string }) => {
  if (option === undefined) return false;
  const query = input.trim().toLowerCase();
  return option.label.toLowerCase().includes(query) || option.code.toLowerCase() === query;
};
