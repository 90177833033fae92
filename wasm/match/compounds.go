package match

import "strings"

// German writes a skill or a role as one word ("Softwaretester",
// "Datenbankadministration", "Testautomatisierung"), where English writes
// two. Stems are a word's first six letters, so "Softwaretester" would meet
// "Softwareentwickler" and miss "Tester". A compound that ends in a known
// head is read as its two parts: the first part (without the linking "s")
// and the head.

// compoundHeads are the heads that make a word a compound of two parts,
// longest first so that "entwicklerin" is tried before "entwickler"; a
// person's head in its feminine form too ("Testmanagerin", audit class 7);
// "ScrumMaster" and "ProductOwner" as one word are the Scrum roles (gulp_de).
var compoundHeads = []string{
	"administratorin", "programmiererin", "automatisierung", "administration", "administrator", "programmierer",
	"programmierung", "entwicklerinnen", "analytikerin", "entwicklerin", "architektur", "modellierung", "ingenieurin",
	"architektin", "entwickler", "entwicklung", "analytiker", "management", "beraterin", "ingenieur", "architekt",
	"betreuung", "sicherheit", "migration", "integration", "managerin", "analystin", "analysten", "designerin",
	"leiterin", "testerin", "manager", "berater", "beratung", "analyst", "analyse", "designer", "leitung",
	"leiter", "tester", "testing", "design", "master", "owner", "tests", "test",
}

// minModifier is the shortest first part of a compound: "Protest" and
// "Attest" are no tests.
const minModifier = 4

// compoundParts returns the two parts of a lower-case compound word, or
// nil when it is none.
func compoundParts(lw string) []string {
	for _, h := range compoundHeads {
		first, ok := strings.CutSuffix(lw, h)
		if !ok || len(first) < minModifier {
			continue
		}
		first = strings.TrimRight(first, "-")
		if strings.HasSuffix(first, "s") && len(first) > minModifier {
			first = first[:len(first)-1]
		}
		return []string{first, h}
	}
	return nil
}

// wordStems are the stems a lower-case word stands for: its parts' when it
// is a compound, else its own.
func wordStems(lw string) []string {
	parts := compoundParts(lw)
	if parts == nil {
		return []string{stem(lw)}
	}
	return []string{stem(parts[0]), stem(parts[1])}
}
