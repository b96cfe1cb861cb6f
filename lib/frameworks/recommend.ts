import type { FrameworkCode } from "./types";

/**
 * Framework recommendations from a free-text location (SPEC section 3, "Framework
 * recommendation"). Pure rules, no look-ups:
 *
 * 1. The location is normalised (lower case, dots dropped so "U.S.A." reads "usa", other
 *    punctuation turned into spaces) and matched word-wise, so "Indiana" never reads as "India".
 * 2. The region is the first of these that matches:
 *    a. a country or union named outright (India/Bharat, USA/United States, UK/England/Scotland/
 *       Wales/Northern Ireland, an EU member state or "European Union"); any other country
 *       named outright is the rest of the world ("Lahore, Punjab, Pakistan" is not India);
 *    b. a US state's full name ("Salem, Oregon" is not Salem in Tamil Nadu);
 *    c. an Indian state, union territory or major city (Indian places are checked before US
 *       state codes, so "Chennai, TN" is Tamil Nadu, not Tennessee);
 *    d. a major UK or EU city ("Birmingham, AL" therefore reads as the UK: a known limit);
 *    e. a major US city, or a trailing two-letter US state code ("Austin, TX");
 *    f. anything else, the empty string included: the rest of the world.
 * 3. Each region has a fixed list. One framework is Primary in each; the others are
 *    Recommended or Optional. Primary comes first.
 *
 * Facts behind the reasons: SEBI LODR Regulation 34(2)(f) (BRSR for the top 1,000 listed
 * companies from FY 2022-23); the UK's TCFD-aligned listing rule (2021) and Companies Act
 * climate disclosures (2022); the EU's CSRD/ESRS and their GRI interoperability; SASB's
 * investor focus in US markets; TCFD carried forward in IFRS S2.
 */

type Priority = "Primary" | "Recommended" | "Optional";
export type Recommendation = { framework: FrameworkCode; priority: Priority; reason: string };
export type Region = "india" | "usa" | "uk" | "eu" | "world";

const INDIAN_PLACES = [
  // states and union territories
  "andhra pradesh",
  "arunachal pradesh",
  "assam",
  "bihar",
  "chhattisgarh",
  "goa",
  "gujarat",
  "haryana",
  "himachal pradesh",
  "jharkhand",
  "karnataka",
  "kerala",
  "madhya pradesh",
  "maharashtra",
  "manipur",
  "meghalaya",
  "mizoram",
  "nagaland",
  "odisha",
  "orissa",
  "punjab",
  "rajasthan",
  "sikkim",
  "tamil nadu",
  "telangana",
  "tripura",
  "uttar pradesh",
  "uttarakhand",
  "west bengal",
  "andaman and nicobar",
  "chandigarh",
  "dadra and nagar haveli",
  "daman and diu",
  "delhi",
  "new delhi",
  "ncr",
  "jammu and kashmir",
  "ladakh",
  "lakshadweep",
  "puducherry",
  "pondicherry",
  // cities and industrial towns
  "mumbai",
  "bombay",
  "navi mumbai",
  "thane",
  "pune",
  "nagpur",
  "nashik",
  "aurangabad",
  "bengaluru",
  "bangalore",
  "mysuru",
  "mysore",
  "mangaluru",
  "mangalore",
  "hosur",
  "chennai",
  "madras",
  "coimbatore",
  "madurai",
  "salem",
  "sriperumbudur",
  "kolkata",
  "calcutta",
  "durgapur",
  "hyderabad",
  "secunderabad",
  "visakhapatnam",
  "vizag",
  "vijayawada",
  "tirupati",
  "nellore",
  "ahmedabad",
  "surat",
  "vadodara",
  "baroda",
  "rajkot",
  "jamnagar",
  "gandhinagar",
  "jaipur",
  "jodhpur",
  "udaipur",
  "lucknow",
  "kanpur",
  "noida",
  "greater noida",
  "ghaziabad",
  "varanasi",
  "gurugram",
  "gurgaon",
  "manesar",
  "faridabad",
  "indore",
  "bhopal",
  "patna",
  "ranchi",
  "jamshedpur",
  "raipur",
  "bhilai",
  "bhubaneswar",
  "cuttack",
  "kochi",
  "cochin",
  "thiruvananthapuram",
  "trivandrum",
  "kozhikode",
  "ludhiana",
  "amritsar",
  "dehradun",
  "guwahati",
  "srinagar",
  "shimla",
];

const UK_PLACES = [
  "london",
  "manchester",
  "birmingham",
  "leeds",
  "liverpool",
  "bristol",
  "sheffield",
  "newcastle",
  "nottingham",
  "glasgow",
  "edinburgh",
  "aberdeen",
  "cardiff",
  "swansea",
  "belfast",
  "cambridge",
  "oxford",
  "reading",
];

const EU_COUNTRIES = [
  "austria",
  "belgium",
  "bulgaria",
  "croatia",
  "cyprus",
  "czechia",
  "czech republic",
  "denmark",
  "estonia",
  "finland",
  "france",
  "germany",
  "deutschland",
  "greece",
  "hungary",
  "ireland",
  "italy",
  "latvia",
  "lithuania",
  "luxembourg",
  "malta",
  "netherlands",
  "holland",
  "poland",
  "portugal",
  "romania",
  "slovakia",
  "slovenia",
  "spain",
  "sweden",
  "european union",
  "eu",
];

const EU_CITIES = [
  "paris",
  "lyon",
  "marseille",
  "berlin",
  "munich",
  "frankfurt",
  "hamburg",
  "cologne",
  "stuttgart",
  "dusseldorf",
  "amsterdam",
  "rotterdam",
  "the hague",
  "eindhoven",
  "brussels",
  "antwerp",
  "madrid",
  "barcelona",
  "valencia",
  "rome",
  "milan",
  "turin",
  "vienna",
  "dublin",
  "lisbon",
  "porto",
  "stockholm",
  "gothenburg",
  "copenhagen",
  "helsinki",
  "warsaw",
  "krakow",
  "prague",
  "budapest",
  "athens",
  "bucharest",
  "sofia",
  "tallinn",
  "riga",
  "vilnius",
  "zagreb",
  "ljubljana",
  "bratislava",
  "valletta",
  "nicosia",
];

/** Countries outside India, the USA, the UK and the EU, named outright: the rest of the world. */
const OTHER_COUNTRIES = [
  "pakistan",
  "bangladesh",
  "sri lanka",
  "nepal",
  "bhutan",
  "maldives",
  "myanmar",
  "china",
  "hong kong",
  "taiwan",
  "japan",
  "south korea",
  "korea",
  "singapore",
  "malaysia",
  "indonesia",
  "thailand",
  "vietnam",
  "philippines",
  "australia",
  "new zealand",
  "canada",
  "mexico",
  "brazil",
  "argentina",
  "chile",
  "colombia",
  "peru",
  "south africa",
  "nigeria",
  "kenya",
  "egypt",
  "morocco",
  "ethiopia",
  "mauritius",
  "uae",
  "united arab emirates",
  "saudi arabia",
  "qatar",
  "oman",
  "kuwait",
  "bahrain",
  "israel",
  "turkey",
  "russia",
  "ukraine",
  "switzerland",
  "norway",
  "iceland",
];

const US_STATES: Record<string, string> = {
  AL: "alabama",
  AK: "alaska",
  AZ: "arizona",
  AR: "arkansas",
  CA: "california",
  CO: "colorado",
  CT: "connecticut",
  DE: "delaware",
  FL: "florida",
  GA: "georgia",
  HI: "hawaii",
  ID: "idaho",
  IL: "illinois",
  IN: "indiana",
  IA: "iowa",
  KS: "kansas",
  KY: "kentucky",
  LA: "louisiana",
  ME: "maine",
  MD: "maryland",
  MA: "massachusetts",
  MI: "michigan",
  MN: "minnesota",
  MS: "mississippi",
  MO: "missouri",
  MT: "montana",
  NE: "nebraska",
  NV: "nevada",
  NH: "new hampshire",
  NJ: "new jersey",
  NM: "new mexico",
  NY: "new york",
  NC: "north carolina",
  ND: "north dakota",
  OH: "ohio",
  OK: "oklahoma",
  OR: "oregon",
  PA: "pennsylvania",
  RI: "rhode island",
  SC: "south carolina",
  SD: "south dakota",
  TN: "tennessee",
  TX: "texas",
  UT: "utah",
  VT: "vermont",
  VA: "virginia",
  WA: "washington",
  WV: "west virginia",
  WI: "wisconsin",
  WY: "wyoming",
  DC: "district of columbia",
};

const US_CITIES = [
  "new york city",
  "nyc",
  "manhattan",
  "brooklyn",
  "los angeles",
  "san francisco",
  "silicon valley",
  "san jose",
  "san diego",
  "seattle",
  "chicago",
  "houston",
  "austin",
  "dallas",
  "boston",
  "miami",
  "atlanta",
  "denver",
  "phoenix",
  "philadelphia",
  "detroit",
  "pittsburgh",
  "minneapolis",
  "charlotte",
  "nashville",
  "portland",
];

function normalise(location: string): string {
  return ` ${location
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

const has = (text: string, places: readonly string[]) => places.some((place) => text.includes(` ${place} `));

/** The region a free-text location most likely names; see the rules above. */
export function detectRegion(location: string | null | undefined): Region {
  const raw = (location ?? "").trim();
  if (!raw) return "world";
  const text = normalise(raw);

  if (has(text, ["india", "bharat"])) return "india";
  if (has(text, ["usa", "united states", "united states of america", "us"])) return "usa";
  if (has(text, ["uk", "united kingdom", "great britain", "britain", "england", "scotland", "wales", "northern ireland"])) return "uk";
  if (has(text, EU_COUNTRIES)) return "eu";
  if (has(text, OTHER_COUNTRIES)) return "world";
  if (has(text, Object.values(US_STATES))) return "usa";

  if (has(text, INDIAN_PLACES)) return "india";
  if (has(text, UK_PLACES)) return "uk";
  if (has(text, EU_CITIES)) return "eu";

  if (has(text, US_CITIES)) return "usa";
  const code = /(?:^|[\s,])([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(raw)?.[1];
  if (code && code in US_STATES && raw.length > 2) return "usa";

  return "world";
}

const RULES: Record<Region, Recommendation[]> = {
  india: [
    {
      framework: "BRSR",
      priority: "Primary",
      reason:
        "SEBI's LODR Regulation 34(2)(f) makes the BRSR mandatory for the top 1,000 listed companies in India (from FY 2022-23), with BRSR Core assurance phasing in; unlisted companies can file it voluntarily.",
    },
    {
      framework: "GRI",
      priority: "Recommended",
      reason: "The most used voluntary standard among Indian reporters; BRSR indicators map closely onto GRI disclosures.",
    },
    {
      framework: "TCFD",
      priority: "Recommended",
      reason: "Lenders and foreign investors ask for climate-risk disclosure in TCFD's four pillars, now carried into IFRS S2.",
    },
    {
      framework: "SASB",
      priority: "Optional",
      reason: "Useful for industry-specific metrics when you report to international investors.",
    },
  ],
  usa: [
    {
      framework: "SASB",
      priority: "Primary",
      reason: "US investors rely on SASB's industry-specific, financially material metrics, now maintained by the ISSB.",
    },
    {
      framework: "TCFD",
      priority: "Recommended",
      reason: "Climate-risk disclosure expected by investors and state climate laws follows TCFD's structure, carried into IFRS S2.",
    },
    {
      framework: "GRI",
      priority: "Recommended",
      reason: "Covers impacts on people and the environment for customers, employees and communities.",
    },
    {
      framework: "BRSR",
      priority: "Optional",
      reason: "Needed only if the group has a company listed in India.",
    },
  ],
  uk: [
    {
      framework: "TCFD",
      priority: "Primary",
      reason:
        "UK listing rules (since 2021) and the Companies Act climate-related financial disclosures (since 2022) require TCFD-aligned reporting from listed and large companies.",
    },
    {
      framework: "GRI",
      priority: "Recommended",
      reason: "The common basis for wider sustainability reporting in the UK beyond climate.",
    },
    {
      framework: "SASB",
      priority: "Recommended",
      reason: "Industry-specific metrics that investors compare across peers.",
    },
    {
      framework: "BRSR",
      priority: "Optional",
      reason: "Needed only if the group has a company listed in India.",
    },
  ],
  eu: [
    {
      framework: "GRI",
      priority: "Primary",
      reason: "The EU's CSRD reporting standards (ESRS) were built to be interoperable with GRI, the usual basis for European sustainability reports.",
    },
    {
      framework: "TCFD",
      priority: "Recommended",
      reason: "ESRS E1 climate disclosures follow TCFD's governance, strategy, risk and metrics structure.",
    },
    {
      framework: "SASB",
      priority: "Optional",
      reason: "Adds industry-specific metrics for international investors.",
    },
    {
      framework: "BRSR",
      priority: "Optional",
      reason: "Needed only if the group has a company listed in India.",
    },
  ],
  world: [
    {
      framework: "GRI",
      priority: "Primary",
      reason: "The most widely used sustainability reporting standard worldwide, accepted in almost every market.",
    },
    {
      framework: "TCFD",
      priority: "Recommended",
      reason: "Climate-risk disclosure in TCFD's pillars is the basis of IFRS S2 and of many stock-exchange rules.",
    },
    {
      framework: "SASB",
      priority: "Recommended",
      reason: "Industry-specific, investor-focused metrics, now maintained by the ISSB.",
    },
    {
      framework: "BRSR",
      priority: "Optional",
      reason: "Mandatory only for companies listed in India; useful if you operate or plan to list there.",
    },
  ],
};

export function recommendFrameworks(location: string | null | undefined): Recommendation[] {
  return RULES[detectRegion(location)].map((rule) => ({ ...rule }));
}
