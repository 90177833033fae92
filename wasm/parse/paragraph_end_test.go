package parse

import (
	"strings"
	"testing"
)

// TestSummaryLastLine: a summary without a heading under the name whose
// last line holds a few words keeps that line (actual), set a little
// apart while its sentence is still open, in en/de/fr/es (issue 34).
func TestSummaryLastLine(t *testing.T) {
	tests := []struct{ lang, line1, line2, last, experience string }{
		{"en", "Account executive with eight years of selling analytics software to retailers and banks, from the",
			"first call to the signed contract, at home with tools such as",
			"Salesforce, HubSpot and Gong.", "Experience"},
		{"de", "Account Executive mit acht Jahren Erfahrung im Vertrieb von Analysesoftware an Händler und Banken,",
			"vom ersten Gespräch bis zum Vertrag, vertraut mit Plattformen wie",
			"Salesforce, Gainsight und Zendesk", "Berufserfahrung"},
		{"fr", "Account executive avec huit ans d'expérience dans la vente de logiciels d'analyse aux distributeurs,",
			"du premier appel à la signature, à l'aise avec des outils tels que",
			"Salesforce, HubSpot et Gong.", "Expérience professionnelle"},
		{"es", "Ejecutivo de cuentas con ocho años de experiencia en la venta de software de análisis a bancos,",
			"de la primera llamada a la firma, con herramientas como",
			"Salesforce, HubSpot y Gong.", "Experiencia"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{790, "name", []box{at(27, "Jordan Ellis")}},
				pl{770, "head", []box{at(27, "Senior Account Executive")}},
				pl{750, "reg", []box{at(400, "jordan@example.com")}},
				pl{700, "reg", []box{at(27, tt.line1)}},
				pl{690, "reg", []box{at(27, tt.line2)}},
				pl{668, "reg", []box{at(27, tt.last)}}, // set apart: a gap
				pl{640, "title", []box{title(27, tt.experience)}},
				pl{620, "bold", []box{at(27, "Northwind Software"), at(400, "2021 - 2024")}},
				pl{606, "reg", []box{at(27, "Account Executive")}},
				pl{592, "reg", []box{at(32, "• Grew the retail accounts by a third in two years.")}},
			)
			got := PDF([]Page{page}).CV
			if !strings.HasSuffix(got.AboutMe, tt.line2+" "+tt.last) {
				t.Errorf("about me %q: want it to end with %q", got.AboutMe, tt.last)
			}
		})
	}
}
