package match

import (
	"regexp"
	"strings"
)

// A trade qualification names a vocational training by the trade it
// qualifies for: German "Fachinformatiker", "Bankkaufmann",
// "Mediengestalterin", a chamber's exam ("Netzwerktechniker (IHK)"),
// English "HND" and "NVQ", French "CAP de …" and "brevet professionnel",
// Spanish "Técnico Superior en …". A recruiter reads each as a completed
// vocational training; the level patterns (educationLevels) want the word
// "Ausbildung" or "apprenticeship" and missed them: on the German graded
// set, profiles whose only education was such an entry read as having
// none.

// tradeQualification reports whether a CV line names a trade
// qualification that it does not say was left unfinished ("Bürokaufmann
// (abgebrochen)", "abgebrochene Ausbildung zum Fachinformatiker", "HND
// Computing, not completed", "CAP de cuisinier non validé", "Técnico
// Superior sin terminar").
func tradeQualification(ln string) bool {
	lower := strings.ToLower(ln)
	if !containsAny(lower, tradeHints) {
		return false
	}
	for _, loc := range tradeRe.FindAllStringIndex(ln, -1) {
		if finished(lower, loc[0], loc[1]) {
			return true
		}
	}
	return false
}

// finished reports whether the qualification at lower[start:end] is not
// said to be unfinished by the words of its item after it (up to a comma,
// a semicolon or a bar) or by the words right before it. Items that run on
// without a comma count as one: "Bürokaufmann Physik ohne Abschluss"
// names none, which says less than the CV may hold, never more.
func finished(lower string, start, end int) bool {
	item := lower[end:]
	if i := strings.IndexAny(item, ",;|"); i >= 0 {
		item = item[:i]
	}
	before := strings.TrimRight(lower[:start], " ,;:()-–")
	return !unfinishedRe.MatchString(item) && !unfinishedBeforeRe.MatchString(before)
}

// tradeHints are lower-case pieces one of which each form of tradeRe
// holds, so that most lines skip the pattern.
var tradeHints = phrases("fachinformatiker kaufmann kauffrau kaufleute mediengestalter facharbeiter gesellenbrief ihk hwk hnd hnc nvq cap_ bep_ brevet técnico tecnico")

// tradeRe is a trade qualification in en/de/fr/es.
var tradeRe = regexp.MustCompile(`(?i)\b(?:fachinformatiker(?:in)?|\p{L}+-?kauf(?:mann|frau|leute)|mediengestalter(?:in)?|facharbeiter(?:in)?|gesellenbrief)\b|\((?:IHK|HWK)\)|\b(?:IHK|HWK)[- ](?:Abschluss|Prüfung)|\b(?:HND|HNC|NVQ)\b|\b(?-i:CAP|BEP)\s+(?:de|d['’]|en)\s|\bbrevet\s+professionnel|\bt[ée]cnico\s+(?:superior|medio)\s+en\b`)

// unfinishedRe says the qualification before it was not finished;
// unfinishedBeforeRe ends a text that says so of the one after it.
var (
	unfinishedRe       = regexp.MustCompile(`ohne\s+abschluss|abgebrochen|nicht\s+abgeschlossen|not\s+completed|unfinished|incomplete|without\s+(?:a\s+)?(?:degree|qualification)|sans\s+dipl[ôo]me|non\s+(?:termin|valid)|inachev|sin\s+terminar|sin\s+t[íi]tulo|inconclus|incomplet`)
	unfinishedBeforeRe = regexp.MustCompile(`(?:abgebrochene[sn]?|nicht\s+abgeschlossene[sn]?|unfinished|incomplete|inachevée?|inconclus[oa]|incomplet[oa])(?:\s+\p{L}+){0,2}$`)
)
