package parse

import (
	"strings"
	"testing"
)

// TestOpeningWords: pasted, a paragraph's first words one or two a line
// join the rest of the paragraph; a list of short items, a dated line and
// a run followed by a short line stay apart (en/de/fr/es).
func TestOpeningWords(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"en", "Led\nthe\n\nrollout of nine cold-storage depots across the northern coast.\n",
			"Led the rollout of nine cold-storage depots across the northern coast."},
		{"de", "Aufbau\nder\nneun Kühllager entlang der nördlichen Küste mit eigenem Team.\n",
			"Aufbau der neun Kühllager entlang der nördlichen Küste mit eigenem Team."},
		{"fr", "Pilotage\ndu\n\ndéploiement de neuf entrepôts frigorifiques sur la côte nord.\n",
			"Pilotage du déploiement de neuf entrepôts frigorifiques sur la côte nord."},
		{"es", "Coordiné\nla\n\napertura de nueve almacenes frigoríficos en la costa norte.\n",
			"Coordiné la apertura de nueve almacenes frigoríficos en la costa norte."},
		{"items", "Lathe\nMilling\n\nsharpening and fitting for every tool the workshop used.\n",
			"Lathe\nMilling\nsharpening and fitting for every tool the workshop used."},
		{"dated", "Analyst\n2013 – 2015\n\ndrew the seasonal routes for four harbours and crews.\n",
			"Analyst\n2013 – 2015\ndrew the seasonal routes for four harbours and crews."},
		{"short rest", "Led\nthe\n\nsmall crew.\n", "Led\nthe\nsmall crew."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, l := range openingWords(textLinesRaw(c.in)) {
				got = append(got, l.cells[0].s)
			}
			if s := strings.Join(got, "\n"); s != c.want {
				t.Errorf("got %q, want %q", s, c.want)
			}
		})
	}
}

// textLinesRaw is text as one single-box line a line, blank lines marking
// a gap, before textLines joins anything.
func textLinesRaw(text string) []line {
	var out []line
	gap := false
	for _, r := range strings.Split(text, "\n") {
		if r == "" {
			gap = true
			continue
		}
		out = append(out, line{cells: []cell{{s: r, x1: float64(len(r))}}, gap: gap && len(out) > 0})
		gap = false
	}
	return out
}

// TestOpeningWordsInAnEntry: a job's summary whose first words pasted one
// a line reads as one item, not as the next job's head (en/de).
func TestOpeningWordsInAnEntry(t *testing.T) {
	for _, c := range []struct{ heading, first, rest string }{
		{"Experience", "Led\nthe", "rollout of nine cold-storage depots across the northern coast."},
		{"Berufserfahrung", "Aufbau\nder", "neun Kühllager entlang der nördlichen Küste mit eigenem Team."},
	} {
		text := "Robin Example\n\n" + c.heading + "\nExample Works\nDepot Planner\n\n2009-02-02 - 2011-11-30\n\nhttps://www.example.org\n\n" +
			c.first + "\n\n" + c.rest + "\nMapped the tide windows for each of the loading docks.\n"
		x := Text(text).ProfessionalExperience
		want := strings.ReplaceAll(c.first, "\n", " ") + " " + c.rest
		if len(x) != 1 || len(x[0].Responsibilities) == 0 || x[0].Responsibilities[0] != want {
			t.Errorf("%s: %+v", c.heading, x)
		}
	}
}
