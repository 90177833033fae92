package parse

import "testing"

// TestHeadOverItsPlace: an undated job whose head of nine words or more is
// set apart after the bullets of the job above, its place alone under it
// (en/de/fr/es), as Shortlist's own files write it, is a job of its own
// with that place; before, its head ran on as the last item above and
// the place opened an empty job.
func TestHeadOverItsPlace(t *testing.T) {
	tests := []struct{ lang, title, head, place string }{
		{"en", "WORK EXPERIENCE", "Building a booking system for holiday flats on the coast for a travel agency — Example Travel Ltd", "Hamburg"},
		{"de", "BERUFSERFAHRUNG", "Aufbau eines Buchungssystems für die Verwaltung von Ferienwohnungen an der Küste — Beispiel GmbH", "Berlin"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Conception d'une application de suivi des stocks pour les magasins — Exemple SA", "Lyon"},
		{"es", "EXPERIENCIA PROFESIONAL", "Desarrollo de una aplicación de reservas para una cadena de hoteles — Ejemplo SL", "Madrid"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\nAnalyst — Northwind GmbH\n• Wrote the reports.\n• Ran the reviews.\n\n" + tt.head + "\n" + tt.place + "\n• Planned the rollout.\n")
			jobs := f.ProfessionalExperience
			if len(jobs) != 2 {
				t.Fatalf("jobs %+v, want two", jobs)
			}
			if j := jobs[1]; headWordsOf(j.Position, j.Company) != headWordsOf(tt.head) || j.Location != tt.place || len(j.Responsibilities) != 1 {
				t.Errorf("second job %+v, want the head %q at %q with one item", j, tt.head, tt.place)
			}
			if n := len(jobs[0].Responsibilities); n != 2 {
				t.Errorf("first job's items %q, want two", jobs[0].Responsibilities)
			}
		})
	}
}
