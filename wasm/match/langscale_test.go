package match

import "testing"

// TestProficiencyScaleLevels: LinkedIn's proficiency scale, in en/de/fr/es,
// is read at its level: a CV at "full professional" proficiency meets C1,
// one at "limited working" does not meet B2.
func TestProficiencyScaleLevels(t *testing.T) {
	for _, c := range []struct {
		name, cv, jd string
		want         string
	}{
		{"en full", "Experience\nAnalyst, Acme\n2019 - 2024\n\nLanguages\nGerman: Native or Bilingual Proficiency\nEnglish: Full Professional Proficiency\n",
			"Requirements:\n- English at C1 level", Met},
		{"de verhandlungssicher", "Berufserfahrung\nAnalystin, Nordwind GmbH\n2019 - 2024\n\nSprachen\nDeutsch: Muttersprache oder zweisprachig\nEnglisch: Verhandlungssicher\n",
			"Anforderungen:\n- Englisch auf C1-Niveau", Met},
		{"fr complète", "Expérience\nAnalyste, Vent du Nord\n2019 - 2024\n\nLangues\nFrançais : Bilingue ou langue natale\nAnglais : Capacité professionnelle complète\n",
			"Exigences :\n- Anglais niveau C1", Met},
		{"es completa", "Experiencia\nAnalista, Viento Norte\n2019 - 2024\n\nIdiomas\nEspañol: Competencia bilingüe o nativa\nInglés: Competencia profesional completa\n",
			"Requisitos:\n- Inglés nivel C1", Met},
		{"en limited", "Experience\nAnalyst, Acme\n2019 - 2024\n\nLanguages\nGerman: Native or Bilingual Proficiency\nEnglish: Limited Working Proficiency\n",
			"Requirements:\n- English at B2 level", NotMet},
		{"fr limitée", "Expérience\nAnalyste, Vent du Nord\n2019 - 2024\n\nLangues\nFrançais : Bilingue ou langue natale\nAnglais : Compétence professionnelle limitée\n",
			"Exigences :\n- Anglais niveau B2", NotMet},
	} {
		t.Run(c.name, func(t *testing.T) {
			found := false
			for _, k := range reportOf(c.cv, c.jd).Checks {
				if k.Kind == KindLanguage {
					found = true
					if k.Status != c.want {
						t.Errorf("%q: %s (CV %q), want %s", k.Label, k.Status, k.CV, c.want)
					}
				}
			}
			if !found {
				t.Error("no language check")
			}
		})
	}
}

// TestLanguageNamedButNotListedIsAsked: a CV whose language list was read
// without the language the job asks, but which names it elsewhere (a
// bullet, a line of another section), does not clearly lack it: the check is unknown and asks for it, in
// en/de/fr/es; a CV that names it nowhere does not meet it.
func TestLanguageNamedButNotListedIsAsked(t *testing.T) {
	for _, c := range []struct {
		name, cv, jd, want string
	}{
		{"en", "Experience\nAnalyst, Acme\n2019 - 2024\n- Wrote the German reports for the clients\n\nLanguages\nFrench (native)\n", "Requirements:\n- German at C1 level", Unknown},
		{"de", "Berufserfahrung\nAnalystin, Nordwind GmbH\n2019 - 2024\n\nSprachen\nDeutsch (Muttersprache)\n\nSonstiges\nEnglisch\n", "Anforderungen:\n- Englisch auf C1-Niveau", Unknown},
		{"fr", "Expérience\nAnalyste, Vent du Nord\n2019 - 2024\n- Rédaction des rapports en anglais pour les clients\n\nLangues\nFrançais (langue maternelle)\n", "Exigences :\n- Anglais niveau C1", Unknown},
		{"es", "Experiencia\nAnalista, Viento Norte\n2019 - 2024\n\nIdiomas\nEspañol (nativo)\n\nOtros\nInglés\n", "Requisitos:\n- Inglés nivel C1", Unknown},
		{"en, named nowhere", "Experience\nAnalyst, Acme\n2019 - 2024\n\nLanguages\nFrench (native)\n", "Requirements:\n- English at C1 level", NotMet},
	} {
		t.Run(c.name, func(t *testing.T) {
			found := false
			for _, k := range reportOf(c.cv, c.jd).Checks {
				if k.Kind == KindLanguage {
					found = true
					if k.Status != c.want {
						t.Errorf("%q: %s (CV %q), want %s", k.Label, k.Status, k.CV, c.want)
					}
				}
			}
			if !found {
				t.Error("no language check")
			}
		})
	}
}
