package parse

import (
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestExtraSections reads the extra sections of short CVs in the four
// languages: each heading gives its section, entries keep their titles,
// dates, links and bullets, and a heading the parser does not know keeps
// its lines under its own title.
func TestExtraSections(t *testing.T) {
	tests := []struct {
		name string
		text string
		want func(cv.FormattedCV) any
		is   any
	}{
		{"en projects: head, date, link, bullets", `Jane Doe
Experience
Analyst, Acme, 2019 – 2021
- Built dashboards

Projects
Shelter finder | 2021 | github.com/jane/shelter
- Mapped 300 open shelters
- Go and Leaflet
`, func(f cv.FormattedCV) any { return f.Projects },
			[]cv.Entry{{Title: "Shelter finder", Duration: "2021", URL: "github.com/jane/shelter", Highlights: []string{"Mapped 300 open shelters", "Go and Leaflet"}}}},
		{"en certifications: one a line", `Jane Doe
Certifications
AWS Certified Cloud Practitioner, 2022
Google Data Analytics Certificate — Coursera, 2021
`, func(f cv.FormattedCV) any { return titles(f.Certifications) },
			[]string{"AWS Certified Cloud Practitioner|2022", "Google Data Analytics Certificate|Coursera|2021"}},
		{"en awards as bullets, interests, references", `Jane Doe
Honors & Awards
• Best Thesis Award, 2019
• Dean's List
Hobbies & Interests
Chess, climbing; photography
References
Available on request
`, func(f cv.FormattedCV) any {
			return []any{titles(f.Awards), f.Interests, titles(f.References)}
		}, []any{[]string{"Best Thesis Award|2019", "Dean's List"}, []string{"Chess", "climbing", "photography"}, []string{"Available on request"}}},
		{"de: Projekte, Zertifikate, Ehrenamt, Interessen", `Max Mustermann
Berufserfahrung
Entwickler, Beispiel GmbH, 2018 – 2022
- Schnittstellen gebaut

Projekte
Routenplaner, 2020
- Offline-Karten für Radfahrer

Zertifikate
Scrum Master (PSM I), 2019

Ehrenamtliches Engagement
Trainer, TSV Musterstadt, 2015 – heute
- Jugendfußball

Interessen
Schach, Klettern
`, func(f cv.FormattedCV) any {
			return []any{titles(f.Projects), titles(f.Certifications), titles(f.Volunteering), f.Interests, len(f.ProfessionalExperience)}
		}, []any{[]string{"Routenplaner|2020"}, []string{"Scrum Master (PSM I)|2019"}, []string{"Trainer|TSV Musterstadt|2015 – heute"}, []string{"Schach", "Klettern"}, 1}},
		{"fr: Projets, Prix et distinctions, Publications, Bénévolat, Centres d'intérêt", `Marie Dupont
Projets
Application de covoiturage, 2021
- 2 000 utilisateurs

Prix et distinctions
Prix de l'innovation, 2020

Publications
Les files d'attente en pratique, Revue X, 2019

Bénévolat
Bénévole, Restos du Cœur, 2016 – 2018

Centres d'intérêt
Randonnée, lecture
`, func(f cv.FormattedCV) any {
			return []any{titles(f.Projects), titles(f.Awards), titles(f.Publications), titles(f.Volunteering), f.Interests}
		}, []any{[]string{"Application de covoiturage|2021"}, []string{"Prix de l'innovation|2020"},
			[]string{"Les files d'attente en pratique, Revue X|2019"}, []string{"Bénévole|Restos du Cœur|2016 – 2018"}, []string{"Randonnée", "lecture"}}},
		{"es: Proyectos, Certificaciones, Premios, Voluntariado, Referencias", `Ana García
Proyectos
Tienda en línea, 2022
- React y Node

Certificaciones
Certificado de Scrum, 2021

Premios
Premio al mejor proyecto, 2020

Voluntariado
Voluntaria, Cruz Roja, 2017 – 2019

Referencias
Disponibles a petición
`, func(f cv.FormattedCV) any {
			return []any{titles(f.Projects), titles(f.Certifications), titles(f.Awards), titles(f.Volunteering), titles(f.References)}
		}, []any{[]string{"Tienda en línea|2022"}, []string{"Certificado de Scrum|2021"}, []string{"Premio al mejor proyecto|2020"},
			[]string{"Voluntaria|Cruz Roja|2017 – 2019"}, []string{"Disponibles a petición"}}},
		{"unknown headings in four languages keep their lines", `Jane Doe
Experience
Analyst, Acme, 2019 – 2021
- Built dashboards

Patents
EP 123 456: a queue
US 7 654 321

Mitgliedschaften
- Gesellschaft für Informatik

Cursos
Curso de SQL avanzado
`, func(f cv.FormattedCV) any { return f.OtherSections },
			[]cv.Section{{Title: "Patents", Lines: []string{"EP 123 456: a queue", "US 7 654 321"}},
				{Title: "Mitgliedschaften", Lines: []string{"Gesellschaft für Informatik"}},
				{Title: "Cursos", Lines: []string{"Curso de SQL avanzado"}}}},
		{"a heading with content after its colon", "Jane Doe\nInterests: chess, running\n",
			func(f cv.FormattedCV) any { return f.Interests }, []string{"chess", "running"}},
		{"contact name and website", "Jane Doe\njane@example.com | janedoe.dev | ASP.NET\nExperience\nAnalyst, Acme, 2019 – 2021\n",
			func(f cv.FormattedCV) any { return []string{f.Name, f.Website} }, []string{"Jane Doe", "janedoe.dev"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.want(Text(tt.text)); !reflect.DeepEqual(got, tt.is) {
				t.Errorf("got %#v\nwant %#v", got, tt.is)
			}
		})
	}
}

// titles writes each entry as "title|subtitle|duration", empty parts left out.
func titles(es []cv.Entry) []string {
	out := []string{}
	for _, e := range es {
		s := e.Title
		for _, p := range []string{e.Subtitle, e.Duration} {
			if p != "" {
				s += "|" + p
			}
		}
		out = append(out, s)
	}
	return out
}
