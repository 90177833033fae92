package match

import "slices"

// A duty is said in the post's language and done in the CV's: a Spanish
// post's "Participar en el diseño, desarrollo, pruebas y despliegue de
// software" is what an English CV's "designed, developed, tested and
// deployed" shows (audit class 20). The stems of common work words of
// duties in German, French and Spanish stand also for the English ones,
// on both sides: a post's stem counts as found when the CV has it or an
// English equivalent, and a CV line's foreign work words are indexed under
// the English stems too.

// workStems are the English stems of common work words of duties, by the
// German, French or Spanish stem (six letters, as stem cuts them).
var workStems = map[string][]string{
	// Spanish
	"desarr": {"develo"}, "diseño": {"design"}, "prueba": {"test", "testin"}, "despli": {"deploy"},
	"aplica": {"applic"}, "estabi": {"stabil", "reliab", "robust"}, "rendim": {"perfor"},
	"equipo": {"team"}, "colabo": {"collab"}, "requis": {"requir"}, "entreg": {"delive"},
	"calida": {"qualit"}, "seguri": {"securi"}, "prácti": {"practi"}, "estánd": {"standa"},
	"tecnol": {"techno"}, "arquit": {"archit"}, "sistem": {"system"},
	// German
	"entwic": {"develo"}, "betrie": {"operat"}, "wartun": {"mainta"}, "umsetz": {"implem"},
	"testen": {"test", "testin"}, "anford": {"requir"}, "kunden": {"custom"}, "zusamm": {"collab"},
	"sicher": {"securi"}, "betreu": {"suppor"}, "dokume": {"docume"},
	// Stability, written alike in English, German and French ("stability",
	// "Stabilität", "stabilité"), is what a CV's "robust" systems show
	// (audit class 20: "garantizando la estabilidad y el rendimiento" by
	// "optimizing database performance, and implementing robust APIs").
	"stabil": {"robust"},
	// French
	"dévelo": {"develo"}, "déploi": {"deploy"}, "équipe": {"team"}, "exigen": {"requir"},
	"besoin": {"requir"}, "sécuri": {"securi"}, "fiabil": {"reliab"}, "livrai": {"delive"},
}

// withWorkStems returns a CV's line index with the lines of its foreign
// work words also under their English stems.
func withWorkStems(index map[string][]int) map[string][]int {
	for f, es := range workStems {
		for _, e := range es {
			indexAlsoUnder(index, f, e)
		}
	}
	return index
}

// indexAlsoUnder files the lines of index under stem from also under stem
// to, each line once.
func indexAlsoUnder(index map[string][]int, from, to string) {
	for _, i := range index[from] {
		if l := index[to]; !slices.Contains(l, i) {
			index[to] = append(l, i)
		}
	}
}

// workForms are a stem and the English stems of its work word.
func workForms(s string) []string {
	return append([]string{s}, workStems[s]...)
}

// workAlternatives returns stems with the English stems of their work
// words after them, each once.
func workAlternatives(stems []string) []string {
	out := slices.Clone(stems)
	for _, s := range stems {
		out = append(out, workStems[s]...)
	}
	return uniq(out)
}

// countWorkIndexed counts the stems found in index, a stem also by its
// English work stems.
func countWorkIndexed(stems []string, index map[string][]int) int {
	n := 0
	for _, s := range stems {
		for _, a := range workForms(s) {
			if len(index[a]) > 0 {
				n++
				break
			}
		}
	}
	return n
}
