package match

import "github.com/shortlist/shortlist/wasm/lexicon"

// "We'll assess you against these technical skills during the selection
// process" says how the candidate is chosen, not what is asked (issue 35,
// audit class 29): read as a requirement it was "met only in part". A
// sentence about the selection process that names no skill or tool of its
// own is read as how to apply; one that names them ("Python is tested in
// the selection process") still asks for them.

// selectionCues name the selection process in en/de/fr/es.
var selectionCues = newCues(phrases(`selection_process selection_stage recruitment_process hiring_process interview_process
	auswahlverfahren auswahlprozess bewerbungsprozess einstellungsprozess processus_de_sélection processus_de_recrutement
	processus_d'embauche proceso_de_selección proceso_de_contratación`))

// aboutSelection reports whether a lower-case sentence speaks of the
// selection process and names nothing the lexicon knows.
func aboutSelection(lower string) bool {
	return selectionCues.index(lower) >= 0 && len(lexicon.Find(lower)) == 0
}
