package parse

import (
	"strings"
	"testing"
)

// TestGutterRangeBrokenByTheViewer: a date range in a left gutter wraps
// ("June 2020 –" over "Present"), and a PDF viewer copies it row by row
// with the column beside it: "June 2020 – MERN Stack Developer, Acme" then
// "Present Working on …". Pasted, it gives the entries of the PDF's own
// reading order, where the range is whole beside the head (issue 34).
func TestGutterRangeBrokenByTheViewer(t *testing.T) {
	cases := []struct {
		lang, heading, start, end, head, item, start2, end2, head2, item2 string
	}{
		{"en", "Experience", "June 2020 –", "Present", "MERN Stack Developer, Acme Corp", "Working on the checkout service in React and Node",
			"Jan 2018 –", "May 2020", "Web Developer, Initech", "Built the booking pages"},
		{"de", "Berufserfahrung", "06/2020 –", "heute", "Softwareentwickler, Acme GmbH", "Arbeit am Bezahldienst mit React und Node",
			"01/2018 –", "05/2020", "Webentwickler, Initech AG", "Buchungsseiten entwickelt"},
		{"fr", "Expérience professionnelle", "juin 2020 –", "aujourd'hui", "Développeur MERN, Acme SA", "Travail sur le service de paiement en React",
			"janv. 2018 –", "mai 2020", "Développeur web, Initech", "Pages de réservation développées"},
		{"es", "Experiencia laboral", "junio 2020 –", "actualidad", "Desarrollador MERN, Acme SL", "Trabajo en el servicio de pago con React",
			"enero 2018 –", "mayo 2020", "Desarrollador web, Initech", "Desarrollo de las páginas de reserva"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			broken := c.start + " " + c.head + "\n" + c.end + " " + c.item + "\n\n" + c.start2 + " " + c.head2 + "\n" + c.end2 + "\n" + c.item2
			whole := c.start + " " + c.end + "\t" + c.head + "\n" + c.item + "\n\n" + c.start2 + " " + c.end2 + "\t" + c.head2 + "\n" + c.item2
			got := Text(cvWith(c.heading, broken)).ProfessionalExperience
			want := Text(cvWith(c.heading, whole)).ProfessionalExperience
			if len(want) != 2 || want[0].Duration != c.start+" "+c.end || want[1].Duration != c.start2+" "+c.end2 {
				t.Fatalf("the whole ranges themselves: %+v", want)
			}
			if !equalJSON(t, got, want) {
				t.Errorf("got %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestMendGutterRanges(t *testing.T) {
	cases := []struct{ in, want string }{
		{"June 2020 – MERN Stack Developer\nPresent Working on it", "June 2020 – Present\tMERN Stack Developer\nWorking on it"},
		{"2018 – Web Developer\n2020", "2018 – 2020\tWeb Developer"},
		// A whole range, a range with no text after it, a dash in prose.
		{"June 2020 – Present MERN Stack Developer\nWorking on it", "June 2020 – Present MERN Stack Developer\nWorking on it"},
		{"June 2020 –\nPresent", "June 2020 –\nPresent"},
		{"Led the 2020 – 2021 migration\nPresent at every review", "Led the 2020 – 2021 migration\nPresent at every review"},
		{"2018 – Engineer\n2019 – Senior Engineer", "2018 – Engineer\n2019 – Senior Engineer"},
		// A gap between the two lines: no gutter row.
		{"June 2020 – MERN Stack Developer\n\nPresent Working on it", "June 2020 – MERN Stack Developer\n\nPresent Working on it"},
	}
	for _, c := range cases {
		var raw []line
		for i, r := range strings.Split(c.in, "\n") {
			if r == "" {
				continue
			}
			l := line{gap: i > 0 && strings.Split(c.in, "\n")[i-1] == ""}
			addCell(&l, r, 0)
			raw = append(raw, l)
		}
		if got := render(mendGutterRanges(raw)); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}
