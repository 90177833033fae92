package parse

import "testing"

// TestDayMonthYearDates: a date with its day ("15.03.2021", as German
// profiles write it) is one date, alone, in a range or after "seit": the
// day is not left in the head ("… seit 15.").
func TestDayMonthYearDates(t *testing.T) {
	tests := []struct{ name, heading, head, duration string }{
		{"en", "Experience", "Data Analyst, Meridian Health\t01.03.2018 - 31.01.2020", "01.03.2018 - 31.01.2020"},
		{"de", "Berufserfahrung", "Datenanalystin, Nordlicht GmbH\t1.3.2018 – heute", "1.3.2018 – heute"},
		{"fr", "Expérience professionnelle", "Analyste, Datalys\tdepuis 15.09.2017", "depuis 15.09.2017"},
		{"es", "Experiencia profesional", "Analista, Ventas SL\t01.06.2016 - 30.06.2019", "01.06.2016 - 30.06.2019"},
		{"de, from a day in the head", "Berufserfahrung", "Rolle: Testmanager bei Nordlicht seit 15.03.2021", "seit 15.03.2021"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := entryOf(t, tt.heading, tt.head+"\n• Ran the nightly release checks of the team")
			if x.Duration != tt.duration {
				t.Errorf("duration %q, want %q (entry %+v)", x.Duration, tt.duration, x)
			}
		})
	}
	// A day needs its month: "2.5.2019" is one date, "40.05.2019" none of its day.
	for _, tt := range []struct{ s, want string }{
		{"Version 2.5.2019 released", "2.5.2019"},
		{"seen 40.05.2019", "05.2019"},
	} {
		if a, b, ok := findDate(tt.s); !ok || tt.s[a:b] != tt.want {
			t.Errorf("%q: date %q, want %q", tt.s, tt.s[a:b], tt.want)
		}
	}
}
