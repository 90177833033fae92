package parse

import (
	"regexp"
	"strings"
	"unicode"
)

// wordSet builds a lookup set of lower-case words or phrases.
func wordSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// lowerWords splits s into lower-case words, keeping inner dots and hyphens
// ("b.sc", "co-founder").
func lowerWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '.' && r != '-' && r != '\'' && r != '’'
	})
}

// hasWord reports whether s contains one of the words (or word suffixes
// such as the German compound "Softwareentwickler") of set.
func hasWord(s string, set map[string]bool, suffixes ...string) bool {
	return anyWord(lowerWords(s), set, suffixes...)
}

// anyWord is hasWord for text already split by lowerWords, to ask several
// sets about the same text.
func anyWord(words []string, set map[string]bool, suffixes ...string) bool {
	for _, w := range words {
		// "Bachelor’s" is "bachelor's": the typographic apostrophe too.
		w = strings.ReplaceAll(strings.Trim(w, ".-'’"), "’", "'")
		if set[w] {
			return true
		}
		for _, suf := range suffixes {
			if strings.HasSuffix(w, suf) {
				return true
			}
		}
		if strings.Contains(w, "-") {
			// "Humboldt-Universität": a compound's parts are words too.
			for _, part := range strings.Split(w, "-") {
				if part != "" && set[part] {
					return true
				}
			}
		}
	}
	return false
}

var (
	titleWords = wordSet("engineer", "developer", "manager", "intern", "internship", "assistant", "analyst", "consultant",
		"designer", "director", "lead", "head", "architect", "scientist", "specialist", "coordinator", "officer",
		"administrator", "writer", "member", "volunteer", "coach", "founder", "co-founder", "cofounder", "ceo", "cto", "cfo",
		"coo", "vp", "president", "teacher", "tutor", "researcher", "student", "associate", "representative", "technician",
		"programmer", "owner", "partner", "trainee", "apprentice", "instructor", "professor", "lecturer", "editor",
		"accountant", "nurse", "advisor", "adviser", "strategist", "executive", "supervisor", "principal", "sde", "swe",
		"sre", "devops", "mentor", "chair", "secretary", "treasurer", "fellow", "clerk", "agent", "operator", "creator",
		"maintainer", "werkstudent", "werkstudentin", "praktikant", "praktikantin", "mitarbeiter", "mitarbeiterin",
		"geschäftsführer", "desarrollador", "desarrolladora", "ingeniero", "ingeniera", "analista", "gerente", "jefe",
		"consultor", "consultora", "becario", "becaria", "programador", "programadora", "director", "directora",
		"développeur", "développeuse", "ingénieur", "ingénieure", "chef", "stagiaire", "responsable", "chargé", "chargée",
		"directeur", "directrice", "alternant", "alternante", "conseiller",
		// Seniority and the titles of the four languages' job ads that no
		// name holds ("Ejecutivo de Cuentas Senior", "Data Scientistin").
		"senior", "junior", "ejecutivo", "ejecutiva", "científico", "científica", "especialista", "técnico", "técnica",
		"coordinador", "coordinadora", "asesor", "asesora", "analyste", "spécialiste", "chercheur", "chercheuse",
		"commercial", "commerciale", "technicien", "technicienne", "gestionnaire",
		// The three languages' words for English ones above
		// (representative, administrator, assistant, researcher).
		"representante", "administrador", "administradora", "asistente", "investigador", "investigadora",
		"représentant", "représentante", "administrateur", "administratrice")
	titleSuffixes = []string{"entwickler", "entwicklerin", "ingenieur", "ingenieurin", "berater", "beraterin", "leiter", "leiterin", "manager",
		"managerin", "analystin", "scientistin", "spezialist", "spezialistin", "referent", "referentin", "administrator", "administratorin"}

	companyWords = wordSet("inc", "llc", "ltd", "limited", "gmbh", "ag", "corp", "corporation", "company", "co", "plc",
		"sa", "s.a", "sarl", "s.l", "bv", "group", "technologies", "solutions", "labs", "bank", "organization",
		"organisation", "foundation", "agency", "studio", "systems", "consulting", "partners", "ug", "kg", "se")

	degreeWords = wordSet("bachelor", "bachelors", "bachelor's", "master", "masters", "master's", "b.sc", "bsc", "b.s", "bs",
		"ba", "b.a", "m.sc", "msc", "m.s", "ms", "ma", "m.a", "mba", "phd", "ph.d", "doctorate", "doctor", "diploma",
		"diplom", "associate", "b.tech", "btech", "b.e", "be", "m.tech", "mtech", "m.e", "b.eng", "m.eng", "beng", "meng",
		"licenciatura", "licenciado", "grado", "máster", "maestría", "licence", "bts", "dut", "abitur", "bachillerato",
		"baccalauréat", "certificate", "degree", "diplôme", "ingeniería", "staatsexamen", "magister", "a-levels", "ged",
		"hnd", "graduate", "undergraduate", "postgraduate")

	institutionWords = wordSet("university", "universität", "universitat", "college", "institute", "institut", "school",
		"academy", "akademie", "hochschule", "fachhochschule", "universidad", "université", "école", "ecole", "escuela",
		"instituto", "lab", "polytechnic", "politécnica", "gymnasium", "lycée", "iit", "mit", "campus", "seminary")

	// dateLabelRe matches what stays of a cell once its date is taken out
	// and which is no field of its own ("Expected Graduation: June 2016").
	dateLabelRe = regexp.MustCompile(`(?i)^(?:expected|anticipated|graduat\w*|expected graduation|voraussichtlich|abschluss|prévu|previsto)?\s*(?:graduation|date)?\s*:?$`)

	// gradeRe marks what belongs to an education entry's description.
	gradeRe = regexp.MustCompile(`(?i)\b(?:c?gpa|grade|note|nota|moyenne|aggregate|honou?rs|coursework|thesis|abschlussarbeit|tesis|mémoire|percentage)\b`)
)
