import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accountNumberSchema,
  agreementSchema,
  emailSchema,
  naturalNumberSchema,
  passwordSchema,
  ptinSchema,
  requiredStringSchema,
  routingNumberSchema,
  urlSchema,
  verificationCodeSchema,
  yearSchema,
  yearsOfExperienceSchema,
} from "./validation";

/** The messages a schema gives for a value; empty when the value is valid. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("requiredStringSchema", () => {
  it("keeps a trimmed non-blank text", () => {
    expect(requiredStringSchema.parse("  Main St  ")).toBe("Main St");
  });

  it.each([undefined, null, "", "   ", 5])("refuses %j with 'This field is required'", (value) => {
    expect(messages(requiredStringSchema, value)).toStrictEqual(["This field is required"]);
  });
});

describe("emailSchema", () => {
  it("accepts an address and trims it", () => {
    expect(emailSchema.parse(" jane.doe+tax@example.com ")).toBe("jane.doe+tax@example.com");
  });

  it.each([undefined, null, "", "  "])("refuses %j with 'Please input your E-mail!' only", (value) => {
    expect(messages(emailSchema, value)).toStrictEqual(["Please input your E-mail!"]);
  });

  it.each(["jane", "jane@", "@example.com", "jane@example", "jane doe@example.com"])(
    "refuses %j with 'The input is not valid E-mail!'",
    (value) => {
      expect(messages(emailSchema, value)).toStrictEqual(["The input is not valid E-mail!"]);
    },
  );
});

describe("passwordSchema", () => {
  it("accepts 8 characters or more, as typed", () => {
    expect(passwordSchema.parse("12345678")).toBe("12345678");
    expect(passwordSchema.parse(" pass word ")).toBe(" pass word ");
  });

  it.each([undefined, null, ""])("refuses %j with 'Please input your Password!' only", (value) => {
    expect(messages(passwordSchema, value)).toStrictEqual(["Please input your Password!"]);
  });

  it("refuses 7 characters with 'Password must be minimum 8 characters!'", () => {
    expect(messages(passwordSchema, "1234567")).toStrictEqual(["Password must be minimum 8 characters!"]);
  });
});

describe("verificationCodeSchema", () => {
  it("accepts 6 digits, leading zeros kept", () => {
    expect(verificationCodeSchema.parse("012345")).toBe("012345");
    expect(verificationCodeSchema.parse(" 987654 ")).toBe("987654");
  });

  it.each([undefined, "", "12345", "1234567", "12345a", "123 456", 123456])(
    "refuses %j with 'Insert valid code'",
    (value) => {
      expect(messages(verificationCodeSchema, value)).toStrictEqual(["Insert valid code"]);
    },
  );
});

describe("ptinSchema", () => {
  it("accepts P followed by 8 digits", () => {
    expect(ptinSchema.parse("P01234567")).toBe("P01234567");
    expect(ptinSchema.parse(" p12345678 ")).toBe("P12345678");
  });

  it.each([undefined, "", "P1234567", "P123456789", "Q12345678", "12345678", "P1234567a", "P 12345678"])(
    "refuses %j saying what a PTIN looks like",
    (value) => {
      expect(messages(ptinSchema, value)).toStrictEqual([
        "Enter your PTIN: the letter P and 8 digits, like P01234567.",
      ]);
    },
  );
});

describe("urlSchema", () => {
  it.each(["https://www.linkedin.com/in/jane-doe", "http://example.com", "https://sub.example.co.uk/a?b=c"])(
    "accepts %j",
    (value) => {
      expect(urlSchema.parse(value)).toBe(value);
    },
  );

  it.each([
    undefined,
    "",
    "example.com",
    "ftp://example.com",
    "javascript:alert(1)",
    "https://localhost",
    "https://",
  ])("refuses %j asking for a web address", (value) => {
    expect(messages(urlSchema, value)).toStrictEqual([
      "Enter a web address starting with https://, like https://example.com.",
    ]);
  });
});

describe("naturalNumberSchema", () => {
  it("accepts natural numbers as numbers or digits", () => {
    expect(naturalNumberSchema.parse(0)).toBe(0);
    expect(naturalNumberSchema.parse(12)).toBe(12);
    expect(naturalNumberSchema.parse("12")).toBe(12);
  });

  it.each([undefined, null, "", "-1", -1, 1.5, "1.5", "12a", "abc", Number.NaN])(
    "refuses %j asking for a whole number",
    (value) => {
      expect(messages(naturalNumberSchema, value)).toStrictEqual([
        "Enter a whole number: 0 or more, without decimals.",
      ]);
    },
  );
});

describe("yearsOfExperienceSchema", () => {
  const upTo1000 = "Enter your years of experience as a whole number up to 1000.";

  it("accepts 0 to 1000", () => {
    expect(yearsOfExperienceSchema.parse(0)).toBe(0);
    expect(yearsOfExperienceSchema.parse("15")).toBe(15);
    expect(yearsOfExperienceSchema.parse(1000)).toBe(1000);
  });

  it.each([1001, "5000", undefined, "", -1, 2.5, "ten"])("refuses %j saying what to enter", (value) => {
    expect(messages(yearsOfExperienceSchema, value)).toStrictEqual([upTo1000]);
  });
});

describe("yearSchema", () => {
  const schema = yearSchema(new Date("2026-06-30T12:00:00Z"));

  it("accepts 4-digit years up to the current one", () => {
    expect(schema.parse(1000)).toBe(1000);
    expect(schema.parse("1998")).toBe(1998);
    expect(schema.parse(2026)).toBe(2026);
  });

  it.each([undefined, "", 2027, "2027", 999, "99", 10000, 2020.5, "20x0"])(
    "refuses %j asking for a four-digit year up to this one",
    (value) => {
      expect(messages(schema, value)).toStrictEqual(["Enter a four-digit year, no later than this year."]);
    },
  );

  it("takes the current year from the date it is given", () => {
    expect(yearSchema(new Date("2027-01-01T00:00:00Z")).parse(2027)).toBe(2027);
  });
});

describe("routingNumberSchema", () => {
  it("accepts exactly 9 digits", () => {
    expect(routingNumberSchema.parse("011000015")).toBe("011000015");
  });

  it.each([undefined, ""])("refuses %j with 'This field is required'", (value) => {
    expect(messages(routingNumberSchema, value)).toStrictEqual(["This field is required"]);
  });

  it.each(["01100001", "0110000150", "01100001a", "011-000-15", "011 000 015"])(
    "refuses %j with the catalog's general text",
    (value) => {
      expect(messages(routingNumberSchema, value)).toStrictEqual([
        "Check this entry: it is not a value this field accepts.",
      ]);
    },
  );
});

describe("accountNumberSchema", () => {
  it.each(["1", "12345678901234567", "1234-5678-9012-3456-7", "000123-45"])("accepts %j", (value) => {
    expect(accountNumberSchema.parse(value)).toBe(value);
  });

  it.each([undefined, ""])("refuses %j with 'This field is required'", (value) => {
    expect(messages(accountNumberSchema, value)).toStrictEqual(["This field is required"]);
  });

  it.each(["123456789012345678", "1234 5678", "1234_5678", "1234.5678", "12a4", "---", "#1234"])(
    "refuses %j with the catalog's general text",
    (value) => {
      expect(messages(accountNumberSchema, value)).toStrictEqual([
        "Check this entry: it is not a value this field accepts.",
      ]);
    },
  );
});

describe("agreementSchema", () => {
  it("accepts true", () => {
    expect(agreementSchema.parse(true)).toBe(true);
  });

  it.each([false, undefined, null, "true", 1])("refuses %j with 'Should accept agreement'", (value) => {
    expect(messages(agreementSchema, value)).toStrictEqual(["Should accept agreement"]);
  });
});
