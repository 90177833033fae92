// The CV model as the Go core (wasm/cv) writes it in JSON; field names are
// the spec's. Kept in one file so every screen and export agrees on it.

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

/** The spec's Formatted CV: the ATS-friendly sections of one CV. */
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

export interface PdfPage {
  width: number;
  height: number;
  items: PdfItem[];
}

/** What the core makes of a PDF: the reading-order text shown to the user and the parsed CV. */
export interface ParsedPdf {
  text: string;
  cv: FormattedCV;
}
