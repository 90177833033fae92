package match

import (
	"strings"
	"testing"
)

func TestLevelNear(t *testing.T) {
	tests := []struct {
		name, text, language string
		want                 int
	}{
		{"code after a word", "Fluent English (C2)", "English", 6},
		{"code before", "C1 German", "German", 5},
		{"word only", "Fluent English is required.", "English", 5},
		{"another language's code", "German (C1), fluent English", "English", 5},
		{"its own code in a list", "German (C1), fluent English", "German", 5},
		{"joined by and", "English C2 and basic Spanish", "Spanish", 2},
		{"joined by und", "Englisch C1 und Grundkenntnisse Französisch", "Französisch", 2},
		{"native", "Native German speaker", "German", 7},
		{"level elsewhere in the sentence", "Languages: English, at a C1 level", "English", 5},
		{"none", "English", "English", 0},
		{"en professional", "English (professional)", "English", 4},
		{"de professionell", "Englisch professionell", "Englisch", 5},
		{"fr professionnel", "Anglais professionnel", "Anglais", 4},
		{"es profesional", "Inglés profesional", "Inglés", 5},
		{"es profesional beside another's native", "Idiomas: alemán nativo, francés profesional", "francés", 5},
		{"es profesional of work", "Mediación profesional de equipos en inglés", "inglés", 0},
		{"de professionell of work", "Professionell moderierte Workshops auf Englisch", "Englisch", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := strings.Index(tt.text, tt.language)
			if got := levelNear(tt.text, at); got != tt.want {
				t.Errorf("levelNear(%q, %s) = %d, want %d", tt.text, tt.language, got, tt.want)
			}
		})
	}
}

// Audit class 13 (issue 35): a confident command is B2, not the B1 of no
// level word; and a level word lines away, in a post whose lines run
// together, is another line's, not the language's.
func TestLanguageLevelOfItsOwnLine(t *testing.T) {
	tests := []struct {
		name, jd, lang string
		want           int
	}{
		{"de confident command", "Anforderungen:\n- Sichere Sprachkenntnisse in Deutsch und Englisch", "German", 4},
		{"de confident, second language", "Anforderungen:\n- Sichere Sprachkenntnisse in Deutsch und Englisch", "English", 4},
		{"en confident command", "Requirements:\n- Confident command of spoken and written English", "English", 4},
		{"de level of another line", "Anforderungen: Gute Kenntnisse in Java sowie Linux Sie freuen sich auf vereinzelte Kundenbesuche Sie bringen Sprachkenntnisse in Deutsch mit", "German", 3},
		{"en level of another line", "Requirements: Good knowledge of Java in production systems you enjoy occasional travel to our customers you speak English", "English", 3},
		{"fr level of another line", "Profil : Bon niveau en Java sur des systèmes en production vous aimez les déplacements chez nos clients langue anglais", "English", 3},
		{"es level of another line", "Requisitos: Buen conocimiento de Java en sistemas de producción te gustan los viajes a nuestros clientes idioma inglés", "English", 3},
		{"a level a few words on is the language's", "Requirements:\n- German and English, fluent", "English", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(reportOf("Skills: Java", tt.jd).Requirements, tt.lang)
			if !ok || r.Level != tt.want {
				t.Errorf("%s: level %d (found %v), want %d", tt.lang, r.Level, ok, tt.want)
			}
		})
	}
}

// TestLanguageEvidenceIsTheLanguage: what a point quotes for a language is
// the CV's words that state it (class 16 of the audit). A language the CV
// is only written in is said so, not shown by one of its lines ("natural
// language processing"); a listed language is quoted where its name
// stands as a word, not inside another ("Deutschland").
func TestLanguageEvidenceIsTheLanguage(t *testing.T) {
	t.Run("written in", func(t *testing.T) {
		tests := []struct{ name, cv, jd, lang string }{
			{"en", strings.Repeat("Built the search service for the team and wrote the tests with care in Go.\n", 4) +
				"Applied natural language processing to the tickets of the support team and to the reviews of the shop for the analysts\n",
				"Requirements:\n- English at C2", "English"},
			{"de", strings.Repeat("Entwicklung der Schnittstelle für die Kunden und Pflege der Tests mit dem Team im Projekt.\n", 4) +
				"Sprachverarbeitung für die Tickets der Kunden und die Bewertungen im Shop der Analysten mit dem Modell zur Auswertung\n",
				"Anforderungen:\n- Deutsch auf C2-Niveau", "German"},
			{"fr", strings.Repeat("Développement du service pour les clients et des tests avec le client dans le projet.\n", 4) +
				"Traitement automatique du langage pour les tickets des clients et les avis de la boutique pour les analystes avec le modèle\n",
				"Profil :\n- Français niveau C2", "French"},
			{"es", strings.Repeat("Desarrollo del servicio para los clientes y de las pruebas con el equipo en el proyecto.\n", 4) +
				"Procesamiento del lenguaje natural para los tickets de los clientes y las reseñas de la tienda para los analistas con el modelo\n",
				"Requisitos:\n- Español nivel C2", "Spanish"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := reportOf("Jane Doe\nDeveloper\n\n"+tt.cv, tt.jd)
				said := false
				for _, s := range append(append(append([]string{}, r.Strengths...), r.Weaknesses...), r.Suggestions...) {
					if !strings.HasPrefix(s, tt.lang) && !strings.Contains(s, " "+tt.lang+" at level") {
						continue
					}
					if strings.Contains(s, "“") {
						t.Errorf("%s quoted: %q", tt.lang, s)
					}
					said = said || strings.Contains(s, "your CV is written in it")
				}
				if !said {
					t.Errorf("no point says the CV is written in %s: %q %q", tt.lang, r.Weaknesses, r.Suggestions)
				}
				if c, ok := checkOf(r, KindLanguage); ok && c.CV != "" {
					t.Errorf("check quotes %q", c.CV)
				}
			})
		}
	})
	t.Run("name as a word", func(t *testing.T) {
		tests := []struct{ name, cv, jd, lang, want string }{
			{"de", "Kommentar\nDeutschland: Projekte im Raum Stuttgart\n\nSprachkenntnisse\nDeutsch\nEnglisch\n", "Anforderungen:\n- Deutsch fließend", "German", "Deutsch"},
			{"en", "Summary\nEnglishtown office, projects for the harbour\n\nLanguages\nEnglish\nGerman\n", "Requirements:\n- Fluent English", "English", "English"},
			{"fr", "Profil\nFrançaise des Jeux : projets de paiement\n\nLangues\nFrançais\nAnglais\n", "Profil :\n- Français courant", "French", "Français"},
			{"es", "Perfil\nRed Española de proyectos de pago\n\nIdiomas\nEspañol\nInglés\n", "Requisitos:\n- Nivel de español fluido", "Spanish", "Español"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r, ok := requirement(reportOf("Jane Doe\nDeveloper\n\n"+tt.cv, tt.jd).Requirements, tt.lang)
				if !ok || r.CV != tt.want {
					t.Errorf("%s: evidence %q (found %v), want %q", tt.lang, r.CV, ok, tt.want)
				}
			})
		}
	})
}
