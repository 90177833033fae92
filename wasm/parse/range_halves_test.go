package parse

import "testing"

// TestRangeHalvesInAGutter: a date range a theme prints in two boxes of
// one row of its gutter ("2018-07-01", "TO 2021-02-28"; paper), as two
// cells of a line or as a line of its own on the role line's row, is one
// range (audit class 12); two dates with no separator stay apart.
func TestRangeHalvesInAGutter(t *testing.T) {
	tests := []struct{ name, from, to, want string }{
		{"en", "2018-07-01", "TO 2021-02-28", "2018-07-01 TO 2021-02-28"},
		{"en: open end", "2021-03-01", "TO PRESENT", "2021-03-01 TO PRESENT"},
		{"de", "07/2018", "bis 02/2021", "07/2018 bis 02/2021"},
		{"fr", "07/2018", "à aujourd'hui", "07/2018 à aujourd'hui"},
		{"es", "07/2018", "hasta 02/2021", "07/2018 hasta 02/2021"},
		{"no separator", "2018-07-01", "2021-02-28", ""},
	}
	role := cell{s: "Platform Engineer at Acme", x0: 201, x1: 330}
	for _, tt := range tests {
		from := cell{s: tt.from, x0: 37, x1: 92}
		to := cell{s: tt.to, x0: 96, x1: 164}
		t.Run(tt.name+", one line", func(t *testing.T) {
			got := joinRangeHalves([]line{{cells: []cell{from, to, role}, y: 328}})
			check(t, got, tt.want, 3)
		})
		t.Run(tt.name+", a line of its own on the row", func(t *testing.T) {
			got := joinRangeHalves([]line{{cells: []cell{from, role}, y: 328}, {cells: []cell{to}, y: 328}})
			check(t, got, tt.want, 3)
		})
	}
}

// check: want "" means the halves stay apart: every cell kept, the first
// one as it was.
func check(t *testing.T, got []line, want string, cells int) {
	t.Helper()
	n := 0
	for _, l := range got {
		n += len(l.cells)
	}
	if want == "" {
		if n != cells || len(got[0].cells[0].s) != len("2018-07-01") {
			t.Errorf("halves joined: %+v", got)
		}
		return
	}
	if len(got) != 1 || got[0].cells[0].s != want {
		t.Errorf("lines %+v: want one line opening with %q", got, want)
	}
}
