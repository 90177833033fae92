package parse

import "testing"

// TestTitleBrokenAfterBar: a pasted headline cut after its bar goes on on
// the next line, in en/de/fr/es.
func TestTitleBrokenAfterBar(t *testing.T) {
	for _, c := range []struct{ lang, first, rest string }{
		{"en", "Senior Account Executive |", "Enterprise SaaS and Partnerships"},
		{"de", "Customer Success Managerin |", "Kundenbindung und SaaS-Wachstum"},
		{"fr", "Responsable commerciale |", "Vente SaaS B2B et partenariats"},
		{"es", "Customer Success Manager |", "Especialista en Retención de Clientes"},
	} {
		text := "Jordan Ellis\n" + c.first + "\n" + c.rest + "\n\njordan@example.com\n\nSummary\n" +
			"Seller with eight years of experience in software, cloud platforms and data products for large accounts.\n" +
			"Led teams of four account managers and built the partner programme across three regions of Europe.\n" +
			"Grew the book of business from two to nine million in three years with a strong focus on renewals.\n" +
			"Known for clear forecasts, careful negotiation and long relationships with buyers and their teams.\n" +
			"Speaks four languages and has worked in offices in Berlin, Paris, Madrid and London for many clients.\n" +
			"Trained new hires in discovery calls, demos, pricing and negotiation during their first six months.\n" +
			"Presented the quarterly results of the region to the executive team and the board of the company.\n" +
			"Wrote the playbook for enterprise deals that the whole sales organisation uses to this very day.\n"
		want := c.first + " " + c.rest
		if got := Text(text).ProfessionalHeader; got != "Jordan Ellis • "+want {
			t.Errorf("%s: header %q, want the title %q", c.lang, got, want)
		}
	}
}
