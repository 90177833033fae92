package parse

import "testing"

// TestMarginCapsTitle: a volunteering title in title case, set in a
// margin left of its first entry in the larger type of the other margin
// titles (even), opens its section: the entry is no job, in en/de/fr/es.
// Beside a company in its own type it stays a position.
func TestMarginCapsTitle(t *testing.T) {
	langs := []struct{ lang, work, volunteer, role, org string }{
		{"en", "Work", "Volunteer", "Mentor for young founders", "Startup Help e.V."},
		{"de", "Berufserfahrung", "Ehrenamtlich", "Mentor für Gründer", "Gründerhilfe e.V."},
		{"fr", "Expérience", "Bénévole", "Mentor de jeunes fondateurs", "Aide aux Créateurs"},
		{"es", "Experiencia", "Voluntario", "Mentor de emprendedores", "Ayuda Emprende"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
			}
			items := []Item{
				at("Jane Doe", 182, 800, 150, 32, "f1"),
				at(l.work, 100, 700, 61, 20.5, "f1"), at("Account Executive", 182, 700, 170, 16.5, "f2"),
				at("Acme GmbH", 182, 682, 80, 10.5, "f2"),
				at("Jan 2020 – Present", 182, 666, 100, 10.5, "f1"),
				at("Grew the accounts of the northern region by a third in two years", 193, 644, 330, 10.5, "f1"),
				at(l.volunteer, 70, 600, 91, 20.5, "f1"), at(l.org, 182, 600, 170, 16.5, "f2"),
				at(l.role, 182, 582, 150, 10.5, "f2"),
				at("Jan 2021 – Present", 182, 566, 100, 10.5, "f1"),
				at("Coached ten founders through their first sales", 193, 544, 300, 10.5, "f1"),
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Position != "Account Executive" {
				t.Errorf("experience %+v", f.ProfessionalExperience)
			}
		})
	}
	same := line{cells: []cell{{s: "Volunteer", x0: 40, x1: 90, size: 12, style: "f2|12"}, {s: "Red Cross", x0: 120, x1: 180, size: 12, style: "f2|12"}}}
	if _, _, ok := marginCapsTitle(same); ok {
		t.Error("a position beside its company in the same type read as a title")
	}
}

// TestStyledCapsTitle: a volunteering title in title case, alone on its
// line after a gap in the type of the other section titles (macchiato),
// opens its section, in en/de/fr/es; in the entries' type it stays a
// position.
func TestStyledCapsTitle(t *testing.T) {
	langs := []struct{ lang, work, volunteer string }{
		{"en", "Experience", "Volunteer"},
		{"de", "Berufserfahrung", "Ehrenamtlich"},
		{"fr", "Expérience", "Bénévole"},
		{"es", "Experiencia", "Voluntario"},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			at := func(s string, x, y, w, h float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: w, H: h, Font: font}
			}
			items := []Item{
				at("Jane Doe", 25, 800, 150, 30, "name"),
				at(l.work, 25, 760, 61, 10.5, "title"),
				at("Acme GmbH", 25, 740, 80, 10.5, "head"), at("01/2020 - Present", 500, 740, 78, 8, "date"),
				at("Account Executive", 25, 729, 90, 9, "title"),
				at("Grew the accounts of the northern region by a third in two years", 52, 712, 330, 8, "body"),
				at(l.volunteer, 25, 680, 50, 10.5, "title"),
				at("Startup Help e.V.", 25, 660, 90, 10.5, "head"), at("01/2021 - Present", 500, 660, 78, 8, "date"),
				at("Mentor", 25, 649, 40, 9, "title"),
				at("Coached ten founders through their first sales", 52, 632, 300, 8, "body"),
			}
			f := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Company != "Acme GmbH" {
				t.Errorf("experience %+v", f.ProfessionalExperience)
			}
		})
	}
	known := map[string]bool{"title|10.5": true}
	body := line{cells: []cell{{s: "Volunteer"}}, style: "body|9", gap: true}
	if _, ok := aloneCapsTitle([]line{body}, 0, known); ok {
		t.Error("a position in the entries' type read as a title")
	}
}
