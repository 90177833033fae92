import type { FormattedCV } from '../cv/types';

/** A Formatted CV with nothing in it, as the core answers one. */
export function emptyCV(): FormattedCV {
  return {
    professionalHeader: '',
    aboutMe: '',
    professionalExperience: [],
    education: [],
    coreSkills: [],
    toolsTechnologies: [],
    languages: [],
    atsKeywords: [],
    rawApiResponse: '',
  };
}
