// The CV model as the Go core (wasm/cv) writes it in JSON; field names are
// the spec's. Kept in one file so every screen and export agrees on it, and
// checked key by key against the wasm output (types.test.ts).

export interface Experience {
  company: string;
  position: string;
  duration: string;
  location: string;
  responsibilities: string[];
}

export interface Education {
  institution: string;
  degree: string;
  duration: string;
  location: string;
  description: string;
}

export interface Language {
  language: string;
  proficiencyLevel: string;
}

/**
 * One item of an extra section (project, certification, award, publication,
 * volunteering role, reference), one shape for all: title is what it is
 * called (or the referee's name), subtitle who stands behind it (organisation,
 * issuer, awarder, publisher, or the referee's position).
 */
export interface Entry {
  title: string;
  subtitle: string;
  duration: string;
  location: string;
  url: string;
  description: string;
  highlights: string[];
}

/** A section under a heading the parser does not know, kept with its lines. */
export interface Section {
  title: string;
  lines: string[];
}

/**
 * The spec's Formatted CV: the ATS-friendly sections of one CV. The spec's
 * fields come first; the rest are extras the core writes only when filled
 * (address is the location; the professional header may also begin with name).
 */
export interface FormattedCV {
  professionalHeader: string;
  aboutMe: string;
  professionalExperience: Experience[];
  education: Education[];
  coreSkills: string[];
  toolsTechnologies: string[];
  languages: Language[];
  atsKeywords: string[];
  rawApiResponse: string;
  phone?: string;
  email?: string;
  linkedin?: string;
  address?: string;
  name?: string;
  website?: string;
  projects?: Entry[];
  certifications?: Entry[];
  awards?: Entry[];
  publications?: Entry[];
  volunteering?: Entry[];
  interests?: string[];
  references?: Entry[];
  otherSections?: Section[];
}

/**
 * The spec's Structured editable CV: the Formatted CV with generated ids. It
 * is the document the screens edit (src/cv/document.ts) and the downloads
 * read. Contact details are written when filled; the extra sections always
 * (ids: proj_N, cert_N, award_N, pub_N, vol_N, ref_N with highlights <id>_hM,
 * interest_N, other_N with lines other_N_lM), yet they are optional here:
 * documents saved on the device before they existed lack them.
 */
export interface StructuredCV {
  professional_header: HeaderPart[];
  about_me: string;
  professional_experience: StructuredExperience[];
  education: StructuredEducation[];
  core_skills: NamedItem[];
  tools_technologies: NamedItem[];
  languages: StructuredLanguage[];
  phone?: string;
  email?: string;
  linkedin?: string;
  address?: string;
  name?: string;
  website?: string;
  projects?: StructuredEntry[];
  certifications?: StructuredEntry[];
  awards?: StructuredEntry[];
  publications?: StructuredEntry[];
  volunteering?: StructuredEntry[];
  interests?: NamedItem[];
  references?: StructuredEntry[];
  other_sections?: StructuredSection[];
  /** The markers Shortlist put in (a suggestion's "[number]"): only these are gaps that hold a download back. */
  placeholders?: string[];
}

/** An extra section's item with its id; its highlights have ids <id>_hM. */
export interface StructuredEntry {
  id: string;
  title: string;
  subtitle: string;
  duration: string;
  location: string;
  url: string;
  description: string;
  highlights: TextLine[];
}

/** An unknown heading's section (other_N) with its lines (other_N_lM). */
export interface StructuredSection {
  id: string;
  title: string;
  lines: TextLine[];
}

/** One editable line with its id: an entry's highlight or an other section's line. */
export interface TextLine {
  id: string;
  text: string;
}

export interface HeaderPart {
  id: string;
  value: string;
}

export interface Responsibility {
  id: string;
  text: string;
}

export interface StructuredExperience {
  id: string;
  title: string;
  company: string;
  location: string;
  duration: string;
  responsibilities: Responsibility[];
}

export interface StructuredEducation {
  id: string;
  degree: string;
  institution: string;
  location: string;
  duration: string;
  notes: string;
}

/** A skill or a tool. */
export interface NamedItem {
  id: string;
  name: string;
}

export interface StructuredLanguage {
  id: string;
  language: string;
  proficiency: string;
}

/** One pdf.js text item as the core reads it (transform[4], transform[5], width, height, fontName, hasEOL). */
export interface PdfItem {
  str: string;
  x: number;
  y: number;
  w: number;
  h: number;
  font: string;
  eol: boolean;
}

/** A link annotation: its target and its rectangle in PDF user space. */
export interface PdfLink {
  url: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfItem[];
  /** Optional so item dumps made before links were read still type-check. */
  links?: PdfLink[];
}

/** What the core makes of a PDF: the reading-order text shown to the user and the parsed CV. */
export interface ParsedPdf {
  text: string;
  cv: FormattedCV;
  /** 'europass' when the CV was read from the Europass XML attached to the PDF, not from its layout. */
  source?: 'europass';
}

/** A Word file read by the core: its text in reading order and the CV parsed from it. */
export interface ParsedDocx {
  text: string;
  cv: FormattedCV;
}

/** Carried with an analysis, not displayed (spec section 2). */
export interface CompanyInfo {
  overview: string;
  whatTheyDo: string[];
  culture: string;
  competitors: string[];
}

/** The spec's Analysis result, from the on-device engine or the AI. */
export interface Analysis {
  matchPercentage: number;
  strengths: string[];
  weaknesses: string[];
  suggestions: string[];
  interviewQuestions: string[];
  questionsToAsk: string[];
  companyInfo: CompanyInfo;
  rawApiResponse: string;
}

export type Impact = 'High' | 'Medium' | 'Low';

/** The spec's tailoring suggestion; suggested_text is text or, for lists, names. */
export interface Suggestion {
  id: string;
  parent_section: string;
  suggestion_description: string;
  input_item_id: string | null;
  professional_experience_id: string | null;
  current_text?: string;
  suggested_text: string | { name: string }[];
  impact: Impact;
  impact_description: string;
}

/** The core's one decision about a skill or tool of the job for a CV (wasm/match/terms.go). */
export type TermState = 'shown' | 'implied' | 'absent';

/**
 * A suggestion as the core rated it against the CV being tailored
 * (wasm/suggest Rated): the AI's and the on-device ones alike.
 */
export interface RatedSuggestion extends Suggestion {
  source: 'on-device' | 'ai';
  /** The job description's words it serves, '' when none in particular. */
  requirement: string;
  /** The CV's words it rests on, '' when it adds something new. */
  evidence: string;
  /** The job's skill or tool it is about and the core's decision on it; '' when none. */
  term: string;
  term_state: TermState | '';
  /** What it would add that the CV neither shows nor implies: the fabrication guard. */
  adds: string[];
  /** Score points applying it gives the CV it was rated against (the core's score after minus before). */
  effect: number;
  /** The job's requirements applying it raises. */
  raises: string[];
  /** The CV already says what it suggests. */
  applied: boolean;
  /** The item it points at is no longer in the CV: it is not shown. */
  stale: boolean;
  /** The placeholders of its text ("[number]") to fill before it is applied. */
  gaps: TextGap[];
}

/** The tailoring screen's score of the edited CV and its suggestions rated against it. */
export interface TailorResult {
  report: MatchReport;
  suggestions: RatedSuggestion[];
}

/** The exact words behind a strength or weakness: the job's, and the CV's when it has them. */
export interface Evidence {
  jd: string;
  cv?: string;
}

/** The on-device engine's analysis: the spec's fields plus how to read and check them. */
export interface MatchReport extends Analysis {
  source: 'on-device';
  scoreMeaning: string;
  strengthEvidence: Evidence[];
  weaknessEvidence: Evidence[];
  /** What was read from the job description; always sent by the engine. */
  requirements?: Requirement[];
  /** What recruiters check first: the job's must-haves and knock-outs, each checked against the CV. */
  checks: Check[];
  /** The job's logistics (start, duration, workplace, pay, …): facts, not requirements. */
  facts: Fact[];
  /** Products the job requires that the engine does not know and the CV does not name ("DataStage"). */
  uninterpreted: string[];
}

/** One must-have or knock-out of the job and whether the CV meets it. */
export interface Check {
  kind: 'permit' | 'location' | 'language' | 'education' | 'licence' | 'years' | 'clearance' | 'availability';
  label: string;
  /** met: the CV line shows it; notMet: the CV shows less; unknown: the CV does not say. */
  status: 'met' | 'notMet' | 'unknown';
  required: boolean;
  /** Clearly not met and a must-have: the score stays below 80. */
  caps: boolean;
  jd: string;
  cv?: string;
  /** For unknown items: what to state in the CV or be ready to answer. */
  ask?: string;
}

/** One logistic of the job, in its own words. */
export interface Fact {
  kind: 'start' | 'duration' | 'workplace' | 'pay' | 'hours' | 'contract' | 'location';
  label: string;
  text: string;
}

/** One thing the job asks for, as the on-device engine read it, and how much of it the CV shows. */
export interface Requirement {
  kind: 'skill' | 'tool' | 'years' | 'education' | 'language' | 'title' | 'seniority' | 'responsibility' | 'qualification';
  name: string;
  importance: 'required' | 'expected' | 'preferred';
  /** The job's words; start and end are their UTF-8 byte offsets in the job description. */
  text: string;
  start: number;
  end: number;
  clause: string;
  years?: number;
  level?: number;
  /** Skills and tools written "A or B": either covers it. */
  any?: string[];
  /** 0–100. */
  coverage: number;
  cv?: string;
}

/**
 * The tailoring screen's transformed CV (and formatted_cv.json): skills and
 * tools as names; contact details and extra sections as extras written when filled.
 */
export interface TailoringCV {
  professional_experience: StructuredExperience[];
  education: StructuredEducation[];
  core_skills: string[];
  tools_technologies: string[];
  languages: StructuredLanguage[];
  name?: string;
  email?: string;
  phone?: string;
  linkedin?: string;
  website?: string;
  address?: string;
  projects?: StructuredEntry[];
  certifications?: StructuredEntry[];
  awards?: StructuredEntry[];
  publications?: StructuredEntry[];
  volunteering?: StructuredEntry[];
  interests?: string[];
  references?: StructuredEntry[];
  other_sections?: StructuredSection[];
}

/** The Word file's content, laid out by the page with docx. */
export interface WordDoc {
  name: string;
  title: string;
  contact: string[];
  sections: { heading: string; blocks: { kind: 'entry' | 'meta' | 'paragraph' | 'bullet'; text: string }[] }[];
}

/** An unfilled placeholder in a text: the marker as written and its UTF-16 offsets. */
export interface TextGap {
  marker: string;
  start: number;
  end: number;
}

/**
 * An unfilled placeholder in the CV: its section (the StructuredCV key, or
 * 'contact'), the id of the item holding it ('' for about_me and contact
 * details), the item's field and that field's whole text.
 */
export interface Gap extends TextGap {
  section: string;
  item_id: string;
  field: string;
  text: string;
}

/** One field of a read-back report: what the document holds, what came back, what did not. */
export interface ReadBackField {
  field: string;
  label: string;
  expected: number;
  found: number;
  missing: string[];
}

/**
 * What a saved file gave back, compared with the document field by field:
 * summary is the sentence to show ("Read back: name, email, 5 jobs with
 * dates, …"), missing names each item that did not come back.
 */
export interface ReadBackReport {
  complete: boolean;
  summary: string;
  missing: string[];
  fields: ReadBackField[];
}
