/** Made-up but valid values from a seeded generator, so the corpus is the same on every run. */

/** mulberry32: small, fast and good enough to pick made-up values. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = ["Dana", "Marcus", "Priya", "Luis", "Grace", "Tomasz", "Aisha", "Kenji", "Maria", "Owen"];
const lastNames = ["Whitfield", "Ortega", "Nakamura", "Okafor", "Lindqvist", "Brennan", "Haddad", "Kowalski"];
const companies = ["Northwind Traders", "Bluebird Logistics", "Cedar Health", "Summit Credit Union"];
const companyEndings = ["Inc", "LLC", "Co", "Bank", "Group"];
const streets = ["Maple Ave", "Oak St", "Harbor Rd", "Pine Ln", "Elm Ct", "Lakeview Dr", "Main St"];
const cities: readonly (readonly [city: string, state: string, zip: string])[] = [
  ["Springfield", "IL", "62704"],
  ["Madison", "WI", "53703"],
  ["Austin", "TX", "78701"],
  ["Portland", "OR", "97205"],
  ["Albany", "NY", "12207"],
  ["Columbus", "OH", "43215"],
];

export class RandomValues {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(values: readonly T[]): T {
    return values[this.integer(0, values.length - 1)] as T;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  digits(count: number): string {
    return Array.from({ length: count }, () => this.integer(0, 9)).join("");
  }
  /** Normalised money, `12345.67`. */
  money(min: number, max: number): string {
    return (this.integer(Math.round(min * 100), Math.round(max * 100)) / 100).toFixed(2);
  }
  ssn(): string {
    return `${this.integer(100, 665)}-${this.integer(10, 99)}-${this.integer(1000, 9999)}`;
  }
  ein(): string {
    return `${this.integer(10, 98)}-${this.integer(1000000, 9999999)}`;
  }
  personName(): string {
    return `${this.pick(firstNames)} ${this.pick(lastNames)}`;
  }
  firstName(): string {
    return this.pick(firstNames);
  }
  lastName(): string {
    return this.pick(lastNames);
  }
  company(): string {
    return `${this.pick(companies)} ${this.pick(companyEndings)}`;
  }
  street(): string {
    return `${this.integer(10, 9899)} ${this.pick(streets)}`;
  }
  cityLine(): string {
    const [city, state, zip] = this.pick(cities);
    return `${city}, ${state} ${zip}`;
  }
  state(): string {
    return this.pick(cities)[1];
  }
}

/** Money as printed on a form: `12,345.67`. */
export const printedMoney = (value: string) =>
  Number(value).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
