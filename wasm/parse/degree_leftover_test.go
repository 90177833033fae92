package parse

import (
	"strings"
	"testing"
)

// TestDegreeLineWhole: a degree holding a hyphen, over an institution the
// lexicon does not know, as Shortlist's own files write it (en/de/fr/es,
// dated or not), keeps every word: the line is the degree, the line under
// it the institution. Before, the part after the hyphen was read as the
// institution and the institution dropped.
func TestDegreeLineWhole(t *testing.T) {
	tests := []struct{ lang, title, degree, institution, dates string }{
		{"en", "EDUCATION", "Certified Cloud Practitioner Advanced - Data Track", "Data Guild North", ""},
		{"de", "AUSBILDUNG", "Zertifizierte Cloud-Architektin Aufbaustufe - Datenpfad", "Lernwerk Nord", "01/2014 - 06/2014"},
		{"fr", "FORMATION", "Certificat Architecte Nuage – Niveau avancé", "Atelier Lumière", "2019"},
		{"es", "EDUCACIÓN", "Certificado Profesional de Nube - Arquitecta", "Taller del Norte", ""},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			head := tt.degree + "\n" + tt.institution
			if tt.dates != "" {
				head += "\n" + tt.dates
			}
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\n" + head + "\n")
			if len(f.Education) != 1 {
				t.Fatalf("degrees %+v, want one", f.Education)
			}
			if e := f.Education[0]; e.Degree != tt.degree || e.Institution != tt.institution {
				t.Errorf("degree %q, institution %q; want %q, %q", e.Degree, e.Institution, tt.degree, tt.institution)
			}
		})
	}
}

// TestDegreeAfterPrefix: a part before the degree and a hyphen on its line
// ("[Template - Sample] Master of Arts …", en/de/fr/es) stays with the
// degree; before, it was dropped.
func TestDegreeAfterPrefix(t *testing.T) {
	tests := []struct{ lang, title, degree, institution string }{
		{"en", "EDUCATION", "[Template - Sample] Master of Arts in History", "Northwind University"},
		{"de", "AUSBILDUNG", "Fernstudium - Bachelor of Science Informatik", "Hochschule Musterstadt"},
		{"fr", "FORMATION", "Alternance - Master Informatique", "Université de Villeneuve"},
		{"es", "EDUCACIÓN", "A distancia - Grado en Economía", "Universidad de Ejemplo"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\n" + tt.degree + "\n" + tt.institution + "\n2004\n")
			if len(f.Education) != 1 {
				t.Fatalf("degrees %+v, want one", f.Education)
			}
			if e := f.Education[0]; e.Degree != tt.degree || e.Institution != tt.institution {
				t.Errorf("degree %q, institution %q; want %q, %q", e.Degree, e.Institution, tt.degree, tt.institution)
			}
		})
	}
}

// TestTypeAfterField: a degree line written field first, then its study
// type after a comma, keeps both (en/de/fr/es). A Spanish field named
// "Ingeniería …" names a degree too: it was read as the degree, which
// kept the field and lost the type.
func TestTypeAfterField(t *testing.T) {
	tests := []struct{ lang, title, field, typ, institution string }{
		{"en", "EDUCATION", "Land Surveying", "Bachelor", "Northwind University"},
		{"de", "AUSBILDUNG", "Vermessungswesen", "Master", "Hochschule Musterstadt"},
		{"fr", "FORMATION", "Géodésie et Cartographie", "Licence", "Université de Villeneuve"},
		{"es", "EDUCACIÓN", "Ingeniería de Caminos", "Grado", "Universidad de Ejemplo"},
		{"es, master", "EDUCACIÓN", "Ingeniería Civil", "Máster", "Universidad del Norte"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\n" + tt.field + ", " + tt.typ + "\n" + tt.institution + "\n2010 – 2014\n")
			if len(f.Education) != 1 {
				t.Fatalf("degrees %+v, want one", f.Education)
			}
			e := f.Education[0]
			if !strings.Contains(e.Degree, tt.field) || !strings.Contains(e.Degree, tt.typ) || e.Institution != tt.institution {
				t.Errorf("degree %q, institution %q; want %q and %q at %q", e.Degree, e.Institution, tt.field, tt.typ, tt.institution)
			}
		})
	}
}

// TestTypeApartFromField: a degree's study type and its field on lines of
// their own, under the school and its dates or over the school, the type
// first or the field first, or the type, a comma and the field on one
// line, make one degree (en/de/fr/es). A Spanish
// field named "Ingeniería …" names a degree too: the two were read as two
// degrees and one was dropped. The en/de/fr rows read the same without
// the rule.
func TestTypeApartFromField(t *testing.T) {
	tests := []struct{ lang, title, field, typ, institution string }{
		{"en", "EDUCATION", "Land Surveying", "Bachelor", "Northwind University"},
		{"de", "AUSBILDUNG", "Vermessungswesen", "Master", "Hochschule Musterstadt"},
		{"fr", "FORMATION", "Géodésie et Cartographie", "Licence", "Université de Villeneuve"},
		{"es", "EDUCACIÓN", "Ingeniería de Caminos", "Grado", "Universidad de Ejemplo"},
		{"es, master", "EDUCACIÓN", "Ingeniería Agrícola y Forestal", "Máster", "Universidad del Norte"},
	}
	for _, tt := range tests {
		for _, order := range []struct{ name, head string }{
			{"school first, type over field", tt.institution + "\n2010 – 2014\n" + tt.typ + "\n" + tt.field},
			{"school first, field over type", tt.institution + "\n2010 – 2014\n" + tt.field + "\n" + tt.typ},
			{"type over field over school", tt.typ + "\n" + tt.field + "\n" + tt.institution + "\n2014"},
			{"type, field over school", tt.typ + ", " + tt.field + "\n" + tt.institution + "\n2010 – 2014"},
		} {
			t.Run(tt.lang+" "+order.name, func(t *testing.T) {
				f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\n" + order.head + "\n")
				if len(f.Education) != 1 {
					t.Fatalf("degrees %+v, want one", f.Education)
				}
				e := f.Education[0]
				if !strings.Contains(e.Degree, tt.field) || !strings.Contains(e.Degree, tt.typ) || e.Institution != tt.institution {
					t.Errorf("degree %q, institution %q; want %q and %q at %q", e.Degree, e.Institution, tt.field, tt.typ, tt.institution)
				}
			})
		}
	}
}

// TestFieldGoesOn: a field of study written with a hyphen ("<field> -
// <speciality>") on a line of its own under its study type keeps its
// whole text, whether the school comes first or last (en/de/fr/es); the
// head parts were cut at the hyphen and the speciality dropped.
func TestFieldGoesOn(t *testing.T) {
	tests := []struct{ lang, title, field, typ, institution string }{
		{"en", "EDUCATION", "Geography - Coastal Mapping and Survey", "Master", "Northwind University"},
		{"de", "AUSBILDUNG", "Geodäsie - Vermessung und Kataster", "Master", "Hochschule Musterstadt"},
		{"fr", "FORMATION", "Géographie - Cartographie des littoraux", "Master", "Université de Villeneuve"},
		{"es", "EDUCACIÓN", "Geografía - Cartografía y Catastro", "Máster", "Universidad de Ejemplo"},
	}
	for _, tt := range tests {
		for _, order := range []struct{ name, head string }{
			{"school first", tt.institution + "\n2010 – 2014\n" + tt.typ + "\n" + tt.field},
			{"school last", tt.typ + "\n" + tt.field + "\n" + tt.institution + "\n2014"},
		} {
			t.Run(tt.lang+" "+order.name, func(t *testing.T) {
				f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\n" + order.head + "\n")
				if len(f.Education) != 1 {
					t.Fatalf("degrees %+v, want one", f.Education)
				}
				e := f.Education[0]
				if !strings.HasSuffix(e.Degree, tt.field) || !strings.HasPrefix(e.Degree, tt.typ) || e.Institution != tt.institution {
					t.Errorf("degree %q, institution %q; want %q then %q at %q", e.Degree, e.Institution, tt.typ, tt.field, tt.institution)
				}
			})
		}
	}
}
