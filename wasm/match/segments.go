package match

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// section is what a job description's heading says its lines are.
type section int

const (
	secNone      section = iota // no heading yet, or one we do not know
	secRequired                 // requirements, must-haves, profile
	secPreferred                // nice to have
	secDuties                   // responsibilities, tasks
	secCompany                  // about the company, its customers, partners, awards
	secOffer                    // what the job offers: benefits, salary, perks
	secApply                    // how to apply, contacts, equal-opportunity notes, legal lines
	secLogistics                // start, duration, workplace, pay, hours: facts, not requirements
	secNotes                    // someone's analysis of the post appended after it: not the employer's words
)

// skipped reports whether a section says nothing the candidate must bring.
func (s section) skipped() bool { return s >= secCompany }

// segment is a sentence or bullet of a job description with what its
// section and wording say about it.
type segment struct {
	text       string
	lower      string // text in lower case
	start, end int
	section    section
	importance string
	duty       bool
	label      int // the end of a leading "Label:" in text, 0 if none
	explained  int // where the text after the label starts
}

// boilerplate returns the section that a sentence's own words put it in:
// application, or when unplaced (no heading says) also company or offer;
// secNone if none.
func boilerplate(lower string, unplaced bool) section {
	switch {
	case applyPhrases.index(lower) >= 0:
		return secApply
	case !unplaced:
	case offerPhrases.index(lower) >= 0:
		return secOffer
	case companyPhrases.index(lower) >= 0 || aboutEmployer(lower):
		return secCompany
	}
	return secNone
}

// headings classifies heading words in English, German, Spanish and French.
// The order matters: the first phrase contained in a heading wins, so
// "preferred qualifications" is preferred before "qualifications" is required.
var headings = []struct {
	phrase string
	sec    section
}{
	// An analysis of the post that a tool or a reader appended ("Layer B —
	// Behavioural Analysis") ends the post (issue 35, class 18).
	{"behavioural analysis", secNotes}, {"behavioral analysis", secNotes}, {"job analysis", secNotes},
	{"posting analysis", secNotes}, {"analysis of the job", secNotes}, {"analysis of the posting", secNotes},
	{"stellenanalyse", secNotes}, {"analyse der stelle", secNotes}, {"verhaltensanalyse", secNotes},
	{"analyse de l'offre", secNotes}, {"analyse du poste", secNotes}, {"analyse comportementale", secNotes},
	{"análisis de la oferta", secNotes}, {"análisis del puesto", secNotes}, {"análisis conductual", secNotes},
	{"about us", secCompany}, {"about the company", secCompany}, {"who we are", secCompany},
	{"our company", secCompany}, {"the company", secCompany}, {"company description", secCompany},
	{"our customers", secCompany}, {"our clients", secCompany}, {"our partners", secCompany}, {"awards", secCompany},
	{"über uns", secCompany}, {"wer wir sind", secCompany}, {"das unternehmen", secCompany}, {"unternehmen", secCompany},
	{"unsere kunden", secCompany}, {"quiénes somos", secCompany}, {"sobre nosotros", secCompany}, {"la empresa", secCompany},
	{"qui sommes", secCompany}, {"l'entreprise", secCompany}, {"à propos", secCompany},
	{"benefit", secOffer}, {"what we offer", secOffer}, {"we offer", secOffer}, {"perks", secOffer}, {"why join", secOffer},
	{"what you get", secOffer}, {"what's in it for you", secOffer}, {"salary", secOffer}, {"compensation", secOffer},
	{"wir bieten", secOffer}, {"was wir bieten", secOffer}, {"unser angebot", secOffer}, {"deine vorteile", secOffer},
	{"ihre vorteile", secOffer}, {"ofrecemos", secOffer}, {"qué ofrecemos", secOffer}, {"beneficios", secOffer},
	{"nous offrons", secOffer}, {"nous proposons", secOffer}, {"avantages", secOffer},
	{"how to apply", secApply}, {"equal opportunit", secApply}, {"application process", secApply},
	{"contact", secApply}, {"kontakt", secApply}, {"ansprechpartner", secApply}, {"bewerbung", secApply},
	{"cómo aplicar", secApply}, {"postúlate", secApply}, {"postuler", secApply}, {"candidature", secApply},
	{"nice to have", secPreferred}, {"nice-to-have", secPreferred}, {"preferred", secPreferred},
	{"bonus", secPreferred}, {"desirable", secPreferred}, {"a plus", secPreferred}, {"pluspunkt", secPreferred},
	{"wünschenswert", secPreferred}, {"von vorteil", secPreferred}, {"deseable", secPreferred},
	{"se valorará", secPreferred}, {"valorable", secPreferred}, {"atout", secPreferred}, {"souhaité", secPreferred},
	{"responsibilit", secDuties}, {"what you'll do", secDuties}, {"what you will do", secDuties},
	{"the role", secDuties}, {"your role", secDuties}, {"duties", secDuties}, {"your day", secDuties},
	{"in this role", secDuties}, {"key tasks", secDuties}, {"tasks", secDuties}, {"aufgaben", secDuties},
	{"tätigkeit", secDuties}, {"responsabilidades", secDuties}, {"funciones", secDuties},
	{"qué harás", secDuties}, {"misiones", secDuties}, {"missions", secDuties}, {"vos missions", secDuties},
	{"requirement", secRequired}, {"required", secRequired}, {"qualification", secRequired},
	{"must have", secRequired}, {"must-have", secRequired}, {"what you bring", secRequired},
	{"what you'll need", secRequired}, {"what you need", secRequired}, {"looking for", secRequired},
	{"who you are", secRequired}, {"about you", secRequired}, {"your profile", secRequired},
	{"essential", secRequired}, {"skills", secRequired}, {"experience", secRequired},
	{"anforderung", secRequired}, {"profil", secRequired}, {"muss", secRequired}, {"mitbringst", secRequired},
	{"mitbringen", secRequired}, {"qualifikation", secRequired}, {"requisitos", secRequired},
	{"perfil", secRequired}, {"buscamos", secRequired}, {"exigences", secRequired}, {"compétences", secRequired},
}

// classify returns the section a heading names, secNone if none.
func classify(heading string) section {
	sec, _ := classifyAt(heading)
	return sec
}

// classifyAt also returns where the heading phrase starts.
func classifyAt(heading string) (section, int) {
	sec, at, _ := classifySpan(heading)
	return sec, at
}

// classifySpan also returns where the word that ends the heading phrase
// ends ("responsibilit" ends at "responsibilities").
func classifySpan(heading string) (section, int, int) {
	h := strings.ToLower(heading)
	for _, x := range headings {
		if i := strings.Index(h, x.phrase); i >= 0 {
			end := i + len(x.phrase)
			for end < len(h) && h[end] != ' ' && h[end] != '-' {
				end++
			}
			return x.sec, i, end
		}
	}
	return secNone, -1, -1
}

// sectionLabel returns the section a label at the start of a sentence
// names ("Requirements:", "Key skills:"), secNone when the label names a
// skill of its own: "Communication Skills: explain complex details simply"
// is a requirement, not a heading.
func sectionLabel(label string) section {
	sec, from, to := classifySpan(label)
	if sec == secNone {
		return secNone
	}
	for _, w := range words(label) {
		lw := strings.ToLower(w.Text)
		if w.Start >= from && w.End <= to || stopWords[lw] || labelFiller[lw] {
			continue
		}
		return secNone
	}
	return sec
}

// labelFiller are the words a section label has besides its heading phrase.
var labelFiller = toSet(`key core main technical soft hard general additional professional personal minimum basic desired
	desirable essential must ideal points plus education certification certifications background competencies tools
	you we du sie ihr wir tu vous nous su sus tus vos the a an and of for to la le les el los las die der das und y et
	fachliche persönliche weitere technische técnicos técnicas deseables techniques personnelles requises`)

// Phrases that mark a sentence as nice to have or as a must, wherever it is.
var (
	// Plain lower-case phrases, matched with strings.Contains: a regexp
	// alternation of them costs ten times more on long postings.
	preferredPhrases = phrases("nice-to-have nice_to_have good_to_have preferred preferably preferable a_plus an_advantage advantageous bonus desirable ideally optional wünschenswert von_vorteil vorteilhaft idealerweise wäre_schön deseable valorable se_valorar valoraremos un_plus idealmente idéalement de_préférence atout souhaité apprécié")
	requiredPhrases  = phrases("required requirement must mandatory essential necessary you_need muss zwingend unbedingt erforderlich vorausgesetzt voraussetzung requisito imprescindible obligatori necesari exigé obligatoire indispensable requis")
	dutyPhrases      = phrases("you_will_ you'll_ responsible_for du_wirst sie_werden du_entwickelst sie_entwickeln serás_responsable te_encargarás vous_serez vous_allez")
	// Sentences outside a known section that describe the company, what it
	// offers or how to apply: their skills and tools are not requirements
	// ("our customers include SAP and Siemens", "free Python courses").
	companyPhrases = newCues(phrases("we_are_a we're_a we_are_the founded_in our_customers our_clients customers_include clients_include partners_include award ranked recognized_as recognised_as trusted_by leading_provider headquarter market_leader fortune_500 wir_sind_ein wir_sind_der wir_sind_die unsere_kunden gegründet marktführer somos_una somos_un somos_el nuestros_clientes fundada_en nous_sommes nos_clients fondée_en leader_de"))
	offerPhrases   = newCues(phrases("we_offer you'll_get you_will_get you_will_receive we_provide competitive_salary paid_time_off vacation health_insurance wir_bieten urlaubstage gehalt te_ofrecemos ofrecemos salario vacaciones nous_offrons nous_proposons rémunération congés"))
	applyPhrases   = newCues(phrases("apply_now to_apply apply_via apply_through apply_by apply_online apply_here apply_today send_your submit_your please_send bewirb bewerbung sende_uns senden_sie envía_tu envíanos postula postulez envoyez candidature equal_opportunit equal_employment regardless_of without_regard_to diskriminier chancengleich igualdad_de_oportunidades égalité_des_chances"))
	labelRe        = regexp.MustCompile(`^([^:.!?]{3,40}):\s*`)
	bulletRe       = regexp.MustCompile(`^(?:(?:[-*•·▪◦‣–—+>●○■□►✓✔➢❖]|\d{1,2}[.)])\s+|[•·▪◦‣●○■□►✓✔➢❖]|#+\s*)`)
)

// segments splits a job description into sentences and bullets and marks
// each with its section, importance and whether it states a duty. A heading
// sets the section until the next heading; a label such as "Requirements:"
// at the start of a sentence sets it until the paragraph ends.
func segments(jd string) []segment {
	var out []segment
	sec := secNone
	label, labelled := secNone, false
	for _, b := range blocks(jd) {
		if b.text == "" {
			labelled = false
			continue
		}
		if b.heading {
			// Nothing after an analysis of the post is the post's.
			if sec != secNotes {
				sec = b.sec
			}
			labelled = false
			continue
		}
		for _, s := range sentences(b.text, b.start) {
			m := labelRe.FindStringSubmatchIndex(s.text)
			if m != nil {
				if c := sectionLabel(s.text[m[2]:m[3]]); c != secNone {
					label, labelled = c, true
					s.text, s.start = s.text[m[1]:], s.start+m[1]
					m = nil
				}
			}
			if strings.TrimSpace(s.text) == "" {
				continue
			}
			s.section = sec
			if labelled && sec != secNotes {
				s.section = label
			}
			s.lower = strings.ToLower(s.text)
			if sec != secNotes {
				s.section = ownSection(s)
			}
			// "Networking: TCP/IP and LAN/WAN" names a skill and explains it.
			if m != nil && len(strings.Fields(s.text[:m[3]])) <= 5 {
				s.label = m[3]
				s.explained = m[1]
			}
			s.importance = importanceOf(s.lower, s.section)
			s.duty = s.section == secDuties && !statesQualification(s.lower) || containsAny(s.lower, dutyPhrases) || s.section == secRequired && opensWithActivity(s.lower)
			out = append(out, s)
		}
	}
	return out
}

// ownSection is the section a segment's own words put it in: how to apply,
// legal text and logistics are never requirements, whatever the section;
// company and offer sentences only outside a known one.
func ownSection(s segment) section {
	// A line that is a web address (a browser's print header or footer,
	// a link to apply) asks nothing: as a duty it was a tip to show
	// "https://www.google.com/search?q=…" in a bullet.
	if boilerplateLine(s) || aboutSelection(s.lower) || strings.HasPrefix(s.lower, "http://") || strings.HasPrefix(s.lower, "https://") || strings.HasPrefix(s.lower, "www.") {
		return secApply
	}
	if _, ok := factOf(s); ok {
		return secLogistics
	}
	if b := boilerplate(s.lower, s.section == secNone); b != secNone {
		return b
	}
	if opensWithOffer(s.lower) {
		return secOffer
	}
	if sec := aboutThePosition(s.lower); sec != secNone {
		return sec
	}
	return s.section
}

// opensWithActivity reports whether a lower-case sentence opens with an
// activity ("crafting web services", "analysing data and making
// decisions"): in a requirements list it says what the job does, a duty.
// The -ing words that name a field or a skill ("programming", "testing")
// and those that ask for knowledge ("understanding") are no activity.
func opensWithActivity(lower string) bool {
	ws := words(lower)
	if len(ws) < 3 {
		return false
	}
	w := ws[0].Text
	return strings.HasSuffix(w, "ing") && len(w) > 5 && !ingNouns[w]
}

// ingNouns are -ing words that name a field, a skill or knowledge.
var ingNouns = toSet(`understanding programming engineering training accounting marketing networking testing scripting
	modeling modelling computing processing learning banking consulting manufacturing nursing teaching writing reporting
	auditing budgeting forecasting scheduling purchasing merchandising engineering troubleshooting debugging coding
	designing planning`)

// block is a heading, a blank line (empty text) or a bullet or paragraph
// with its wrapped lines joined.
type block struct {
	text    string
	start   int
	heading bool
	sec     section
}

// blocks joins the lines that wrap a sentence: a line continues the one
// before when that one does not end a sentence and the new line starts in
// lower case or the one before is long, as in text copied from a PDF.
func blocks(jd string) []block {
	var out []block
	open := false // the last block may take a continuation
	for _, ln := range lines(jd) {
		text, start := trimLine(ln.text, ln.start)
		if text == "" {
			out, open = append(out, block{}), false
			continue
		}
		if sec, ok := heading(ln.text, text); ok {
			out, open = append(out, block{text: text, start: start, heading: true, sec: sec}), false
			continue
		}
		if open && continues(out[len(out)-1].text, ln.text, text) {
			last := &out[len(out)-1]
			last.text = joinLines.Replace(jd[last.start : start+len(text)])
			continue
		}
		out, open = append(out, block{text: joinLines.Replace(text), start: start}), true
	}
	return out
}

// joinLines turns the line breaks inside a block into spaces, keeping its
// byte offsets.
var joinLines = strings.NewReplacer(`\n`, "  ", "\r", " ", "\n", " ")

// continues reports whether a line continues the text before it.
func continues(before, raw, text string) bool {
	if bulletRe.MatchString(strings.TrimSpace(raw)) || strings.ContainsAny(before[len(before)-1:], ".:;!?") || opensWithImportance(text) {
		return false
	}
	r := []rune(text)[0]
	return unicode.IsLower(r) || len(before) >= 60 && !opensWithImportance(before)
}

// phrases splits a list of phrases whose "_" stand for spaces.
func phrases(list string) []string {
	out := strings.Fields(list)
	for i, p := range out {
		out[i] = strings.ReplaceAll(p, "_", " ")
	}
	return out
}

// containsAny reports whether lower contains one of the phrases.
func containsAny(lower string, phrases []string) bool {
	for _, p := range phrases {
		if strings.Contains(lower, p) {
			return true
		}
	}
	return false
}

// importanceOf reads a sentence's own wording (in lower case) first, then
// its section.
func importanceOf(lower string, sec section) string {
	switch {
	case containsAny(lower, preferredPhrases):
		return Preferred
	case containsAny(lower, requiredPhrases):
		return Required
	case sec == secRequired:
		return Required
	case sec == secPreferred:
		return Preferred
	}
	return Expected
}

// heading reports whether a line is a heading and which section it opens.
// Markdown "#" lines and short lines ending in ":" are headings; so is a short
// line opening with known heading words ("Requirements", "Ihr Profil") that
// names no skill or number.
func heading(raw, text string) (section, bool) {
	n := len(strings.Fields(text))
	t := strings.Trim(text, "*_ ")
	r := strings.TrimSpace(raw)
	switch {
	case strings.HasPrefix(r, "#"):
		return classify(t), true
	case bulletRe.MatchString(r):
		return secNone, false
	case strings.HasSuffix(t, ":") && n <= 8:
		if sec := classify(t); sec != secNone || !optionalLabel(t) {
			return sec, true
		}
		return secPreferred, true
	case n <= 6 && markerHeading(t) != secNone:
		return markerHeading(t), true
	case n <= 4 && !strings.ContainsAny(t, ".,;0123456789") && len(lexicon.Find(t)) == 0:
		// The phrase must open the line: "MSc in statistics required" is no heading.
		if sec, at := classifyAt(t); sec != secNone && at <= 12 {
			return sec, true
		}
	}
	return secNone, false
}

// markerHeading returns the section a short line opens that only says how
// much the lines after it matter, with or without its colon ("Folgendes
// wäre wünschenswert", "Kann-Kriterien", "The following would be a plus",
// "Imprescindible", "Serait un atout"): every word is an importance marker
// or filler. secNone for any other line.
func markerHeading(t string) section {
	lower := strings.ToLower(strings.TrimSuffix(t, ":"))
	if strings.ContainsAny(lower, ".,;0123456789") {
		return secNone
	}
	sec, marked := secNone, markedBy(lower, preferredPhrases)
	switch {
	case marked != nil || strings.HasPrefix(lower, "kann-"):
		sec = secPreferred
	default:
		marked = markedBy(lower, requiredPhrases)
		if marked == nil {
			return secNone
		}
		sec = secRequired
	}
	for _, w := range words(lower) {
		if !(len(marked) > w.Start && marked[w.Start]) && !stopWords[w.Text] && !labelFiller[w.Text] && !markerFiller[w.Text] {
			return secNone
		}
	}
	if len(lexicon.Find(t)) > 0 {
		return secNone
	}
	return sec
}

// markedBy marks the bytes of lower that one of the phrases covers, nil
// when none occurs.
func markedBy(lower string, phrases []string) []bool {
	var marked []bool
	for _, p := range phrases {
		for from := 0; ; {
			i := strings.Index(lower[from:], p)
			if i < 0 {
				break
			}
			if marked == nil {
				marked = make([]bool, len(lower)+1)
			}
			for j := from + i; j < from+i+len(p); j++ {
				marked[j] = true
			}
			from += i + len(p)
		}
	}
	return marked
}

// markerFiller are the words a line that states importance has besides its
// marker, in the four languages.
var markerFiller = toSet(`following folgendes folgende wäre wären ist is be would sollten solltest unbedingt mitbringen
	kriterien kann un une est serait sería será es se sont a an`)

// line is one line of a text with its byte offset.
type line struct {
	text  string
	start int
}

// lines splits s at line breaks and at literal "\n" sequences, which some
// job boards leave in pasted text.
func lines(s string) []line {
	var out []line
	start := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\n':
			out = append(out, line{s[start:i], start})
			start = i + 1
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == 'n':
			out = append(out, line{s[start:i], start})
			start = i + 2
			i++
		}
	}
	return append(out, line{s[start:], start})
}

// trimLine drops spaces, bullet marks and Markdown emphasis around a line.
func trimLine(s string, start int) (string, int) {
	t := strings.TrimLeft(s, " \t\r")
	start += len(s) - len(t)
	if loc := bulletRe.FindStringIndex(t); loc != nil {
		t, start = t[loc[1]:], start+loc[1]
	}
	t2 := strings.TrimLeft(t, "*_ ")
	start += len(t) - len(t2)
	return strings.TrimRight(t2, " \t\r*_"), start
}

// sentences splits a line into sentences, keeping their offsets. A dot after
// an abbreviation ("z. B.", "e.g.", "bzw.") or before a lower-case word ends
// no sentence.
func sentences(text string, start int) []segment {
	var out []segment
	from := 0
	for _, loc := range sentenceEnds(text) {
		end := loc[0]
		if text[end] == '.' && (abbreviation(text[:end]) || lowerNext(text[loc[1]:])) {
			continue
		}
		if s := strings.TrimSpace(text[from:end]); s != "" {
			a := from + strings.Index(text[from:end], s)
			out = append(out, segment{text: s, start: start + a, end: start + a + len(s)})
		}
		from = loc[1]
	}
	if s := strings.TrimSpace(text[from:]); s != "" {
		a := from + strings.Index(text[from:], s)
		out = append(out, segment{text: s, start: start + a, end: start + a + len(s)})
	}
	return out
}

// sentenceEnds returns the byte spans of text that may end a sentence,
// leftmost first: a stop (".;!?") with the blanks (space, \t, \n, \f, \r)
// after it or at the end of the text, and a literal "\n" that some exports
// leave. It is the pattern `[.;!?](?:\s+|$)|\\n` written out
// (FuzzSentenceEnds checks that), which ran on every line of the job
// description and is slow in WebAssembly.
func sentenceEnds(text string) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); i++ {
		switch {
		case strings.IndexByte(".;!?", text[i]) >= 0 && (i+1 == len(text) || isBlank(text[i+1])):
			end := i + 1
			for end < len(text) && isBlank(text[end]) {
				end++
			}
			out = append(out, [2]int{i, end})
			i = end - 1
		case text[i] == '\\' && i+1 < len(text) && text[i+1] == 'n':
			out = append(out, [2]int{i, i + 2})
			i++
		}
	}
	return out
}

func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r' }

// abbreviations that end in a dot, lower case, without it. A name after
// one starts with a capital and is no new sentence: "(bspw. Go, Python)",
// "mind. Java 11", "par ex. Kafka", "p. ej. Kafka".
var abbreviations = toSet("e.g i.e etc bzw ca usw inkl ggf evtl sog vs approx incl resp min max nr dr mr mrs ms sr jr st no p.ej p.ex cf z.b d.h u.a o.ä bspw bsp bzgl mind vgl zzgl ex ej esp insbes insb")

// abbreviation reports whether text ends in an abbreviation or an initial,
// so that the dot after it ends no sentence.
func abbreviation(before string) bool {
	i := strings.LastIndexAny(before, " \t(/")
	w := strings.ToLower(before[i+1:])
	return utf8.RuneCountInString(w) == 1 || abbreviations[w]
}

// lowerNext reports whether text starts with a lower-case letter: a
// sentence does not.
func lowerNext(text string) bool {
	r, _ := utf8.DecodeRuneInString(text)
	return unicode.IsLower(r)
}
