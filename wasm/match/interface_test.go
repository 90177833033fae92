package match

import "testing"

// A bare "UI" in a job is the interface a developer builds; with design
// words around it stays the designer's skill.
func TestBareUIIsFrontEndWork(t *testing.T) {
	tests := []struct{ name, jd, want, not string }{
		{"en", "Requirements:\n- Experience with the UI of web shops in React", "front-end development", "UI design"},
		{"de", "Anforderungen:\n- Erfahrung mit UI Applikationen in Angular", "front-end development", "UI design"},
		{"es", "Requisitos:\n- Experiencia en UI con Angular", "front-end development", "UI design"},
		{"fr", "Profil recherché :\n- Expérience de l'UI avec Angular", "front-end development", "UI design"},
		{"design", "Requirements:\n- UI and UX in Figma", "UI design", "front-end development"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			if _, ok := requirement(reqs, tt.want); !ok {
				t.Errorf("no %q in %+v", tt.want, reqs)
			}
			if _, ok := requirement(reqs, tt.not); ok {
				t.Errorf("%q read from %q", tt.not, tt.jd)
			}
		})
	}
	r := reportOf("Frontend-Entwickler\nKenntnisse: Angular, TypeScript, HTML, CSS", "Anforderungen:\n- Erfahrung mit UI Applikationen in Angular")
	if q, _ := requirement(r.Requirements, "front-end development"); q.Coverage != 100 {
		t.Errorf("a front-end developer covers the UI work %d, want 100", q.Coverage)
	}
}
