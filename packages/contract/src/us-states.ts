/** US states, the District of Columbia and territories by postal code, in name order. Free of zod so public pages can use it. */
export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["PR", "Puerto Rico"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
] as const satisfies readonly (readonly [string, string])[];

export type UsStateCode = (typeof US_STATES)[number][0];

const stateNames: ReadonlyMap<string, string> = new Map(US_STATES);

export function isUsStateCode(value: string): value is UsStateCode {
  return stateNames.has(value);
}

const codesByKey: ReadonlyMap<string, string> = new Map(
  US_STATES.flatMap(([code, name]): [string, string][] => [
    [code, code],
    [name.toUpperCase(), code],
  ]),
);

/** The postal code of a state given by code or name in any letter case ("ca", "California"); else the text upper-cased. */
export function usStateCodeOf(value: string): string {
  const key = value.trim().toUpperCase();
  return codesByKey.get(key) ?? key;
}

/** The state's name for a postal code, or the code itself when it is not one. */
export function usStateName(code: string): string {
  return stateNames.get(code) ?? code;
}

/** "Austin, TX" from a city and a state (code or name), leaving out whichever is empty. */
export function placeText(city: string, state: string): string {
  return [city.trim(), state.trim()].filter((part) => part !== "").join(", ");
}
