import { TaxPreparationTypeId, TaxPreparerTypeId, WorkingTypeId } from "@taxlane/contract";

const { attorney, cpa, enrolledAgent, registeredTaxPreparer } = TaxPreparerTypeId;
const { individual, businessEntity, both } = TaxPreparationTypeId;
const { onlineOrPhone, travelsToClients, clientsTravelToThem } = WorkingTypeId;

export interface DemoExpert {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  preparerType: TaxPreparerTypeId;
  services: TaxPreparationTypeId;
  workingTypeIds: WorkingTypeId[];
  years: number;
  city: string;
  state: string;
  /** The zone of the city: appointments and reminders are written in it. */
  timeZone: string;
  businessName?: string;
  about: string;
  verified: boolean;
  /** [stars, author, comment, days ago] */
  reviews: [number, string, string, number][];
}

/** The demo directory: a dozen professionals in several states; the first is the demo expert account. */
export const demoExperts: DemoExpert[] = [
  {
    email: "expert@demo.taxlane.app",
    firstName: "Marcus",
    lastName: "Alvarez",
    phoneNumber: "+1 512 555 0187",
    preparerType: cpa,
    services: both,
    workingTypeIds: [onlineOrPhone, clientsTravelToThem],
    years: 14,
    city: "Austin",
    state: "TX",
    timeZone: "America/Chicago",
    businessName: "Alvarez CPA",
    about:
      "CPA for freelancers, families and small businesses; I explain every line of your return in plain English.",
    verified: true,
    reviews: [
      [
        5,
        "Dana W.",
        "Marcus found a home office deduction my old preparer had missed for years, and walked me through it patiently.",
        40,
      ],
      [
        5,
        "Priya S.",
        "Fast, clear quote and no surprises. Our LLC return was filed two weeks before the deadline.",
        75,
      ],
      [
        4,
        "Tom H.",
        "Very knowledgeable about rental properties. Busy in March, but always answered within a day.",
        120,
      ],
    ],
  },
  {
    email: "sofia.ramirez@demo.taxlane.app",
    firstName: "Sofia",
    lastName: "Ramirez",
    phoneNumber: "+1 415 555 0111",
    preparerType: enrolledAgent,
    services: individual,
    workingTypeIds: [onlineOrPhone],
    years: 9,
    city: "San Francisco",
    state: "CA",
    timeZone: "America/Los_Angeles",
    about: "Enrolled agent focused on tech employees: RSUs, ESPPs and multi-state moves.",
    verified: true,
    reviews: [
      [
        5,
        "Kevin L.",
        "Sofia untangled my RSU cost basis and saved me from paying tax twice on the same shares. Highly recommend.",
        20,
      ],
      [
        5,
        "Aisha B.",
        "Everything happened online and she was always a message away. My California return was done in a week.",
        95,
      ],
    ],
  },
  {
    email: "james.okafor@demo.taxlane.app",
    firstName: "James",
    lastName: "Okafor",
    phoneNumber: "+1 213 555 0164",
    preparerType: attorney,
    services: both,
    workingTypeIds: [onlineOrPhone, travelsToClients],
    years: 18,
    city: "Los Angeles",
    state: "CA",
    timeZone: "America/Los_Angeles",
    businessName: "Okafor Tax Law",
    about: "Tax attorney for IRS notices, audits and business owners who want advice before they file.",
    verified: true,
    reviews: [
      [
        5,
        "Rachel M.",
        "James handled an IRS notice for our business calmly and professionally. The issue was closed in one letter.",
        60,
      ],
      [
        4,
        "Diego F.",
        "Expensive but worth it for a complicated partnership return. Clear about fees from the first call.",
        150,
      ],
    ],
  },
  {
    email: "emily.chen@demo.taxlane.app",
    firstName: "Emily",
    lastName: "Chen",
    phoneNumber: "+1 212 555 0123",
    preparerType: cpa,
    services: businessEntity,
    workingTypeIds: [onlineOrPhone, clientsTravelToThem],
    years: 11,
    city: "New York",
    state: "NY",
    timeZone: "America/New_York",
    businessName: "Chen & Partners",
    about:
      "Business returns for S corporations, partnerships and growing startups, with monthly bookkeeping if you need it.",
    verified: true,
    reviews: [
      [
        5,
        "Nathan P.",
        "Emily set up our books properly and our first S corp return went smoothly. Great at explaining estimated payments.",
        30,
      ],
      [
        5,
        "Olivia R.",
        "Organized, quick and friendly. She reconciled a year of messy card transactions without complaint.",
        110,
      ],
      [
        5,
        "Sam K.",
        "Our partnership K-1s arrived early for the first time ever. We will keep working with Emily.",
        200,
      ],
    ],
  },
  {
    email: "david.goldberg@demo.taxlane.app",
    firstName: "David",
    lastName: "Goldberg",
    phoneNumber: "+1 718 555 0198",
    preparerType: registeredTaxPreparer,
    services: individual,
    workingTypeIds: [clientsTravelToThem, onlineOrPhone],
    years: 6,
    city: "Brooklyn",
    state: "NY",
    timeZone: "America/New_York",
    about:
      "Straightforward individual returns at fair prices; drop off your documents at my office or upload them.",
    verified: false,
    reviews: [
      [
        4,
        "Maya T.",
        "Good value for a simple return with a W-2 and some 1099 income. Drop-off was easy.",
        45,
      ],
    ],
  },
  {
    email: "laura.bennett@demo.taxlane.app",
    firstName: "Laura",
    lastName: "Bennett",
    phoneNumber: "+1 305 555 0142",
    preparerType: enrolledAgent,
    services: both,
    workingTypeIds: [onlineOrPhone, travelsToClients],
    years: 21,
    city: "Miami",
    state: "FL",
    timeZone: "America/New_York",
    about:
      "Enrolled agent for retirees, seasonal residents and small businesses; I come to you if you prefer.",
    verified: true,
    reviews: [
      [
        5,
        "George A.",
        "Laura came to our home, explained our required minimum distributions and filed everything on time.",
        55,
      ],
      [
        4,
        "Carmen V.",
        "Knows Florida residency rules inside out. Helped us move our domicile from New York.",
        180,
      ],
    ],
  },
  {
    email: "michael.johnson@demo.taxlane.app",
    firstName: "Michael",
    lastName: "Johnson",
    phoneNumber: "+1 312 555 0107",
    preparerType: cpa,
    services: both,
    workingTypeIds: [onlineOrPhone, clientsTravelToThem],
    years: 16,
    city: "Chicago",
    state: "IL",
    timeZone: "America/Chicago",
    businessName: "Lakeshore Tax Group",
    about:
      "Restaurants, contractors and family businesses: payroll questions, sales tax and year-end planning.",
    verified: true,
    reviews: [
      [
        5,
        "Hannah W.",
        "Michael sorted out two years of missing 1099-NEC forms for our contractors with no penalties.",
        25,
      ],
    ],
  },
  {
    email: "anna.kowalski@demo.taxlane.app",
    firstName: "Anna",
    lastName: "Kowalski",
    phoneNumber: "+1 206 555 0175",
    preparerType: cpa,
    services: individual,
    workingTypeIds: [onlineOrPhone],
    years: 7,
    city: "Seattle",
    state: "WA",
    timeZone: "America/Los_Angeles",
    about: "Remote CPA for individuals with stock compensation, crypto and rental income.",
    verified: true,
    reviews: [
      [
        5,
        "Ben C.",
        "Anna made sense of three brokerage statements and my crypto trades. Clear, fast and kind.",
        15,
      ],
      [
        4,
        "Lucy D.",
        "Helpful with my first rental property. Would have liked a bit more notice about documents needed.",
        130,
      ],
    ],
  },
  {
    email: "robert.hayes@demo.taxlane.app",
    firstName: "Robert",
    lastName: "Hayes",
    phoneNumber: "+1 602 555 0133",
    preparerType: enrolledAgent,
    services: individual,
    workingTypeIds: [onlineOrPhone, travelsToClients],
    years: 25,
    city: "Phoenix",
    state: "AZ",
    timeZone: "America/Phoenix",
    about:
      "Former IRS revenue agent; I prepare individual returns and represent clients in collections and audits.",
    verified: true,
    reviews: [
      [
        5,
        "Irene G.",
        "Robert negotiated a payment plan with the IRS for me and explained every step. A weight off my shoulders.",
        70,
      ],
    ],
  },
  {
    email: "keisha.williams@demo.taxlane.app",
    firstName: "Keisha",
    lastName: "Williams",
    phoneNumber: "+1 404 555 0156",
    preparerType: cpa,
    services: businessEntity,
    workingTypeIds: [onlineOrPhone, clientsTravelToThem],
    years: 12,
    city: "Atlanta",
    state: "GA",
    timeZone: "America/New_York",
    businessName: "Williams Advisory",
    about:
      "CPA for creative agencies and online sellers: entity choice, bookkeeping clean-up and business returns.",
    verified: true,
    reviews: [
      [
        5,
        "Jordan E.",
        "Keisha helped us choose an S corp election and it cut our self-employment tax noticeably.",
        35,
      ],
      [
        5,
        "Mei L.",
        "Our Etsy shop's sales were a mess across PayPal and Stripe; Keisha reconciled everything.",
        90,
      ],
    ],
  },
  {
    email: "patrick.obrien@demo.taxlane.app",
    firstName: "Patrick",
    lastName: "O'Brien",
    phoneNumber: "+1 617 555 0119",
    preparerType: attorney,
    services: both,
    workingTypeIds: [onlineOrPhone],
    years: 10,
    city: "Boston",
    state: "MA",
    timeZone: "America/New_York",
    about: "Tax attorney for estates, gifts and trusts, and for owners selling a business.",
    verified: false,
    reviews: [],
  },
  {
    email: "nina.patel@demo.taxlane.app",
    firstName: "Nina",
    lastName: "Patel",
    phoneNumber: "+1 720 555 0181",
    preparerType: registeredTaxPreparer,
    services: individual,
    workingTypeIds: [onlineOrPhone, clientsTravelToThem],
    years: 4,
    city: "Denver",
    state: "CO",
    timeZone: "America/Denver",
    about:
      "Friendly returns for students, young families and first-time filers, with Annual Filing Season Program training.",
    verified: false,
    reviews: [],
  },
];
