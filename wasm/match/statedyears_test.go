package match

import "testing"

// TestYearsStatedInWords: a CV that gives a role's years in words ("5
// years as a Payroll Clerk", "Payroll Clerk for 5 years") has those years
// in the role, in the four languages; a count with no role after "as", a
// role the post does not ask and a clause after the role do not count.
func TestYearsStatedInWords(t *testing.T) {
	tests := []struct {
		name, cv, role string
		want           int
	}{
		{"en digits", "Experience\n- 5 years in post as a Payroll Clerk, handling monthly runs", "Payroll Clerk", 100},
		{"en word", "Experience\nThree years of experience as Payroll Clerk where I ran the payroll.", "Payroll Clerk", 60},
		{"en as ... for", "Experience\nServed as a Senior Payroll Clerk for 5years.", "Payroll Clerk", 100},
		{"en worked for", "Experience\nWorked for 2 years as Payroll Clerk, managing the ledger.", "Payroll Clerk", 40},
		{"de", "Berufserfahrung\n5 Jahre Erfahrung als Lohnbuchhalter bei der Acme GmbH", "Lohnbuchhalter", 100},
		{"fr", "Expérience\n5 ans en tant que gestionnaire de paie chez Acme", "gestionnaire de paie", 100},
		{"es", "Experiencia\n5 años como analista de nóminas en Acme", "analista de nóminas", 100},
		{"another role", "Experience\n5 years as a Warehouse Clerk", "Payroll Clerk", 0},
		{"clause after the role", "Experience\n5 years as a consultant with payroll clerks", "Payroll Clerk", 0},
		{"no role", "Experience\nPayroll for 5 years at Acme", "Payroll Clerk", 0},
		{"denied", "Experience\nNo experience as a Payroll Clerk for 5 years", "Payroll Clerk", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProfile(tt.cv, parsedText(tt.cv), 2024*12)
			r := Requirement{Kind: KindYears, Years: 5, role: tt.role}
			if got, ev := yearsCover(r, p); got != tt.want {
				t.Errorf("coverage %d (%q), want %d; stated %+v", got, ev, tt.want, p.stated)
			}
		})
	}
}
