package cv

// headings are the headings the parser knows each part of a CV by (lower
// case, in English, German, Spanish and French), keyed as the sections are
// (the spec's, the extra ones, the contact and the other sections) and
// each heading under one key only. The professional header's are the
// document's own title ("Curriculum Vitae", "Lebenslauf"). Apart from the
// readings so that the worker, which reads replies and no CV text, links
// none of these words.
var headings = []struct {
	key   string
	words []string
}{
	{SectionAboutMe, []string{"summary", "professional summary", "career summary", "executive summary", "profile", "professional profile",
		"personal profile", "about", "about me", "objective", "career objective", "personal statement", "overview", "introduction",
		"profil", "kurzprofil", "zusammenfassung", "über mich", "persönliches profil", "berufsziel",
		"perfil", "perfil profesional", "resumen", "resumen profesional", "sobre mí", "acerca de mí", "objetivo", "extracto",
		"profil professionnel", "à propos", "à propos de moi", "objectif", "présentation", "synthèse"}},
	{SectionProfessionalExperience, []string{"experience", "experiences", "work", "work experience", "professional experience", "relevant experience",
		"employment", "employment history", "work history", "career history", "career", "internships", "on campus involvement", "involvement", "leadership experience",
		"berufserfahrung", "erfahrung", "berufliche erfahrung", "beruflicher werdegang", "werdegang", "berufspraxis", "praktika",
		"experiencia", "experiencia laboral", "experiencia profesional", "trayectoria profesional", "historial laboral",
		"expérience", "expériences", "expérience professionnelle", "expériences professionnelles", "parcours professionnel"}},
	{SectionEducation, []string{"education", "academic background", "education and training", "academic history", "qualifications",
		"ausbildung", "ausbildungshistorie", "bildung", "bildungsweg", "studium", "schulbildung", "akademischer werdegang", "aus- und weiterbildung",
		"educación", "formación", "formación académica", "estudios", "educación y formación",
		"formation", "formations", "éducation", "études", "diplômes", "cursus", "parcours académique"}},
	{SectionCoreSkills, []string{"skills", "technical skills", "core skills", "key skills", "skills and tools", "skill set", "skillset",
		"competencies", "core competencies", "technologies", "tools", "tech stack", "technical expertise", "expertise",
		"programming languages", "skills & tools", "tools and technologies", "tools & technologies",
		"fähigkeiten", "kenntnisse", "kompetenzen", "fachkenntnisse", "it-kenntnisse", "edv-kenntnisse", "technische fähigkeiten",
		"fähigkeiten und kenntnisse", "habilidades", "competencias", "conocimientos", "aptitudes", "habilidades técnicas",
		"compétences", "compétences techniques", "savoir-faire", "connaissances", "outils",
		"strengths", "key strengths",
		// a summary of the skills is the skills (paper's "Professional
		// Skills Summary")
		"skills summary", "professional skills summary", "summary of skills", "kenntnisse im überblick",
		"fähigkeiten im überblick", "synthèse des compétences", "résumé des compétences",
		"resumen de habilidades", "resumen de competencias",
		// The labelled lists that close a freelancer profile (GULP's, after
		// its languages): each is a part of the skills.
		"programmiersprachen", "betriebssysteme", "datenbanken", "datenkommunikation", "produkte",
		"produkte / standards / erfahrungen", "operating systems", "databases", "systèmes d'exploitation",
		"bases de données", "langages de programmation", "sistemas operativos", "bases de datos",
		"lenguajes de programación"}},
	{SectionLanguages, []string{"languages", "language skills", "language", "spoken languages", "sprachen", "sprachkenntnisse",
		"idiomas", "lenguas", "langues", "compétences linguistiques"}},
	{SectionContact, []string{"contact", "contact information", "contact details", "personal details", "personal information", "kontakt",
		"persönliche daten", "contacto", "datos personales", "coordonnées", "informations personnelles", "links",
		// a row of social profiles (JSON Resume's basics.profiles)
		"profiles", "social profiles", "online profiles", "soziale netzwerke", "réseaux sociaux", "redes sociales"}},
	{SectionProfessionalHeader, []string{"curriculum vitae", "resume", "résumé", "cv", "lebenslauf", "curriculum", "hoja de vida",
		"professional header"}}, // the heading our own text download gives the header
	{SectionOther, []string{"activities", "extracurricular activities", "extracurricular", "courses", "training", "patents", "memberships",
		"affiliations", "professional memberships", "professional development", "conferences", "talks", "teaching",
		"cover letter", "additional information", "misc", "miscellaneous",
		"anschreiben", "weiterbildung", "fortbildungen", "mitgliedschaften", "kurse", "sonstiges", "sonstige angaben",
		"cursos", "formación complementaria", "otros", "otros datos", "información adicional", "actividades",
		"formation continue", "activités", "associations", "informations complémentaires", "conférences"}},
	{SectionProjects, []string{"projects", "personal projects", "project", "side projects", "key projects", "selected projects",
		"academic projects", "open source", "open-source projects", "open source projects",
		"projekte", "projekterfahrung", "projekthistorie", "project history", "historique des projets", "historial de proyectos", "ausgewählte projekte", "persönliche projekte",
		"proyectos", "proyectos personales", "proyectos destacados",
		"projets", "projets personnels", "projets réalisés"}},
	{SectionCertifications, []string{"certifications", "certificates", "certification", "certifications and licenses",
		"certifications & licenses", "licenses and certifications", "licenses & certifications", "licenses",
		"professional certifications", "zertifikate", "zertifizierungen", "zertifikate und lizenzen",
		"certificaciones", "certificados", "licencias y certificaciones",
		"certifications et licences", "certificats"}},
	{SectionAwards, []string{"awards", "honors", "honours", "honors/awards", "honors & awards", "honors and awards", "awards & honors",
		"awards and honors", "awards & achievements", "achievements", "scholarships",
		"auszeichnungen", "preise", "ehrungen", "auszeichnungen und preise",
		"premios", "reconocimientos", "logros", "premios y reconocimientos", "distinciones",
		"prix", "distinctions", "récompenses", "prix et distinctions"}},
	{SectionPublications, []string{"publications", "selected publications", "papers", "publications and talks",
		"veröffentlichungen", "publikationen", "publicaciones", "publications et conférences"}},
	{SectionVolunteering, []string{"volunteering", "volunteer experience", "volunteer work", "community service",
		"community involvement", "ehrenamt", "ehrenamtliches engagement", "ehrenamtliche tätigkeit", "ehrenamtliche tätigkeiten",
		"soziales engagement", "voluntariado", "experiencia de voluntariado", "trabajo voluntario",
		"bénévolat", "engagement associatif", "expérience bénévole", "activités bénévoles"}},
	{SectionInterests, []string{"interests", "hobbies", "hobbies and interests", "hobbies & interests", "interests & hobbies",
		"personal interests", "interessen", "hobbys", "freizeit", "hobbys und interessen", "freizeitinteressen",
		"intereses", "aficiones", "pasatiempos", "centres d'intérêt", "centres d’intérêt", "centres d'intérêts",
		"loisirs", "intérêts", "passions"}},
	{SectionReferences, []string{"references", "referees", "referenzen", "referencias", "références"}},
}

// Headings are the headings the parser knows the part keyed key by; none
// for a key that has none.
func Headings(key string) []string {
	for _, h := range headings {
		if h.key == key {
			return h.words
		}
	}
	return nil
}

// HeadingKeys are the keys of the parts that have headings, in the order
// of their table.
func HeadingKeys() []string {
	keys := make([]string, len(headings))
	for i, h := range headings {
		keys[i] = h.key
	}
	return keys
}
