package match

import (
	"fmt"
	"regexp"
	"strings"
)

// What recruiters check first: the requirements a job filters on before
// anyone reads on (a work permit, presence on site, a language at a level, a
// degree or licence, years in a role, a clearance, availability). Each is a
// checklist item: met (with the CV line that shows it), not met, or unknown
// when the CV does not say, which is asked about and never guessed. A
// must-have clearly not met holds the score below 80.

// Check statuses.
const (
	Met     = "met"
	NotMet  = "notMet"
	Unknown = "unknown"
)

// Check is one item of the checklist.
type Check struct {
	Kind     string `json:"kind"`     // permit, location, language, education, licence, years, clearance, availability
	Label    string `json:"label"`    // what is checked, for people: "German at C1", "A bachelor's degree"
	Status   string `json:"status"`   // met, notMet or unknown
	Required bool   `json:"required"` // the job marks it as a must-have
	Caps     bool   `json:"caps"`     // clearly not met and a must-have: the score stays below 80
	JD       string `json:"jd"`       // the job's words
	CV       string `json:"cv,omitempty"`
	Ask      string `json:"ask,omitempty"` // for unknown items: what to state or be ready to answer
}

// capBelow is the score a must-have clearly not met keeps the match under.
const capBelow = 80

// clearShortfall is the share of the years asked below which a CV clearly
// lacks them: "5+ years" against 4 is close, against 2 is not.
const clearShortfall = 70

// knockOuts are the requirements that only a phrase names, each with the
// job's cues and the CV's cues that meet it, in the four languages.
var knockOuts = []struct {
	kind, label string
	jd, cv      cueSet
	ask         string
}{
	{"permit", "Permission to work", newCues(phrases(`work_permit right_to_work authorized_to_work authorised_to_work eligible_to_work
		work_authorization work_authorisation visa_sponsorship citizenship eu_citizen us_citizen arbeitserlaubnis
		arbeitsgenehmigung aufenthaltstitel staatsbürgerschaft permiso_de_trabajo autorización_para_trabajar
		autorización_de_trabajo nacionalidad permis_de_travail autorisation_de_travail nationalité`)),
		newCues(phrases(`work_permit right_to_work authorized_to_work authorised_to_work eligible_to_work work_authorization
		green_card permanent_resident citizen citizenship arbeitserlaubnis arbeitsgenehmigung aufenthaltstitel
		niederlassungserlaubnis staatsangehörigkeit staatsbürgerschaft permiso_de_trabajo nacionalidad
		permis_de_travail nationalité`)),
		"State your right to work in the country of the job (citizenship, permit or visa), or be ready to answer it."},
	{"clearance", "Security clearance", newCues(phrases(`security_clearance clearance sc_cleared dv_cleared sicherheitsüberprüfung
		sicherheitsfreigabe habilitación_de_seguridad habilitation_de_sécurité habilitation_secret`)),
		newCues(phrases(`clearance cleared sicherheitsüberprüfung sicherheitsfreigabe habilitación habilitation`)),
		"Say whether you hold or could obtain the clearance this job asks for."},
	{"licence", "Driving licence", newCues(phrases(`driving_licen driver's_licen drivers_licen driver_licen führerschein fahrerlaubnis
		carnet_de_conducir permiso_de_conducir permis_de_conduire permis_b`)),
		newCues(phrases(`driving_licen driver's_licen drivers_licen driver_licen führerschein fahrerlaubnis carnet_de_conducir
		permiso_de_conducir permis_de_conduire permis_b`)),
		"Add your driving licence (and its class) to the CV if you hold one."},
	{"location", "Presence on site", newCues(phrases(`on-site on_site onsite in_the_office in-office must_be_based must_be_located based_in
		located_in relocate relocation vor_ort präsenz wohnort_in residencia_en presencial en_la_oficina sur_site présentiel
		résider_à basé_à`)),
		nil,
		"Say where you live, or that you can work on site or relocate."},
	{"availability", "Availability", newCues(phrases(`available_immediately immediately_available immediate_start start_immediately
		available_to_start notice_period ab_sofort sofort_verfügbar kurzfristig_verfügbar verfügbarkeit disponibilidad_inmediata
		incorporación_inmediata disponibilité_immédiate disponible_immédiatement`)),
		newCues(phrases(`available_from available_immediately availability immediately_available notice_period verfügbar_ab
		verfügbarkeit verfügbar: kündigungsfrist disponible disponibilidad disponibilité`)),
		"Say when you can start (your notice period), in the CV or your letter."},
}

// placeRe finds the place a presence requirement names: "on-site in
// Munich", "based in Lyon", "vor Ort in Hamburg", "presencial en Madrid".
var placeRe = regexp.MustCompile(`\b(?:in|en|à|a|near|nahe|bei)\s+(?:the\s+|our\s+|der\s+|unserem\s+|el\s+|la\s+|le\s+)?(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)`)

// checks are the job's knock-out requirements, each checked against the CV.
func checks(segs []segment, reqs []Requirement, p profile) []Check {
	out := []Check{}
	for _, r := range reqs {
		if c, ok := requirementCheck(r, p); ok {
			out = append(out, c)
		}
	}
	seen := map[string]bool{}
	for _, s := range segs {
		if s.section == secApply || s.section == secCompany || s.section == secOffer || s.section == secNotes {
			continue
		}
		for _, k := range knockOuts {
			if seen[k.kind] || k.jd.index(s.lower) < 0 {
				continue
			}
			seen[k.kind] = true
			c := Check{Kind: k.kind, Label: k.label, Status: Unknown, Required: true, JD: clip(s.text, 0), Ask: k.ask}
			if k.kind == "location" {
				c.Required = s.importance != Preferred
				if m := placeRe.FindStringSubmatch(s.text); m != nil {
					c.Label = "Presence in " + m[1]
					if ln := lineWithWord(p.lines, m[1]); ln != "" {
						c.Status, c.CV, c.Ask = Met, ln, ""
					}
				}
			} else if ln := lineWithCue(p.lines, sponsorCues); k.kind == "permit" && ln != "" {
				c.Status, c.CV, c.Ask, c.Caps = NotMet, ln, "", true
			} else if ln := lineWithCue(p.lines, k.cv); ln != "" {
				c.Status, c.CV, c.Ask = Met, ln, ""
			}
			out = append(out, c)
		}
	}
	if c, ok := jobLanguageCheck(segs, reqs, p); ok {
		out = append(out, c)
	}
	if c, ok := workAreaCheck(segs, p); ok {
		out = append(out, c)
	}
	return uniqueChecks(out)
}

// namesKnockOut reports whether a lower-case sentence names a knock-out.
func namesKnockOut(lower string) bool {
	for _, k := range knockOuts {
		if k.jd.index(lower) >= 0 {
			return true
		}
	}
	return false
}

// requirementCheck is the checklist item of a language, education or years
// requirement the job does not merely wish for.
func requirementCheck(r Requirement, p profile) (Check, bool) {
	if r.Importance == Preferred {
		return Check{}, false
	}
	c := Check{Kind: r.Kind, Required: r.Importance == Required, JD: r.Text, CV: r.CV}
	switch r.Kind {
	case KindLanguage:
		c = languageCheck(c, r, p)
	case KindEducation:
		c.Label = upperFirst(r.Name)
		switch {
		case p.education >= r.Level:
			c.Status = Met
		case p.eduAtLeast:
			c.Status = Unknown
			c.Ask = "Say which degree or training your “" + p.eduText + "” led to, in the job's words."
		case p.education > 0 && allowsEquivalent(r):
			c.Status = Unknown
			c.Ask = "The job accepts an equivalent: say what makes your “" + p.eduText + "” and your experience comparable, in the job's words."
		case p.education > 0:
			c.Status = NotMet
			c.Caps = c.Required
		case p.eduUnread != "":
			c.Status, c.CV = Unknown, p.eduUnread
			c.Ask = "Say which level your “" + p.eduUnread + "” is (a vocational training, a bachelor's or a master's), in the job's words."
		default:
			c.Status, c.CV = Unknown, ""
			c.Ask = "Name your degree or training in the CV's education section."
		}
	case KindYears:
		c.Label = r.Name
		switch {
		case !fieldShown(r, p):
			c.Status, c.CV = Unknown, ""
			c.Ask = fmt.Sprintf("Show which of your roles were in %s, with their dates.", r.field)
		case r.Coverage >= 100:
			c.Status = Met
		case r.role == "" && p.months > 0:
			c.Status = NotMet
			c.Caps = c.Required && r.Coverage < clearShortfall
		case r.role != "" && r.Coverage > 0:
			// Roles of that title, too short: below clearShortfall of a
			// required role's years the CV clearly does not meet it, as
			// for the years in any role (RJDB's non-fitting CVs are often
			// the fitting one with a role's years cut). A CV without a
			// role of that title is asked below: titles vary.
			c.Status = NotMet
			c.Caps = c.Required && r.Coverage < clearShortfall
		case r.role != "":
			c.Status, c.CV = Unknown, ""
			c.Ask = fmt.Sprintf("Show which of your roles count as %s, with their dates.", r.role)
		default:
			c.Status, c.CV = Unknown, ""
			c.Ask = "Give each role its dates (month and year), so the years can be counted."
		}
	default:
		return Check{}, false
	}
	return c, true
}

// languageCheck is requirementCheck for a language: met, not met or
// unknown from the CV's languages and the one it is written in.
func languageCheck(c Check, r Requirement, p profile) Check {
	c.Label = r.Name + " at " + levelName(r.Level)
	l, listed := p.languages[r.Name]
	others := len(p.languages)
	if p.written != "" {
		others--
	}
	switch {
	case listed && r.Name == p.written && r.Level <= l.level:
		// Known only from the language the CV is written in, up to B2.
		c.Status = Met
	case listed && r.Name != p.written && l.level >= r.Level:
		c.Status = Met
	case listed && r.Name != p.written && !l.stated:
		// Listed without a level: the CV does not say it falls short.
		c.Status = Unknown
		c.Ask = fmt.Sprintf("Give %s its level (the job asks for %s).", r.Name, levelName(r.Level))
	case listed && r.Name != p.written:
		c.Status = NotMet
		c.Caps = c.Required && l.level <= r.Level-2
	case !listed && others > 0 && languageLine(r.Name, p.lines) != "":
		// Named in the CV, but not among the languages read: unknown.
		c.Status, c.CV = Unknown, languageLine(r.Name, p.lines)
		c.Ask = fmt.Sprintf("List %s with its level (the job asks for %s).", r.Name, levelName(r.Level))
	case !listed && others > 0:
		// The CV lists its languages, and this one is not among them.
		c.Status, c.CV = NotMet, ""
		c.Caps = c.Required
	default:
		c.Status, c.CV = Unknown, ""
		if listed && r.Name != p.written {
			c.CV = l.text
		}
		c.Ask = fmt.Sprintf("List %s with its level (the job asks for %s).", r.Name, levelName(r.Level))
	}
	return c
}

// lineWithCue returns the first CV line with one of the cues, clipped.
func lineWithCue(lines []string, cues cueSet) string {
	for _, ln := range lines {
		if cues.index(strings.ToLower(ln)) >= 0 {
			return clip(ln, 0)
		}
	}
	return ""
}

// lineWithWord returns the first CV line with the word, as a whole word.
func lineWithWord(lines []string, w string) string {
	lw := strings.ToLower(w)
	for _, ln := range lines {
		for _, x := range words(ln) {
			if strings.ToLower(x.Text) == lw {
				return clip(ln, x.Start)
			}
		}
	}
	return ""
}

// sponsorCues say the person needs a permit they do not have.
var sponsorCues = newCues(phrases(`require_sponsorship requires_sponsorship need_sponsorship needs_sponsorship require_a_visa
	need_a_visa visa_required benötige_ein_visum requiere_visado necesito_visado besoin_d'un_visa`))

// capped returns the checks that hold the score below capBelow.
func capped(cs []Check) []Check {
	var out []Check
	for _, c := range cs {
		if c.Caps {
			out = append(out, c)
		}
	}
	return uniqueChecks(out)
}

// upperFirst writes s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// capNote says which must-haves hold the score below 80.
func capNote(cs []Check) string {
	labels := make([]string, len(cs))
	for i, c := range cs {
		labels[i] = c.Label
	}
	return fmt.Sprintf("The job filters on %s, which your CV does not meet, so the score stays below %d%%.", joinNames(labels), capBelow)
}
