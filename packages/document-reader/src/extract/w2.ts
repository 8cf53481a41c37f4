import type { FormSpec } from "./anchors";

const box12 = (letter: string) =>
  [
    { box: `box12${letter}Code`, label: `12${letter}`, shape: "code", maxHeight: 0.03 },
    { box: `box12${letter}Amount`, label: `12${letter}`, shape: "money", maxHeight: 0.03 },
  ] as const;

/** Form W-2: boxes a–f, 1–20, the first state line of 15–20. */
export const w2Form: FormSpec = {
  boxes: [
    { box: "boxA", label: "a Employee's social security number", shape: "ssn" },
    { box: "boxB", label: "b Employer identification number", shape: "ein" },
    { box: "boxC", label: "c Employer's name, address", shape: "text", maxHeight: 0.09 },
    { box: "boxD", label: "d Control number", shape: "text" },
    { box: "boxE", label: "e Employee's first name", shape: "text", lines: "first", maxHeight: 0.12 },
    { box: "boxF", label: "e Employee's first name", shape: "text", lines: "after-first", maxHeight: 0.12 },
    { box: "box1", label: "1 Wages, tips", shape: "money" },
    { box: "box2", label: "2 Federal income tax", shape: "money" },
    { box: "box3", label: "3 Social security wages", shape: "money" },
    { box: "box4", label: "4 Social security tax", shape: "money" },
    { box: "box5", label: "5 Medicare", shape: "money" },
    { box: "box6", label: "6 Medicare tax", shape: "money" },
    { box: "box7", label: "7 Social security tips", shape: "money" },
    { box: "box8", label: "8 Allocated tips", shape: "money" },
    { box: "box10", label: "10 Dependent care", shape: "money" },
    { box: "box11", label: "11 Nonqualified", shape: "money" },
    ...box12("a"),
    ...box12("b"),
    ...box12("c"),
    ...box12("d"),
    {
      box: "box13Statutory",
      label: "13 Statutory",
      labelEnd: "employee",
      shape: "checkbox",
      maxHeight: 0.02,
    },
    { box: "box13Retirement", label: "Retirement", labelEnd: "plan", shape: "checkbox", maxHeight: 0.02 },
    {
      box: "box13ThirdPartySick",
      label: "Third-party",
      labelEnd: "sick",
      shape: "checkbox",
      maxHeight: 0.02,
    },
    { box: "box14", label: "14 Other", shape: "text", maxHeight: 0.07 },
    { box: "box15State", label: "15 State", shape: "state", maxHeight: 0.025 },
    { box: "box15EmployerStateId", label: "Employer's state ID", shape: "text", maxHeight: 0.025 },
    { box: "box16", label: "16 State wages", shape: "money", maxHeight: 0.03 },
    { box: "box17", label: "17 State income tax", shape: "money", maxHeight: 0.03 },
    { box: "box18", label: "18 Local wages", shape: "money", maxHeight: 0.03 },
    { box: "box19", label: "19 Local income tax", shape: "money", maxHeight: 0.03 },
    { box: "box20", label: "20 Locality name", shape: "text", maxHeight: 0.025 },
  ],
  stops: ["22222", "OMB No.", "Wage and Tax Statement", "Form W-2", "f Employee's address"],
};
