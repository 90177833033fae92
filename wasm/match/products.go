package match

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// Real posts name the products their work is about ("IBM TWS", "SAP BW",
// "DataStage"), and the lexicon does not know every one of them. A
// requirement line's product names the lexicon does not know are
// requirements in their own right: read literally, met when the CV names
// them, and listed in the analysis as not interpreted, so the user can
// check the CV names them. Without this, a post whose core product is
// unknown is scored on its generic items alone.

// vendorProductRe is a vendor followed by a product written with at least
// two capitals or digits: "SAP BW", "IBM TWS", "Oracle EBS".
var vendorProductRe = regexp.MustCompile(`\b(?:SAP|IBM|Oracle|Microsoft|MS|Google|Adobe|Atlassian|Informatica|Salesforce|AWS|Azure|Siemens|Cisco|VMware|Citrix|HP|Red Hat)[ -]([A-Z][A-Za-z0-9]*[A-Z0-9][A-Za-z0-9]*(?:/[A-Z]{2,4})?)\b`)

// notProducts are capitalised words of posts that name no product: legal
// forms, places, degrees, the gender tag, German words set in capitals, and
// a vendor named alone ("IBM tools": its products are read with it).
var notProducts = toSet(`IBM NTH MUSS KANN SOLL MBA PHD MSC BSC MENG BENG HND GCSE EDV GMBH USA CEO CTO CIO PLZ MWD ASAP BZW UND ODER MIT SIE WIR DIE DER DAS FÜR
	IHR EUR CHF USD ETC INC LTD KG AG SE EU UK HR IT CV NRW DACH HQ FAQ PDF TBD PS AND THE FOR YOU
	LES DES POUR AVEC LOS LAS CON POR UNA`)

// productsIn returns the product names of a requirement line that no
// lexicon term covers, each once, as literal tool requirements of the
// line's importance. Only lines that say what the person must bring count:
// a must-have, a line of a requirements list, or an unplaced line that asks
// for something ("Erfahrung mit", "experience with").
func productsIn(s segment, terms []lexicon.Match) []Requirement {
	if s.duty || s.importance != Required && s.section != secRequired && s.section != secPreferred &&
		!(s.section == secNone && requirementCues.index(s.lower) >= 0) {
		return nil
	}
	var out []Requirement
	seen := map[string]bool{}
	// own is where the product's own name starts: a lexicon term may cover
	// the vendor ("SAP") but not the product ("BW").
	add := func(start, own, end int) {
		name := s.text[start:end]
		key := strings.ToLower(name)
		if seen[key] || strings.Contains(key, "kenntnis") || strings.Contains(key, "erfahrung") || notProducts[strings.ToUpper(name)] ||
			covered(terms, own, end) || len(lexicon.Find(s.text[own:end])) > 0 && own == start || known(name) ||
			romanNumeral(name) || knownInCapitals(name) {
			return
		}
		seen[key] = true
		out = append(out, Requirement{Kind: KindTool, Name: name, Importance: scopedImportance(s, start, end), Text: name,
			Start: s.start + start, End: s.start + end, Clause: s.text, literal: true})
	}
	for _, m := range vendorProductRe.FindAllStringSubmatchIndex(s.text, -1) {
		add(m[0], m[2], m[1])
		seen[strings.ToLower(s.text[m[2]:m[3]])] = true
	}
	tags := hashtags(s.text)
	for _, w := range words(s.text) {
		if (camelCase(w.Text) || acronym(w.Text)) && !insideProduct(out, s.start+w.Start) && !inRanges(w.Start, tags) {
			add(w.Start, w.Start, w.End)
		}
	}
	return out
}

// camelCase reports whether a word has a capital after a small letter:
// "DataStage", "PowerCenter", "ServiceNow"; not as its second letter, which
// is a stray character before a word ("òIn-depth"), not a product.
func camelCase(w string) bool {
	rs := []rune(w)
	for i := 2; i < len(rs); i++ {
		if unicode.IsLower(rs[i-1]) && unicode.IsUpper(rs[i]) {
			return true
		}
	}
	return false
}

// acronym reports whether a word is three to six capitals: "ISTQB", "TWS".
func acronym(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 3 && n <= 6
}

// romanNumeral reports whether a word is a grade written in Roman
// numerals: "Support Analyst III" (RJDB: 10 posts read "III" as a product).
func romanNumeral(w string) bool {
	return strings.Trim(w, "IVX") == ""
}

// knownInCapitals reports whether the lexicon reads a name written in
// capitals as a term in prose: "AZURE" is Azure, though on a line in
// capitals or beside capitals the lexicon leaves it unread; "SWIFT", an
// acronym of its own, is no Swift and stays a product.
func knownInCapitals(name string) bool {
	if strings.ToUpper(name) != name || strings.Contains(name, " ") {
		return false
	}
	const prose = "in "
	ms := lexicon.Find(prose + name)
	return len(ms) == 1 && ms[0].Start == len(prose) && ms[0].End == len(prose)+len(name)
}

// known reports whether the lexicon reads the whole name as one term.
func known(name string) bool {
	ms := lexicon.Find(name)
	return len(ms) == 1 && ms[0].Start == 0 && ms[0].End == len(name)
}

// covered reports whether a lexicon term overlaps [start, end).
func covered(terms []lexicon.Match, start, end int) bool {
	for _, m := range terms {
		if m.Start < end && start < m.End {
			return true
		}
	}
	return false
}

// insideProduct reports whether offset falls in one of the products read.
func insideProduct(reqs []Requirement, offset int) bool {
	for _, r := range reqs {
		if r.Start <= offset && offset < r.End {
			return true
		}
	}
	return false
}

// literalCoverage is 100 when a CV line names the product as a whole word
// (its last word alone for a vendor's product: "TWS" for "IBM TWS"), with
// that line as evidence.
func literalCoverage(name string, p profile) (int, string) {
	want := []string{name}
	if f := strings.Fields(name); len(f) > 1 {
		want = append(want, f[len(f)-1])
	}
	for _, ln := range p.lines {
		for _, w := range want {
			if containsWord(ln, w) {
				return 100, clip(ln, strings.Index(strings.ToLower(ln), strings.ToLower(w)))
			}
			if at := acronymPlural(ln, w); at >= 0 {
				return 100, clip(ln, at)
			}
		}
	}
	return moduleCoverage(name, p)
}

// capitalsRe is a name in capitals only: an acronym ("API", "ERP").
var capitalsRe = regexp.MustCompile(`^\p{Lu}{2,}$`)

// acronymPlural is where s names the acronym name with a lower-case plural
// "s" ("APIs" for API, "SDKs" for SDK), as the lexicon reads a known
// tool's ("IDEs"); -1 when it does not. Case-exact, so that a word in
// capitals ("APIS") or prose ("apis") is no plural of it.
func acronymPlural(s, name string) int {
	if !capitalsRe.MatchString(name) {
		return -1
	}
	plural := name + "s"
	for i := 0; ; {
		j := strings.Index(s[i:], plural)
		if j < 0 {
			return -1
		}
		at, end := i+j, i+j+len(plural)
		if !letterBefore(s, at) && !letterAfter(s, end) {
			return at
		}
		i = at + 1
	}
}

// vendorModuleRe is a vendor's module named with its vendor and a hyphen:
// "SAP-SD", "SAP-MM".
var vendorModuleRe = regexp.MustCompile(`^(\p{Lu}{2,})-(\p{Lu}{2,4})$`)

// moduleCoverage is 100 when a CV line names the module of a product
// such as "SAP-SD" by its bare abbreviation, as module lists write it
// ("Module PP, QM, HR sowie PS", "Customizing QM"): in capitals, as
// a word, on a line that names the vendor or speaks of modules or their
// customizing, since a bare "SD" may be anything else (class 9 of the
// audit).
func moduleCoverage(name string, p profile) (int, string) {
	m := vendorModuleRe.FindStringSubmatch(name)
	if m == nil {
		return 0, ""
	}
	vendor, module := m[1], m[2]
	for _, ln := range p.lines {
		at := wordIndex(ln, module)
		if at < 0 {
			continue
		}
		lower := strings.ToLower(ln)
		if containsWord(ln, vendor) || containsAny(lower, moduleCues) {
			return 100, clip(ln, at)
		}
	}
	return 0, ""
}

// moduleCues are words of a line that lists a product's modules, in
// English, German, French and Spanish, lower case.
var moduleCues = []string{"modul", "módulo", "customizing", "paramétrage", "parametrización"}

// containsWord reports whether s has w, in any case, not inside a longer word.
func containsWord(s, w string) bool {
	ls, lw := strings.ToLower(s), strings.ToLower(w)
	for i := 0; ; {
		j := strings.Index(ls[i:], lw)
		if j < 0 {
			return false
		}
		at, end := i+j, i+j+len(lw)
		if !letterBefore(ls, at) && !letterAfter(ls, end) {
			return true
		}
		i = at + 1
	}
}

func letterBefore(s string, i int) bool {
	if i == 0 {
		return false
	}
	r := []rune(s[:i])
	return unicode.IsLetter(r[len(r)-1]) || unicode.IsDigit(r[len(r)-1])
}

func letterAfter(s string, i int) bool {
	for _, r := range s[i:] {
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	}
	return false
}

// uninterpreted are the products the job names that the lexicon does not
// know and the CV does not name.
func uninterpreted(reqs []Requirement) []string {
	out := []string{}
	for _, r := range reqs {
		if r.literal && r.Coverage == 0 {
			out = append(out, r.Name)
		}
	}
	return out
}
