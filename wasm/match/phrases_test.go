package match

import "testing"

// TestLongDutyQuoteEndsWithAPhrase: a duty read from the lines of a list
// without full stops, run together, is quoted up to the end of a line of
// the post, and a long sentence up to the end of a clause (not a comma
// inside a list), never cut mid-phrase at a word (issue 35, class 1).
func TestLongDutyQuoteEndsWithAPhrase(t *testing.T) {
	cases := []struct{ name, jd, want string }{
		{"de list", "Ihre Aufgaben\nSie betreuen die Serverlandschaft im Rechenzentrum und übernehmen erste Aufgaben im Netzwerkbereich\nSie unterstützen bei Migrationen und stellen den stabilen Betrieb der Plattform sicher\nZudem analysieren Sie Fehler und beheben technische Probleme\n",
			"Sie betreuen die Serverlandschaft im Rechenzentrum und übernehmen erste Aufgaben im Netzwerkbereich"},
		{"fr list", "Vos missions\nVous gérez les serveurs du centre de données et prenez en charge les tâches du réseau interne\nVous accompagnez les migrations et assurez le bon fonctionnement de la plateforme\nVous analysez les incidents\n",
			"Vous gérez les serveurs du centre de données et prenez en charge les tâches du réseau interne"},
		{"es list", "Tus funciones\nGestionarás los servidores del centro de datos y las tareas administrativas de la red interna\nApoyarás las migraciones y asegurarás el funcionamiento estable de la plataforma\nAnalizarás las incidencias\n",
			"Gestionarás los servidores del centro de datos y las tareas administrativas de la red interna"},
		{"en sentence", "Responsibilities\nYou will design and build reliable payment services for our merchants in three countries, owning the full lifecycle from the first design review to the production rollout and its monitoring.\n",
			"You will design and build reliable payment services for our merchants in three countries"},
		{"en list", "Responsibilities\nBuild data pipeline engineering, orchestration, and monitoring to deliver high-quality data products for the retail execution teams of every market.\n",
			"Build data pipeline engineering, orchestration, and monitoring to deliver high-quality data products for the retail execution teams of every market"},
		{"en short", "Responsibilities\nYou will design and build reliable payment services.\n",
			"You will design and build reliable payment services"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, r := range Requirements(c.jd) {
				if r.Kind == KindResponsibility {
					got = append(got, dutyWords(r))
				}
			}
			if len(got) == 0 || got[0] != c.want {
				t.Errorf("first duty quoted as %q, want %q", got, c.want)
			}
		})
	}
}
