// One suggestion as the core rates it, every field at a plain value, for
// the tests that build suggestions by overriding a few fields.
import type { RatedSuggestion } from '../cv/types';

export const ratedSuggestion: RatedSuggestion = {
  id: 'sug_1',
  parent_section: 'core_skills',
  suggestion_description: 'd',
  input_item_id: null,
  professional_experience_id: null,
  suggested_text: 'x',
  impact: 'Low',
  impact_description: 'why',
  source: 'on-device',
  requirement: '',
  evidence: '',
  term: '',
  term_state: '',
  adds: [],
  effect: 0,
  raises: [],
  applied: false,
  stale: false,
  gaps: [],
};
