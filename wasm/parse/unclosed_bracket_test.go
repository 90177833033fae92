package parse

import (
	"slices"
	"testing"
)

// A skills list with a bracket that never closes (a note cut short): the
// items after it are still items, not one long run that is dropped (the
// read-back of our own Word file of such a CV named every later skill
// missing).
func TestListWithAnUnclosedBracket(t *testing.T) {
	tests := []struct {
		lang, text string
		want       []string
	}{
		{"en", "Jane Roe\njane@example.com\n\nSKILLS\nDatabases (incl. warehousing, PostgreSQL, Redis, Kafka, Terraform\n",
			[]string{"PostgreSQL", "Redis", "Kafka", "Terraform"}},
		{"de", "Erika Muster\nerika@example.de\n\nKENNTNISSE\nDatenbanken (u.a, PostgreSQL, Redis, Kafka, Terraform\n",
			[]string{"PostgreSQL", "Redis", "Kafka", "Terraform"}},
		{"fr", "Claire Dupont\nclaire@example.fr\n\nCOMPÉTENCES\nBases de données (entre autres, PostgreSQL, Redis, Kafka, Terraform\n",
			[]string{"PostgreSQL", "Redis", "Kafka", "Terraform"}},
		{"es", "Lucía García\nlucia@example.es\n\nHABILIDADES\nBases de datos (entre otras, PostgreSQL, Redis, Kafka, Terraform\n",
			[]string{"PostgreSQL", "Redis", "Kafka", "Terraform"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text(tt.text)
			got := append(slices.Clone(f.CoreSkills), f.ToolsTechnologies...)
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("skill %q not read; skills %q", w, got)
				}
			}
		})
	}
}

func TestSplitListKeepsClosedBrackets(t *testing.T) {
	got := splitList("Go (1.22, 1.23), SQL [Postgres, MySQL], Kafka (Streams")
	want := []string{"Go (1.22, 1.23)", "SQL [Postgres, MySQL]", "Kafka (Streams"}
	if !slices.Equal(got, want) {
		t.Errorf("splitList = %q, want %q", got, want)
	}
}
