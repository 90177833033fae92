package parse

import (
	"slices"
	"strings"
	"testing"
)

// Pasted from a viewer, an item's last word or two wrap onto a line of
// their own that opens in capitals (a German noun, a name, an acronym):
// joined when the line above reaches the column's width and stops
// mid-phrase, and an item or the end follows; a company's name under the
// last item, followed by its dates, stays apart.
func TestShortRest(t *testing.T) {
	cases := []struct {
		name, heading, head, date string
		items                     []string
		want                      string
	}{
		{"en", "Experience", "Test Lead, Example Labs", "2019 – 2021",
			[]string{"Trained the support staff and wrote the handbook chapters for every new", "QA Engineer", "Planned the release calendar with the three product owners of the app"},
			"Trained the support staff and wrote the handbook chapters for every new QA Engineer"},
		{"de", "Berufserfahrung", "Datenanalystin, Beispiel GmbH", "2019 – 2021",
			[]string{"Planung der Lieferrouten für alle Filialen im Norden des Landes in enger", "Zusammenarbeit", "Schulung der Fahrer für das neue Bordgerät in allen Depots der Region"},
			"Planung der Lieferrouten für alle Filialen im Norden des Landes in enger Zusammenarbeit"},
		{"fr", "Expérience", "Analyste de données, Exemple SA", "2019 – 2021",
			[]string{"Mise en place de tableaux de bord hebdomadaires pour les équipes régionales", "Grand Est", "Automatisation des rapports mensuels pour toutes les régions"},
			"Mise en place de tableaux de bord hebdomadaires pour les équipes régionales Grand Est"},
		{"es", "Experiencia", "Analista de datos, Ejemplo SL", "2019 – 2021",
			[]string{"Diseño de informes semanales para los equipos comerciales regionales", "Zona Norte", "Automatización de los informes mensuales de todas las regiones"},
			"Diseño de informes semanales para los equipos comerciales regionales Zona Norte"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			filler := strings.Repeat("Planned and reviewed the quarterly targets with all the regional teams\n", 8)
			text := "Alex Example\nalex@example.org\n\n" + c.heading + "\n" + c.head + "\n" + c.date + "\n" +
				strings.Join(c.items, "\n") + "\n" + filler + "Example Second\n\n2016 – 2019\n"
			f := Text(text)
			var all []string
			for _, e := range f.ProfessionalExperience {
				all = append(all, e.Responsibilities...)
			}
			if !slices.Contains(all, c.want) {
				t.Errorf("no item %q in %q", c.want, all)
			}
			for _, it := range all {
				if strings.Contains(it, "Example Second") {
					t.Errorf("the next company joined an item: %q", it)
				}
			}
		})
	}
}

// Pasted, an item wrapped after a comma goes on in capitals (a name, a
// noun): a line that reaches the column's width and ends with a comma is
// joined with the next; a dated line after it (a certificate's issuer and
// date) stays apart.
func TestCommaRest(t *testing.T) {
	cases := []struct {
		name, heading, a, b, want string
	}{
		{"en", "Experience", "Built scalable data pipelines on the cloud platforms (storage, queues,", "Spark) and orchestrated them with Airflow for all teams",
			"Built scalable data pipelines on the cloud platforms (storage, queues, Spark) and orchestrated them with Airflow for all teams"},
		{"de", "Berufserfahrung", "Aufbau skalierbarer Datenpipelines in der Cloud (Speicher, Warteschlangen,", "Spark) und Steuerung mit Airflow für alle Teams im Haus",
			"Aufbau skalierbarer Datenpipelines in der Cloud (Speicher, Warteschlangen, Spark) und Steuerung mit Airflow für alle Teams im Haus"},
		{"fr", "Expérience", "Conception de chaînes de données dans le cloud (stockage, files d'attente,", "Spark) et orchestration avec Airflow pour toutes les équipes",
			"Conception de chaînes de données dans le cloud (stockage, files d'attente, Spark) et orchestration avec Airflow pour toutes les équipes"},
		{"es", "Experiencia", "Desarrollo de canalizaciones de datos en la nube (almacenamiento, colas,", "Spark) y orquestación con Airflow para todos los equipos",
			"Desarrollo de canalizaciones de datos en la nube (almacenamiento, colas, Spark) y orquestación con Airflow para todos los equipos"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			filler := strings.Repeat("Planned and reviewed the quarterly targets with all of the regional teams\n", 8)
			text := "Alex Example\nalex@example.org\n\n" + c.heading + "\nData Engineer, Example Labs\n2019 – 2021\n" +
				c.a + "\n" + c.b + "\n" + filler
			var all []string
			for _, e := range Text(text).ProfessionalExperience {
				all = append(all, e.Responsibilities...)
			}
			if !slices.Contains(all, c.want) {
				t.Errorf("no item %q in %q", c.want, all)
			}
		})
	}
	filler := strings.Repeat("Planned and reviewed the quarterly targets with all of the regional teams\n", 8)
	lines := textLinesOf(filler + "Certified Cloud Practitioner for the data platforms of the company,\nExample Academy (04/2021)\n")
	if n := len(lines); n < 2 || !strings.HasPrefix(lines[n-1], "Example Academy") {
		t.Errorf("the dated line joined the one above: %q", lines)
	}
}

// textLinesOf is the text of each line textLines reads from text.
func textLinesOf(text string) []string {
	var out []string
	for _, l := range textLines(text) {
		var cs []string
		for _, c := range l.cells {
			cs = append(cs, c.s)
		}
		out = append(out, strings.Join(cs, "\t"))
	}
	return out
}
