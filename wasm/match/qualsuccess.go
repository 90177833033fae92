package match

import "strings"

// "Demonstrated success defining and launching excellent products" asks
// for defining and launching products; its "success" says how well, as
// "proven" does, and a customer success manager's CV showed it by the
// words "Success" and "product" of one line (audit class 28, slick S1).
// A success word that praises the work after it is filler; "Customer
// Success", a field of work, keeps it.

// successWords name success in the four languages.
var successWords = toSet(`success successes successful successfully erfolg erfolge erfolgreich erfolgreiche
	succès réussite réussites éxito éxitos exitoso exitosa`)

// workAfterSuccess are the words that lead from success to the work it
// was had in: "success in", "Erfolge bei", "succès dans", "éxito en".
var workAfterSuccess = toSet("in at with im bei beim mit dans en avec con")

// qualificationStems are contentWords of a qualification without the
// success words that praise its work.
func qualificationStems(name string) []string {
	ws := words(name)
	keep := make([]string, 0, len(ws))
	for i, w := range ws {
		if !praisesWork(ws, i) {
			keep = append(keep, w.Text)
		}
	}
	return contentWords(strings.Join(keep, " "))
}

// praisesWork reports whether word i is a success word that praises work:
// a filler stands before it ("proven success") or the work follows it (an
// -ing form or a preposition: "success defining", "success in").
func praisesWork(ws []word, i int) bool {
	if !successWords[strings.ToLower(ws[i].Text)] {
		return false
	}
	if i > 0 && qualFiller[strings.ToLower(ws[i-1].Text)] {
		return true
	}
	if i+1 < len(ws) {
		next := strings.ToLower(ws[i+1].Text)
		return workAfterSuccess[next] || strings.HasSuffix(next, "ing")
	}
	return false
}
